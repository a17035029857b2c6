import { Device, type RequestOf } from '@openlobby/contract/client';
import type { TFunction } from 'i18next';
import { type BaseSyntheticEvent, useEffect, useMemo, useState } from 'react';
import type { UseFormSetValue } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../../shared/api/ApiError.ts';
import { loadRemembered } from '../../../../shared/crypto/rememberedCredentials.ts';
import { isStandalone } from '../../../../shared/platform/standalone.ts';
import { accountsApi, type LoginValue } from '../../api/accountsApi.ts';
import { passwordLoginSchema, smsLoginSchema } from '../../forms/formSchemas.ts';
import { type Challenges, useChallenges } from '../../forms/HumanCheck.tsx';
import { smsTarget } from '../../forms/PhoneFields.tsx';
import { type AccountForm, useAccountForm } from '../../forms/useAccountForm.ts';
import { useFailureToast } from '../../forms/useFailureToast.ts';
import { countryOfDialingCode } from '../../model/phone.ts';
import { EMPTY_LOGIN, type LoginMode, type LoginValues } from './loginValues.ts';
import { useFinishLogin } from './useFinishLogin.ts';

/** Fills the form with the remembered username, password and country (spec 2.7), once. */
function useRemembered(setValue: UseFormSetValue<LoginValues>): void {
  useEffect(() => {
    let live = true;
    void loadRemembered().then((saved) => {
      if (!live || !saved) return;
      setValue('username', saved.username);
      setValue('password', saved.password);
      if (saved.countryDialingCode) setValue('phone.country', countryOfDialingCode(saved.countryDialingCode));
    });
    return () => {
      live = false;
    };
  }, [setValue]);
}

function loginBody(mode: LoginMode, values: LoginValues): RequestOf<'login'> {
  return mode === 'username'
    ? {
        type: 'username',
        username: values.username.trim(),
        password: values.password,
        humanCheckToken: values.humanCheckToken,
      }
    : { type: 'sms', ...smsTarget(values.phone), verificationCode: values.verificationCode };
}

export interface LoginForm extends AccountForm<LoginValues> {
  challenges: Challenges;
  captchaShown: boolean;
  onSubmit: (event?: BaseSyntheticEvent) => void;
}

/** The login form of spec 2.7 and 4 for the chosen method. */
export function useLoginForm(mode: LoginMode): LoginForm {
  const [captchaShown, setCaptchaShown] = useState(false);
  const schema = useMemo(
    () => (mode === 'username' ? passwordLoginSchema(captchaShown) : smsLoginSchema(captchaShown)),
    [mode, captchaShown],
  );
  const account = useAccountForm<LoginValues>(schema, EMPTY_LOGIN);
  const challenges = useChallenges(account.form);
  const showFailure = useFailureToast();
  const { t } = useTranslation();
  const finish = useFinishLogin();
  useRemembered(account.form.setValue);

  const onSubmit = account.submit(async (values) => {
    const body = loginBody(mode, values);
    const sent = captchaShown
      ? { ...body, captcha: values.captcha, captchaId: challenges.captchaIdRef.current }
      : body;
    let value: LoginValue;
    try {
      value = await accountsApi.login(sent, isStandalone() ? Device.OTHERS : undefined);
    } catch (failure) {
      showFailure(retryText(failure, t) ?? failure);
      // Spec 4: the human check starts over after a failure; the captcha shows when the error asks.
      challenges.renew();
      if (failure instanceof ApiError && failure.data.captcha === true) setCaptchaShown(true);
      return;
    }
    await finish(value, mode, values);
  });
  return { ...account, challenges, captchaShown, onSubmit };
}

/** A wait after repeated failures names its length, so the player knows when to try again. */
function retryText(failure: unknown, t: TFunction): string | null {
  if (!(failure instanceof ApiError) || failure.code !== 'LOGIN_RETRY_LATER') return null;
  const seconds = failure.data.retryAfterSeconds;
  return typeof seconds === 'number' ? t('accounts.retryIn', { seconds }) : null;
}
