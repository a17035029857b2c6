import {
  type BankCard,
  PAYMENT_PASSWORD_LENGTH,
  type PayoutType,
  type WithdrawBank,
  type WithdrawRecord,
  type WithdrawSettingsValue,
} from '@openlobby/contract/client';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, type ReactElement, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { setBalance } from '../../../../shared/api/balance.ts';
import { errorText } from '../../../../shared/api/errorText.ts';
import { formatMoney } from '../../../../shared/format/money.ts';
import { useLanguage } from '../../../../shared/i18n/useLanguage.ts';
import { useCommonStore } from '../../../../shared/store/commonStore.ts';
import { PasswordField } from '../../../../shared/ui/fields/PasswordField.tsx';
import { WALLET_KEY, walletApi } from '../../api/walletApi.ts';
import { useWalletT } from '../../i18n/texts.ts';
import { normalizeAmount } from '../../model/amount.ts';
import { newRequestId } from '../../model/requestId.ts';
import { hasProblems, withdrawProblems } from '../../model/withdrawRules.ts';
import { AmountField } from '../AmountField.tsx';
import { SubmitRow } from '../SubmitRow.tsx';
import { ResultPanel } from '../ResultPanel.tsx';
import { PayoutAccounts } from './PayoutAccounts.tsx';

interface Props {
  settings: WithdrawSettingsValue;
  cards: readonly BankCard[];
  maxPerType: number;
  /** Withdraw banks and e-wallets, for the logos (undefined while loading). */
  banks: readonly WithdrawBank[] | undefined;
  /** No withdrawals left today: the form shows why and does not submit. */
  closed: boolean;
}

/**
 * Payout account (tabs per payout type), amount and payment password; the request travels
 * encrypted and places a hold.
 */
export function WithdrawForm({ settings, cards, maxPerType, banks, closed }: Props): ReactElement {
  const { t } = useWalletT();
  const { t: shellT } = useTranslation();
  const language = useLanguage();
  const client = useQueryClient();
  const currency = useCommonStore((state) => state.currency);
  const [payoutType, setPayoutType] = useState<PayoutType>(cards[0]?.payoutType ?? 'bank');
  const [cardId, setCardId] = useState<string | null>(cards[0]?.cardId ?? null);
  const choosePayoutType = (type: PayoutType): void => {
    setPayoutType(type);
    setCardId(cards.find((card) => card.payoutType === type)?.cardId ?? null);
  };
  const [amount, setAmount] = useState('');
  const [paymentPassword, setPaymentPassword] = useState('');
  const [checked, setChecked] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState<WithdrawRecord | null>(null);
  const amountInput = useRef<HTMLInputElement>(null);
  const passwordInput = useRef<HTMLInputElement>(null);
  const requestId = useRef(newRequestId());
  const limits = { min: settings.minAmount, max: settings.maxAmount, scale: currency.scale };
  const problems = withdrawProblems({ cardId, amount, paymentPassword }, settings, currency.scale);

  if (done)
    return (
      <ResultPanel tone="pending" title={t('withdraw.submittedTitle')}>
        <p>{t('withdraw.submittedText', { amount: `\u2066${formatMoney(done.amount, currency)}\u2069` })}</p>
        <div className="wallet__actions">
          <Link className="button button--ghost" to="/m/member/withdrawRecord">
            {t('withdraw.records')}
          </Link>
        </div>
      </ResultPanel>
    );

  const submit = async (event: FormEvent): Promise<void> => {
    event.preventDefault();
    setChecked(true);
    setFailure(null);
    const sendable = normalizeAmount(amount, limits.scale);
    if (problems.amount || sendable === null) return amountInput.current?.focus();
    if (problems.paymentPassword) return passwordInput.current?.focus();
    if (cardId === null) return setFailure(t('withdraw.chooseCard'));
    if (hasProblems(problems) || busy || closed) return;
    setBusy(true);
    try {
      const answer = await walletApi.withdraw({
        cardId,
        amount: sendable,
        paymentPassword,
        requestId: requestId.current,
      });
      setBalance(client, answer.wallet);
      void client.invalidateQueries({ queryKey: WALLET_KEY });
      setDone(answer.withdrawal);
    } catch (error) {
      setFailure(errorText(error, language, shellT));
      setPaymentPassword('');
      setBusy(false);
    }
  };

  return (
    <form className="wallet__section card" noValidate onSubmit={(event) => void submit(event)}>
      <h2>{t('withdraw.info')}</h2>
      <ul className="rows">
        <li>
          <span>{t('withdraw.left')}</span>
          <span className="rows__value">
            {t('withdraw.leftValue', { left: settings.remainingToday, total: settings.dailyCount })}
          </span>
        </li>
        <li>
          <span>{t('withdraw.processing')}</span>
          <span className="rows__value">
            {t('withdraw.processingValue', { minutes: settings.processingMinutes })}
          </span>
        </li>
      </ul>
      {closed && (
        <p className="warning" role="status">
          {t('withdraw.noneLeft')}
        </p>
      )}
      <h3 className="chip-group__legend">{t('withdraw.card')}</h3>
      <PayoutAccounts
        cards={cards}
        banks={banks}
        maxPerType={maxPerType}
        type={payoutType}
        onTypeChange={choosePayoutType}
        cardId={cardId}
        onCardChange={setCardId}
      />
      <AmountField
        value={amount}
        onChange={setAmount}
        limits={limits}
        currency={currency}
        available={settings.available}
        showProblem={checked}
        inputRef={amountInput}
      />
      <PasswordField
        label={t('withdraw.paymentPassword')}
        name="paymentPassword"
        value={paymentPassword}
        onChange={(value) => setPaymentPassword(value.replace(/\D+/g, ''))}
        maxLength={PAYMENT_PASSWORD_LENGTH}
        inputMode="numeric"
        autoComplete="current-password"
        inputRef={passwordInput}
        error={
          checked && problems.paymentPassword
            ? problems.paymentPassword === 'required'
              ? t('withdraw.passwordRequired')
              : t('paymentPassword.format')
            : undefined
        }
      />
      <SubmitRow failure={failure} busy={busy} label={t('withdraw.submit')} disabled={closed} />
      <div className="wallet__links">
        <Link className="text-link" to="/m/member/withdrawRecord">
          {t('withdraw.records')}
        </Link>
      </div>
    </form>
  );
}
