import {
  LIMIT_KINDS,
  type LimitKind,
  MONEY_LIMIT_PERIODS,
  type MoneyLimitPeriod,
  type MyLimitsValue,
  type PlayerLimit,
  type SetLimitRequest,
} from '@openlobby/contract/client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, type ReactElement, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../shared/api/errorText.ts';
import { formatDateTime } from '../../../shared/format/dateTime.ts';
import { formatMoney } from '../../../shared/format/money.ts';
import { isolated } from '../../../shared/format/percent.ts';
import { useLanguage } from '../../../shared/i18n/useLanguage.ts';
import { trialRefusingGate } from '../../../shared/session/cashierGate.ts';
import { GatedScreen } from '../../../shared/session/GatedScreen.tsx';
import { useSessionViewer } from '../../../shared/session/viewer.ts';
import { useCommonStore } from '../../../shared/store/commonStore.ts';
import { SegmentedChoice } from '../../../shared/ui/fields/SegmentedChoice.tsx';
import { LoadState } from '../../../shared/ui/LoadState.tsx';
import { showToast } from '../../../shared/ui/toastStore.ts';
import '../../../shared/ui/fields/fields.css';
import { refreshLimits, setLimit, useMyLimits } from '../api/limits.ts';
import '../components/protection.css';
import { AccountHistoryLink, RealityInterval } from '../components/RealitySettings.tsx';
import { CurrentExclusion, ExclusionSection } from '../components/ExclusionSection.tsx';
import { useProtectionT } from '../i18n/texts.ts';

/** A money amount as the lobby writes money, kept left to right inside a sentence. */
function useMoney(): (amount: string) => string {
  const currency = useCommonStore((state) => state.currency);
  return (amount) => isolated(formatMoney(amount, currency));
}

function LimitRow({ limit }: { limit: PlayerLimit }): ReactElement {
  const { t } = useProtectionT();
  const { t: shellT } = useTranslation();
  const language = useLanguage();
  const money = useMoney();
  const client = useQueryClient();
  const session = limit.kind === 'SESSION';
  const name = t(`kindNames.${limit.kind}`);
  const period = t(`periods.${limit.period}`);
  const remove = useMutation({
    mutationFn: () => setLimit({ kind: limit.kind, period: limit.period, amount: null } as SetLimitRequest),
    onSuccess: (value) =>
      showToast(
        value.immediate
          ? t('savedNow')
          : t('savedLater', { time: formatDateTime(value.appliesAt, language) }),
        'success',
      ),
    onError: (error) => showToast(errorText(error, language, shellT), 'error'),
    onSettled: () => refreshLimits(client),
  });
  const amount = limit.amount;
  const used = Number(limit.used);
  const share = amount === null || Number(amount) <= 0 ? 1 : Math.min(1, used / Number(amount));
  return (
    <li className="limit-row">
      <div className="limit-row__head">
        <span className="limit-row__period">{period}</span>
        <strong className="limit-row__amount">
          {amount === null
            ? t('none')
            : session
              ? t('sessionLimit', { minutes: isolated(amount) })
              : money(amount)}
        </strong>
      </div>
      {amount !== null && (
        <>
          <div
            className="limit-row__bar"
            role="meter"
            aria-label={t('usageLabel', { name, period })}
            aria-valuemin={0}
            aria-valuemax={Number(amount)}
            aria-valuenow={Math.min(used, Number(amount))}
            aria-valuetext={
              session ? t('usedMinutes', { used: limit.used }) : t('used', { used: money(limit.used) })
            }
          >
            <span className="limit-row__fill" style={{ inlineSize: `${Math.round(share * 100)}%` }} />
          </div>
          <p className="limit-row__usage">
            <span>
              {session
                ? t('usedMinutes', { used: isolated(limit.used) })
                : t('used', { used: money(limit.used) })}
            </span>
            <span>
              {session
                ? t('leftMinutes', { left: isolated(limit.left ?? '0') })
                : t('left', { left: money(limit.left ?? '0') })}
            </span>
          </p>
        </>
      )}
      {limit.pending !== null && (
        <p className="limit-row__pending" role="status">
          {limit.pending.amount === null
            ? t('pendingRemoval', { time: formatDateTime(limit.pending.appliesAt, language) })
            : t('pendingRaise', {
                amount: session ? isolated(limit.pending.amount) : money(limit.pending.amount),
                time: formatDateTime(limit.pending.appliesAt, language),
              })}
        </p>
      )}
      {amount !== null && limit.pending?.amount !== null && (
        <button
          type="button"
          className="button button--ghost limit-row__remove"
          aria-label={t('removeLimit', { name, period })}
          disabled={remove.isPending}
          onClick={() => remove.mutate()}
        >
          {t('remove')}
        </button>
      )}
    </li>
  );
}

function KindSection({ kind, limits }: { kind: LimitKind; limits: readonly PlayerLimit[] }): ReactElement {
  const { t } = useProtectionT();
  const headingId = `limits-${kind}`;
  const mine = limits.filter((limit) => limit.kind === kind);
  return (
    <section className="limits__kind card" aria-labelledby={headingId}>
      <h2 id={headingId} className="limits__heading">
        {t(`kinds.${kind}`)}
      </h2>
      <p className="limits__hint">{t(`kindHints.${kind}`)}</p>
      {mine.length === 0 ? (
        <p className="limits__none">{t('none')}</p>
      ) : (
        <ul className="limits__list">
          {mine.map((limit) => (
            <LimitRow key={`${limit.kind}-${limit.period}`} limit={limit} />
          ))}
        </ul>
      )}
    </section>
  );
}

const AMOUNT = /^\d{1,12}(\.\d{1,8})?$/;
const MINUTES = /^\d{1,4}$/;

function SetLimitForm(): ReactElement {
  const { t } = useProtectionT();
  const { t: shellT } = useTranslation();
  const language = useLanguage();
  const client = useQueryClient();
  const id = useId();
  const [kind, setKind] = useState<LimitKind>('DEPOSIT');
  const [period, setPeriod] = useState<MoneyLimitPeriod>('DAY');
  const [amount, setAmount] = useState('');
  const [error, setError] = useState<string | null>(null);
  const session = kind === 'SESSION';
  const save = useMutation({
    mutationFn: (body: SetLimitRequest) => setLimit(body),
    onSuccess: (value) => {
      setAmount('');
      showToast(
        value.immediate
          ? t('savedNow')
          : t('savedLater', { time: formatDateTime(value.appliesAt, language) }),
        'success',
      );
    },
    onError: (failure) => setError(errorText(failure, language, shellT)),
    onSettled: () => refreshLimits(client),
  });

  function submit(event: FormEvent): void {
    event.preventDefault();
    const typed = amount.trim().replace(',', '.');
    if (session) {
      const minutes = Number(typed);
      if (!MINUTES.test(typed) || minutes < 5 || minutes > 1440) {
        setError(t('minutesRequired'));
        return;
      }
      setError(null);
      save.mutate({ kind: 'SESSION', period: 'SESSION', amount: typed });
      return;
    }
    if (!AMOUNT.test(typed)) {
      setError(t('amountRequired'));
      return;
    }
    setError(null);
    save.mutate({ kind, period, amount: typed });
  }

  return (
    <form className="limits__form card" aria-labelledby={`${id}-heading`} onSubmit={submit} noValidate>
      <h2 id={`${id}-heading`} className="limits__heading">
        {t('setHeading')}
      </h2>
      <div className="field">
        <label className="field__label" htmlFor={`${id}-kind`}>
          {t('kind')}
        </label>
        <select
          id={`${id}-kind`}
          className="select"
          value={kind}
          onChange={(event) => {
            setKind(event.target.value as LimitKind);
            setError(null);
          }}
        >
          {LIMIT_KINDS.map((value) => (
            <option key={value} value={value}>
              {t(`kindNames.${value}`)}
            </option>
          ))}
        </select>
      </div>
      {!session && (
        <div className="limits__periods">
          <span id={`${id}-period`} className="field__label">
            {t('period')}
          </span>
          <SegmentedChoice
            labelledBy={`${id}-period`}
            options={MONEY_LIMIT_PERIODS.map((value) => ({ value, label: t(`periods.${value}`) }))}
            value={period}
            onChange={setPeriod}
          />
        </div>
      )}
      <div className="field">
        <label className="field__label" htmlFor={`${id}-amount`}>
          {session ? t('minutes') : t('amount')}
        </label>
        <div className="field__row">
          <input
            id={`${id}-amount`}
            className="field__input"
            type="text"
            dir="ltr"
            inputMode={session ? 'numeric' : 'decimal'}
            autoComplete="off"
            maxLength={20}
            value={amount}
            aria-invalid={error !== null ? true : undefined}
            aria-describedby={error !== null ? `${id}-error` : session ? `${id}-hint` : undefined}
            onChange={(event) => setAmount(event.target.value)}
          />
        </div>
        {session && (
          <p id={`${id}-hint`} className="field__hint">
            {t('minutesHint')}
          </p>
        )}
        {error !== null && (
          <p id={`${id}-error`} className="field__error" role="alert">
            {error}
          </p>
        )}
      </div>
      <button type="submit" className="button button--primary" disabled={save.isPending}>
        {save.isPending ? t('saving') : t('save')}
      </button>
    </form>
  );
}

function Limits({ data }: { data: MyLimitsValue }): ReactElement {
  return (
    <>
      {LIMIT_KINDS.map((kind) => (
        <KindSection key={kind} kind={kind} limits={data.limits} />
      ))}
    </>
  );
}

/**
 * Safer gambling (/m/member/saferGambling): the member's deposit, loss and wager limits
 * over 24 hours, 7 days and 30 days and their session-time limit, each with what is used and left
 * and any pending raise or removal with when it applies; a form sets, lowers or raises one.
 * Guests log in first; trial members get the free_reject toast and go home.
 */
export default function SaferGamblingScreen(): ReactElement {
  const { loggedIn, type } = useSessionViewer();
  const { t } = useProtectionT();
  const limits = useMyLimits();
  return (
    <GatedScreen gate={trialRefusingGate(loggedIn, type)}>
      <div className="limits">
        <p className="limits__intro">{t('intro')}</p>
        <CurrentExclusion />
        <SetLimitForm />
        <LoadState query={limits}>{(data) => <Limits data={data} />}</LoadState>
        <RealityInterval />
        <ExclusionSection />
        <AccountHistoryLink />
      </div>
    </GatedScreen>
  );
}
