import {
  type BankCard,
  PAYMENT_PASSWORD_LENGTH,
  type PayoutType,
  type WithdrawBank,
  type WithdrawRecord,
  type WithdrawSettingsValue,
} from '@openlobby/contract/client';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactElement, useState } from 'react';
import { FormProvider } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ApiError } from '../../../../shared/api/ApiError.ts';
import { setBalance } from '../../../../shared/api/balance.ts';
import { formatMoney } from '../../../../shared/format/money.ts';
import { useCommonStore } from '../../../../shared/store/commonStore.ts';
import { WALLET_KEY, walletApi } from '../../api/walletApi.ts';
import { digitsOnly, FormAmountField, FormPasswordField } from '../../forms/WalletFields.tsx';
import { withdrawSchema, type WithdrawValues } from '../../forms/walletSchemas.ts';
import { useWalletForm } from '../../forms/useWalletForm.ts';
import { useWalletT } from '../../i18n/texts.ts';
import { normalizeAmount } from '../../model/amount.ts';
import { newRequestId } from '../../model/requestId.ts';
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
  const client = useQueryClient();
  const currency = useCommonStore((state) => state.currency);
  const [payoutType, setPayoutType] = useState<PayoutType>(cards[0]?.payoutType ?? 'bank');
  const [cardId, setCardId] = useState<string | null>(cards[0]?.cardId ?? null);
  const choosePayoutType = (type: PayoutType): void => {
    setPayoutType(type);
    setCardId(cards.find((card) => card.payoutType === type)?.cardId ?? null);
  };
  const [done, setDone] = useState<WithdrawRecord | null>(null);
  // A withdrawal gives an unfinished bonus up: the member says so first (the server asks too).
  const [forfeitBonus, setForfeitBonus] = useState(false);
  // Refused until the member's identity is verified (modules/verification): the way there.
  const [verify, setVerify] = useState(false);
  const { t: shellT } = useTranslation();
  // One id per form: a retried request is the same withdrawal.
  const [requestId] = useState(newRequestId);
  const limits = { min: settings.minAmount, max: settings.maxAmount, scale: currency.scale };
  const { form, submit, busy, failure, setFailure } = useWalletForm<WithdrawValues>(
    withdrawSchema(limits, settings.available),
    { amount: '', paymentPassword: '' },
  );

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

  const onSubmit = submit(async (values) => {
    const amount = normalizeAmount(values.amount, limits.scale);
    if (amount === null || closed) return false;
    // No account chosen in the tab shown (its type has none bound): said above the button.
    if (cardId === null) {
      setFailure(t('withdraw.chooseCard'));
      return false;
    }
    if (settings.bonusActive && !forfeitBonus) {
      setFailure(t('withdraw.bonusConfirmNeeded'));
      return false;
    }
    try {
      const answer = await walletApi.withdraw({
        cardId,
        amount,
        paymentPassword: values.paymentPassword,
        requestId,
        ...(settings.bonusActive ? { forfeitBonus } : {}),
      });
      setBalance(client, answer.wallet);
      void client.invalidateQueries({ queryKey: WALLET_KEY });
      setDone(answer.withdrawal);
    } catch (error) {
      form.setValue('paymentPassword', '');
      setVerify(error instanceof ApiError && error.code === 'VERIFICATION_REQUIRED');
      throw error;
    }
  });

  return (
    <FormProvider {...form}>
      <form className="wallet__section card" noValidate onSubmit={onSubmit}>
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
        {settings.bonusActive && (
          <>
            <ul className="rows">
              <li>
                <span>{t('withdraw.bonus')}</span>
                <span className="rows__value">{`\u2066${formatMoney(settings.bonusBalance, currency)}\u2069`}</span>
              </li>
            </ul>
            <p className="warning">
              {t('withdraw.bonusWarning', {
                amount: `\u2066${formatMoney(settings.bonusBalance, currency)}\u2069`,
              })}
            </p>
            <label className="check">
              <input
                type="checkbox"
                checked={forfeitBonus}
                onChange={(event) => setForfeitBonus(event.target.checked)}
              />
              {t('withdraw.bonusConfirm')}
            </label>
          </>
        )}
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
        <FormAmountField limits={limits} currency={currency} available={settings.available} />
        <FormPasswordField
          label={t('withdraw.paymentPassword')}
          name="paymentPassword"
          keep={digitsOnly}
          maxLength={PAYMENT_PASSWORD_LENGTH}
          inputMode="numeric"
          autoComplete="current-password"
        />
        <SubmitRow failure={failure} busy={busy} label={t('withdraw.submit')} disabled={closed} />
        {verify && (
          <Link className="button button--primary" to="/m/member/verification">
            {shellT('identity.verify')}
          </Link>
        )}
        <div className="wallet__links">
          <Link className="text-link" to="/m/member/withdrawRecord">
            {t('withdraw.records')}
          </Link>
        </div>
      </form>
    </FormProvider>
  );
}
