import {
  AGENT_TRANSFER_TARGETS_PAGE,
  PAYMENT_PASSWORD_LENGTH,
  type AgentTransferValue,
} from '@openlobby/contract/client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, type ReactElement, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ApiError } from '../../../shared/api/ApiError.ts';
import { refreshBalance, useBalance } from '../../../shared/api/balance.ts';
import { errorText } from '../../../shared/api/errorText.ts';
import { formatMoney } from '../../../shared/format/money.ts';
import { useLanguage } from '../../../shared/i18n/useLanguage.ts';
import { useCommonStore } from '../../../shared/store/commonStore.ts';
import { ConfirmDialog } from '../../../shared/ui/ConfirmDialog.tsx';
import { LoadState } from '../../../shared/ui/LoadState.tsx';
import { transferToDownlines, useTransferTargets } from '../api/transfers.ts';
import { AgentGate } from '../components/AgentGate.tsx';
import '../components/AgentLinks.css';
import { isolated } from '../../../shared/format/percent.ts';
import { useAgentsT } from '../i18n/texts.ts';
import { filteredChange } from '../../../shared/ui/fields/filteredChange.ts';

/** A decimal amount of at most `scale` places above zero, as typed; null otherwise. */
function amountOf(text: string, scale: number): string | null {
  const trimmed = text.trim().replace(',', '.');
  const pattern = scale === 0 ? /^\d+$/ : new RegExp(`^\\d+(\\.\\d{1,${scale}})?$`);
  return pattern.test(trimmed) && Number(trimmed) > 0 ? trimmed : null;
}

/** Sum of `count` times `amount` in minor units, back as a decimal string (no float rounding). */
function totalOf(amount: string, count: number, scale: number): string {
  const [whole = '0', fraction = ''] = amount.split('.');
  const minor = BigInt(whole + fraction.padEnd(scale, '0')) * BigInt(count);
  const text = minor.toString().padStart(scale + 1, '0');
  return scale === 0 ? text : `${text.slice(0, -scale)}.${text.slice(-scale)}`;
}

const newTransferId = () => crypto.randomUUID().replaceAll('-', '');

function Picker({
  chosen,
  onToggle,
}: {
  chosen: ReadonlyMap<number, string>;
  onToggle: (id: number, username: string) => void;
}): ReactElement {
  const { t } = useAgentsT();
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  const targets = useTransferTargets(search);
  return (
    <section className="agents__section card" aria-labelledby="agent-transfer-pick">
      <h2 id="agent-transfer-pick" className="agents__heading">
        {t('transfer.pick')}
      </h2>
      <p className="agents__hint">{t('transfer.pickIntro')}</p>
      <form
        className="agent-transfer__search"
        role="search"
        onSubmit={(event) => {
          event.preventDefault();
          setSearch(typed.trim());
        }}
      >
        <input
          className="agent-transfer__input"
          aria-label={t('transfer.search')}
          placeholder={t('transfer.search')}
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
        />
        <button type="submit" className="button button--ghost">
          {t('transfer.searchButton')}
        </button>
      </form>
      <LoadState
        query={targets}
        isEmpty={(data) => data.content.length === 0}
        empty={{ title: t('transfer.empty') }}
      >
        {(data) => (
          <>
            <ul className="agent-transfer__list">
              {data.content.map((row) => (
                <li key={row.downlineId}>
                  <label className="agent-transfer__pick">
                    <input
                      type="checkbox"
                      checked={chosen.has(row.downlineId)}
                      onChange={() => onToggle(row.downlineId, row.username)}
                    />
                    <bdi>{row.username}</bdi>
                  </label>
                </li>
              ))}
            </ul>
            {data.total > AGENT_TRANSFER_TARGETS_PAGE && (
              <p className="agents__hint">
                {t('transfer.more', { shown: data.content.length, total: data.total })}
              </p>
            )}
          </>
        )}
      </LoadState>
    </section>
  );
}

function Done({ result, onAgain }: { result: AgentTransferValue; onAgain: () => void }): ReactElement {
  const { t } = useAgentsT();
  const currency = useCommonStore((state) => state.currency);
  return (
    <section className="agents__section card" role="status" aria-labelledby="agent-transfer-done">
      <h2 id="agent-transfer-done" className="agents__heading">
        {t('transfer.doneTitle')}
      </h2>
      <p>
        {t('transfer.doneText', {
          total: isolated(formatMoney(result.total, currency)),
          balance: isolated(formatMoney(result.balance, currency)),
        })}
      </p>
      <ul className="agent-transfer__list">
        {result.lines.map((line) => (
          <li key={line.downlineId} className="agent-income__row">
            <bdi>{line.username}</bdi>
            <bdi>{isolated(formatMoney(line.amount, currency))}</bdi>
          </li>
        ))}
      </ul>
      <div className="agent-link__row">
        <button type="button" className="button button--primary" onClick={onAgain}>
          {t('transfer.again')}
        </button>
        <Link className="button button--ghost" to="/m/member/agent/income">
          {t('transfer.history')}
        </Link>
      </div>
    </section>
  );
}

/**
 * Transfer to downlines (/m/member/agent/transfer): my balance, direct downlines to pick (search),
 * one amount for each, the payment password, a confirmation naming who gets what, then the result
 * with my new balance. One transfer id per confirmation: a retry after a lost answer moves nothing twice.
 */
export default function AgentTransferScreen(): ReactElement {
  const { t } = useAgentsT();
  const { t: shellT } = useTranslation();
  const language = useLanguage();
  const client = useQueryClient();
  const currency = useCommonStore((state) => state.currency);
  const balance = useBalance();
  const [chosen, setChosen] = useState<ReadonlyMap<number, string>>(new Map());
  const [amount, setAmount] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [needsPassword, setNeedsPassword] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [transferId, setTransferId] = useState(newTransferId);
  const [result, setResult] = useState<AgentTransferValue | null>(null);
  const valid = amountOf(amount, currency.scale);

  const send = useMutation({
    mutationFn: () => transferToDownlines([...chosen.keys()], valid ?? '0', password, transferId),
    onSuccess: (value) => {
      setResult(value);
      setError(null);
      setTransferId(newTransferId());
    },
    onError: (failure) => {
      setError(errorText(failure, language, shellT));
      setNeedsPassword(failure instanceof ApiError && failure.code === 'PAYMENT_PASSWORD_REQUIRED');
      // A refusal is final for this id; only a lost answer is retried under the same id.
      if (!(failure instanceof ApiError && failure.code === 'NETWORK')) setTransferId(newTransferId());
      setPassword('');
    },
    onSettled: () => refreshBalance(client),
  });

  const toggle = (id: number, username: string): void => {
    setChosen((prev) => {
      const next = new Map(prev);
      if (next.has(id)) next.delete(id);
      else next.set(id, username);
      return next;
    });
  };

  const onSubmit = (event: FormEvent): void => {
    event.preventDefault();
    if (chosen.size === 0) setError(t('transfer.noneSelected'));
    else if (valid === null) setError(t('transfer.amountInvalid'));
    else if (!new RegExp(`^\\d{${PAYMENT_PASSWORD_LENGTH}}$`).test(password))
      setError(t('transfer.passwordInvalid'));
    else {
      setError(null);
      setConfirming(true);
    }
  };

  const total = valid === null ? null : totalOf(valid, chosen.size, currency.scale);
  const names = [...chosen.values()].join(', ');

  return (
    <AgentGate>
      <section className="agents__section card agent-transfer__balance" aria-live="polite">
        <span>{t('transfer.balance')}</span>
        <bdi>{balance.data ? isolated(formatMoney(balance.data.sumBalance, currency)) : '…'}</bdi>
      </section>
      {result !== null ? (
        <Done
          result={result}
          onAgain={() => {
            setResult(null);
            setChosen(new Map());
            setAmount('');
          }}
        />
      ) : (
        <>
          <Picker chosen={chosen} onToggle={toggle} />
          <form
            className="agents__section card"
            noValidate
            onSubmit={onSubmit}
            aria-label={t('transfer.submit')}
          >
            <p className="agents__hint">{t('transfer.selected', { count: chosen.size })}</p>
            <label className="agent-transfer__field">
              {t('transfer.amount')}
              <input
                className="agent-transfer__input"
                name="amount"
                inputMode="decimal"
                dir="ltr"
                value={amount}
                aria-describedby="agent-transfer-amount-hint"
                onChange={(event) => setAmount(event.target.value)}
              />
              <small id="agent-transfer-amount-hint" className="agents__hint">
                {t('transfer.amountHint')}
              </small>
            </label>
            {total !== null && chosen.size > 0 && (
              <p className="agent-income__row">
                <span>{t('transfer.total')}</span>
                <bdi>{isolated(formatMoney(total, currency))}</bdi>
              </p>
            )}
            <label className="agent-transfer__field">
              {t('transfer.password')}
              <input
                className="agent-transfer__input"
                name="paymentPassword"
                type="password"
                inputMode="numeric"
                autoComplete="off"
                dir="ltr"
                maxLength={PAYMENT_PASSWORD_LENGTH}
                value={password}
                aria-describedby="agent-transfer-password-hint"
                onChange={filteredChange((typed) => typed.replace(/\D/g, ''), setPassword)}
              />
              <small id="agent-transfer-password-hint" className="agents__hint">
                {t('transfer.passwordHint')}
              </small>
            </label>
            {error !== null && (
              <p className="agent-link__error" role="alert">
                {error}
              </p>
            )}
            {needsPassword && (
              <Link
                className="button button--ghost"
                to="/m/member/paymentPassword?next=/m/member/agent/transfer"
              >
                {t('transfer.setPassword')}
              </Link>
            )}
            <button type="submit" className="button button--primary" disabled={send.isPending}>
              {send.isPending ? t('transfer.sending') : t('transfer.submit')}
            </button>
          </form>
          <ConfirmDialog
            open={confirming}
            title={t('transfer.confirmTitle', { total: isolated(formatMoney(total ?? '0', currency)) })}
            text={t('transfer.confirmText', { amount: isolated(formatMoney(valid ?? '0', currency)), names })}
            confirmLabel={t('transfer.confirm')}
            onCancel={() => setConfirming(false)}
            onConfirm={() => {
              setConfirming(false);
              send.mutate();
            }}
          />
        </>
      )}
    </AgentGate>
  );
}
