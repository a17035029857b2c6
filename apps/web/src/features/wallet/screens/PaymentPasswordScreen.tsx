import { PAYMENT_PASSWORD_LENGTH } from '@openlobby/contract/client';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, type ReactElement, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { errorText } from '../../../shared/api/errorText.ts';
import { useLanguage } from '../../../shared/i18n/useLanguage.ts';
import { PasswordField } from '../../../shared/ui/fields/PasswordField.tsx';
import { TextField } from '../../../shared/ui/fields/TextField.tsx';
import { LoadState } from '../../../shared/ui/LoadState.tsx';
import { showToast } from '../../../shared/ui/toastStore.ts';
import { WALLET_KEY, walletApi, walletKeys } from '../api/walletApi.ts';
import { SubmitRow } from '../components/SubmitRow.tsx';
import { walletScreen } from '../components/WalletPage.tsx';
import { useWalletT } from '../i18n/texts.ts';
import { nextPath } from '../model/nextPath.ts';
import {
  type FieldProblem,
  type PaymentPasswordForm,
  type PaymentPasswordMode,
  paymentPasswordProblems,
} from '../model/paymentPasswordRules.ts';

const EMPTY: PaymentPasswordForm = { current: '', next: '', confirm: '', code: '' };

function PasswordForm({ mode, onDone }: { mode: PaymentPasswordMode; onDone: () => void }): ReactElement {
  const { t } = useWalletT();
  const { t: shellT } = useTranslation();
  const language = useLanguage();
  const [form, setForm] = useState(EMPTY);
  const [checked, setChecked] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const problems = paymentPasswordProblems(mode, form);
  const text = (problem: FieldProblem): string | undefined =>
    !checked || problem === null
      ? undefined
      : problem === 'required'
        ? shellT('accounts.errors.required')
        : t(`paymentPassword.${problem}`);
  const field = (key: keyof PaymentPasswordForm) => (value: string) =>
    setForm((previous) => ({ ...previous, [key]: key === 'code' ? value : value.replace(/\D+/g, '') }));

  const sendCode = async (): Promise<void> => {
    setFailure(null);
    try {
      const sent = await walletApi.paymentPasswordSms();
      setSentTo(sent.mobileNum);
    } catch (error) {
      setFailure(errorText(error, language, shellT));
    }
  };

  const submit = async (event: FormEvent): Promise<void> => {
    event.preventDefault();
    setChecked(true);
    setFailure(null);
    if (Object.values(problems).some((problem) => problem !== null) || busy) return;
    setBusy(true);
    try {
      const passwords = { newPassword: form.next, confirmPassword: form.confirm };
      if (mode === 'set') await walletApi.setPaymentPassword(passwords);
      else if (mode === 'change')
        await walletApi.changePaymentPassword({ ...passwords, oldPassword: form.current });
      else await walletApi.resetPaymentPassword({ ...passwords, verificationCode: form.code.trim() });
      showToast(t('paymentPassword.saved'), 'success', 1000);
      onDone();
    } catch (error) {
      setFailure(errorText(error, language, shellT));
      setBusy(false);
    }
  };

  const pinProps = { maxLength: PAYMENT_PASSWORD_LENGTH, inputMode: 'numeric' as const };
  return (
    <form
      className="wallet__section card"
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-labelledby="pp-title"
    >
      <h2 id="pp-title">
        {mode === 'set'
          ? t('paymentPassword.setTitle')
          : mode === 'change'
            ? t('paymentPassword.changeTitle')
            : t('paymentPassword.resetTitle')}
      </h2>
      {mode === 'change' && (
        <PasswordField
          label={t('paymentPassword.current')}
          name="oldPaymentPassword"
          value={form.current}
          onChange={field('current')}
          error={text(problems.current)}
          {...pinProps}
        />
      )}
      {mode === 'reset' && (
        <TextField
          label={t('paymentPassword.smsCode')}
          name="verificationCode"
          value={form.code}
          onChange={field('code')}
          digitsOnly
          maxLength={10}
          autoComplete="one-time-code"
          hint={sentTo ? t('paymentPassword.codeSent', { mobile: `\u2066${sentTo}\u2069` }) : undefined}
          error={text(problems.code)}
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
      <PasswordField
        label={t('paymentPassword.next')}
        name="newPaymentPassword"
        value={form.next}
        onChange={field('next')}
        autoComplete="new-password"
        error={text(problems.next)}
        {...pinProps}
      />
      <PasswordField
        label={t('paymentPassword.confirm')}
        name="confirmPaymentPassword"
        value={form.confirm}
        onChange={field('confirm')}
        autoComplete="new-password"
        error={text(problems.confirm)}
        {...pinProps}
      />
      <p className="wallet__muted">{t('paymentPassword.hint')}</p>
      <SubmitRow failure={failure} busy={busy} label={t('paymentPassword.save')} />
    </form>
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
