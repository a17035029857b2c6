import { WhitelabelFlag } from '@openlobby/contract/client';
import { type ReactElement, useState } from 'react';
import { FormProvider } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useCommonStore } from '../../../shared/store/commonStore.ts';
import { LoginReason } from '../../../shared/ui/LoginReason.tsx';
import { SegmentedChoice } from '../../../shared/ui/fields/SegmentedChoice.tsx';
import { AuthLayout } from '../components/AuthLayout.tsx';
import { LoginFooter } from './login/LoginFooter.tsx';
import {
  LoginCaptcha,
  PasswordLoginChecks,
  PasswordLoginFields,
  SmsLoginFields,
} from './login/LoginFields.tsx';
import type { LoginMode } from './login/loginValues.ts';
import { useLoginForm } from './login/useLoginForm.ts';

/** Login of spec 2.7 and 4: username and password, or mobile and SMS code (MOBILEVERCODELOGIN3). */
export default function LoginScreen(): ReactElement {
  const { t } = useTranslation();
  const smsAllowed = useCommonStore((state) => state.whitelabel[WhitelabelFlag.MOBILEVERCODELOGIN3] === true);
  const [chosen, setChosen] = useState<LoginMode>('username');
  const mode: LoginMode = smsAllowed ? chosen : 'username';
  const login = useLoginForm(mode);
  return (
    <AuthLayout title={t('title.login')}>
      <LoginReason />
      {smsAllowed && (
        <SegmentedChoice
          label={t('accounts.loginMethods')}
          value={mode}
          options={[
            { value: 'username', label: t('accounts.methodUsername') },
            { value: 'sms', label: t('accounts.methodMobile') },
          ]}
          onChange={(next) => {
            setChosen(next);
            login.form.clearErrors();
          }}
        />
      )}
      <FormProvider {...login.form}>
        <form className="auth__form" noValidate onSubmit={login.onSubmit}>
          {mode === 'username' ? <PasswordLoginFields /> : <SmsLoginFields />}
          {login.captchaShown && <LoginCaptcha challenges={login.challenges} />}
          {mode === 'username' && <PasswordLoginChecks challenges={login.challenges} />}
          <button type="submit" className="button button--primary auth__submit" disabled={login.busy}>
            {t('accounts.loginSubmit')}
          </button>
        </form>
      </FormProvider>
      <LoginFooter busy={login.busy} />
    </AuthLayout>
  );
}
