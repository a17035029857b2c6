import { PASSWORD_MAX_LENGTH } from '@openlobby/contract/client';
import type { ReactElement } from 'react';
import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { accountsApi } from '../../api/accountsApi.ts';
import { FormPasswordField, FormTextField } from '../../forms/FormFields.tsx';
import { type Challenges, HumanCheckField } from '../../forms/HumanCheck.tsx';
import { FormCaptchaField, FormPhoneField, FormSmsCodeField } from '../../forms/PhoneFields.tsx';
import type { LoginValues } from './loginValues.ts';

const USERNAME_MAX = 64;

/** Username and password (spec 2.7). */
export function PasswordLoginFields(): ReactElement {
  const { t } = useTranslation();
  return (
    <>
      <FormTextField
        label={t('accounts.username')}
        name="username"
        autoComplete="username"
        maxLength={USERNAME_MAX}
      />
      <FormPasswordField label={t('accounts.password')} name="password" maxLength={PASSWORD_MAX_LENGTH} />
    </>
  );
}

/** Mobile number and the SMS code sent for a login (MOBILEVERCODELOGIN3). */
export function SmsLoginFields(): ReactElement {
  return (
    <>
      <FormPhoneField />
      <FormSmsCodeField send={(target) => accountsApi.smsNoLogin(target, 'login')} />
    </>
  );
}

/** The slider and the remember-password box under a password login. */
export function PasswordLoginChecks({ challenges }: { challenges: Challenges }): ReactElement {
  const { t } = useTranslation();
  const { register } = useFormContext<LoginValues>();
  return (
    <>
      <HumanCheckField action="login" round={challenges.sliderRound} />
      <label className="check">
        <input type="checkbox" {...register('remember')} />
        {t('accounts.rememberPassword')}
      </label>
    </>
  );
}

/** The captcha a login shows once the server asked for it. */
export function LoginCaptcha({ challenges }: { challenges: Challenges }): ReactElement {
  return <FormCaptchaField captchaIdRef={challenges.captchaIdRef} refreshKey={challenges.captchaRound} />;
}
