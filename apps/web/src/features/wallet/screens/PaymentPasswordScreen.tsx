import { PAYMENT_PASSWORD_LENGTH } from '@openlobby/contract/client';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type ReactElement, useState } from 'react';
import { FormProvider } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { errorText } from '../../../shared/api/errorText.ts';
import { useLanguage } from '../../../shared/i18n/useLanguage.ts';
import { LoadState } from '../../../shared/ui/LoadState.tsx';
import { showToast } from '../../../shared/ui/toastStore.ts';
import { WALLET_KEY, walletApi, walletKeys } from '../api/walletApi.ts';
import { SubmitRow } from '../components/SubmitRow.tsx';
import { walletScreen } from '../components/WalletPage.tsx';
import { digitsOnly, FormPasswordField, FormTextField } from '../forms/WalletFields.tsx';
import {
  type PaymentPasswordMode,
  paymentPasswordSchema,
  type PaymentPasswordValues,
} from '../forms/walletSchemas.ts';
import { useWalletForm } from '../forms/useWalletForm.ts';
import { useWalletT } from '../i18n/texts.ts';
import { nextPath } from '../model/nextPath.ts';

const EMPTY: PaymentPasswordValues = {
  oldPaymentPassword: '',
  newPaymentPassword: '',
  confirmPaymentPassword: '',
  verificationCode: '',
};

function PasswordForm({ mode, onDone }: { mode: PaymentPasswordMode; onDone: () => void }): ReactElement {
  const { t } = useWalletT();
  const { t: shellT } = useTranslation();
  const language = useLanguage();
  const { form, submit, busy, failure, setFailure } = useWalletForm<PaymentPasswordValues>(
    paymentPasswordSchema(mode),
    EMPTY,
  );
  const [sentTo, setSentTo] = useState<string | null>(null);

  const sendCode = async (): Promise<void> => {
    setFailure(null);
    try {
      const sent = await walletApi.paymentPasswordSms();
      setSentTo(sent.mobileNum);
    } catch (error) {
      setFailure(errorText(error, language, shellT));
    }
  };

  const onSubmit = submit(async (values) => {
    const passwords = {
      newPassword: values.newPaymentPassword,
      confirmPassword: values.confirmPaymentPassword,
    };
    if (mode === 'set') await walletApi.setPaymentPassword(passwords);
    else if (mode === 'change')
      await walletApi.changePaymentPassword({ ...passwords, oldPassword: values.oldPaymentPassword });
    else
      await walletApi.resetPaymentPassword({
        ...passwords,
        verificationCode: values.verificationCode.trim(),
      });
    showToast(t('paymentPassword.saved'), 'success', 1000);
    onDone();
  });

  const pinProps = { maxLength: PAYMENT_PASSWORD_LENGTH, inputMode: 'numeric' as const, keep: digitsOnly };
  return (
    <FormProvider {...form}>
      <form className="wallet__section card" noValidate onSubmit={onSubmit} aria-labelledby="pp-title">
        <h2 id="pp-title">
          {mode === 'set'
            ? t('paymentPassword.setTitle')
            : mode === 'change'
              ? t('paymentPassword.changeTitle')
              : t('paymentPassword.resetTitle')}
        </h2>
        {mode === 'change' && (
          <FormPasswordField label={t('paymentPassword.current')} name="oldPaymentPassword" {...pinProps} />
        )}
        {mode === 'reset' && (
          <FormTextField
            label={t('paymentPassword.smsCode')}
            name="verificationCode"
            digitsOnly
            maxLength={10}
            autoComplete="one-time-code"
            hint={sentTo ? t('paymentPassword.codeSent', { mobile: `\u2066${sentTo}\u2069` }) : undefined}
            addon={
              <button
                type="button"
                className="button button--small button--ghost field__action"
                onClick={() => void sendCode()}
              >
                {t('paymentPassword.getCode')}
              </button>
            }
          />
        )}
        <FormPasswordField
          label={t('paymentPassword.next')}
          name="newPaymentPassword"
          autoComplete="new-password"
          {...pinProps}
        />
        <FormPasswordField
          label={t('paymentPassword.confirm')}
          name="confirmPaymentPassword"
          autoComplete="new-password"
          {...pinProps}
        />
        <p className="wallet__muted">{t('paymentPassword.hint')}</p>
        <SubmitRow failure={failure} busy={busy} label={t('paymentPassword.save')} />
      </form>
    </FormProvider>
  );
}

function PaymentPasswordBody(): ReactElement {
  const { t } = useWalletT();
  const client = useQueryClient();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const has = useQuery({ queryKey: walletKeys.hasPassword, queryFn: walletApi.hasPaymentPassword });
  if (!has.data) return <LoadState query={has} />;
  const mode: PaymentPasswordMode = !has.data.hasPassword ? 'set' : params.has('reset') ? 'reset' : 'change';
  const done = (): void => {
    void client.invalidateQueries({ queryKey: WALLET_KEY });
    void navigate(nextPath(params) ?? '/m/member/home?view=security', { replace: true });
  };
  return (
    <>
      <PasswordForm key={mode} mode={mode} onDone={done} />
      {mode === 'change' && (
        <button
          type="button"
          className="text-link"
          onClick={() => setParams((previous) => ({ ...Object.fromEntries(previous), reset: '1' }))}
        >
          {t('paymentPassword.forgot')}
        </button>
      )}
    </>
  );
}

/** Payment password (/m/member/paymentPassword): set, change, or reset by SMS (`?reset`). */
export default walletScreen(PaymentPasswordBody);
