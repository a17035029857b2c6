import { type BaseSyntheticEvent, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { ApiError } from '../../../../shared/api/ApiError.ts';
import { returnPathFrom } from '../../../../shared/session/returnTo.ts';
import { showToast, TOAST_DURATION } from '../../../../shared/ui/toastStore.ts';
import {
  accountsApi,
  type LoginValue,
  type RegisterField,
  type RegisterSettings,
} from '../../api/accountsApi.ts';
import { registerSchema } from '../../forms/formSchemas.ts';
import { type Challenges, useChallenges } from '../../forms/HumanCheck.tsx';
import { type AccountForm, useAccountForm } from '../../forms/useAccountForm.ts';
import { useFailureToast } from '../../forms/useFailureToast.ts';
import { birthDateServerKey } from '../../model/birthDate.ts';
import { HOME_PATH } from '../../model/paths.ts';
import { applyLogin } from '../../model/session.ts';
import {
  emptyRegister,
  fieldsFor,
  initialMode,
  type RegisterMode,
  registerPayload,
  type RegisterValues,
} from './registerFields.ts';

export interface RegisterForm extends AccountForm<RegisterValues> {
  mode: RegisterMode;
  setMode: (mode: RegisterMode) => void;
  fields: RegisterField[];
  /** An invitation code that came in the address: shown read only, not checked again. */
  urlCode: string;
  challenges: Challenges;
  onSubmit: (event?: BaseSyntheticEvent) => void;
  /** The reset button: an empty form, a new puzzle and captcha picture. */
  clear: () => void;
}

/** Registration of spec 2.8, 4 and 5 with the merchant's field rules. */
export function useRegisterForm(settings: RegisterSettings): RegisterForm {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const urlCode = params.get('affiliateCode') ?? params.get('code') ?? '';
  const [mode, setMode] = useState<RegisterMode>(() => initialMode(settings.methods));
  const fields = useMemo(() => fieldsFor(structuredClone(settings), mode), [settings, mode]);
  const schema = useMemo(() => registerSchema(fields), [fields]);
  const account = useAccountForm<RegisterValues>(schema, emptyRegister(urlCode));
  const { form } = account;
  const challenges = useChallenges(form);
  const showFailure = useFailureToast();

  /** Spec 4: a typed invitation code (none came in the address) is checked before registering. */
  const invitationRefused = async (values: RegisterValues): Promise<boolean> => {
    const typed = values.affiliateCode?.trim() ?? '';
    if (typed === '' || urlCode !== '') return false;
    try {
      await accountsApi.affiliateCheck(typed);
      return false;
    } catch (failure) {
      if (!(failure instanceof ApiError) || failure.code === 'NETWORK') throw failure;
      showToast(t('accounts.errors.invalidInvitation'), 'error', TOAST_DURATION.loginArea);
      form.setError('affiliateCode', { type: 'server', message: 'invalidInvitation' }, { shouldFocus: true });
      challenges.renewSlider();
      return true;
    }
  };

  const onSubmit = account.submit(async (values) => {
    let result: LoginValue;
    try {
      if (await invitationRefused(values)) return;
      const payload = registerPayload(fields, values, challenges.captchaIdRef.current);
      const call = mode === 'mobile' ? accountsApi.registerMobile : accountsApi.registerUsername;
      result = await call(payload);
    } catch (failure) {
      showFailure(failure);
      // A refused date of birth (the minimum age is the server's) shows beside its field too.
      const ageKey = failure instanceof ApiError ? birthDateServerKey(failure.code) : null;
      if (ageKey !== null && failure instanceof ApiError && failure.data.field === 'birthDate')
        form.setError('birthDate', { type: 'server', message: ageKey }, { shouldFocus: true });
      challenges.renew();
      return;
    }
    applyLogin(result);
    // A guest sent here from a game goes back to it (shared/session/returnTo.ts).
    void navigate(returnPathFrom(`?${params.toString()}`) ?? HOME_PATH, { replace: true });
  });

  const clear = (): void => {
    form.reset(emptyRegister(urlCode, form.getValues('phone')));
    challenges.renew();
  };
  const switchMode = (next: RegisterMode): void => {
    setMode(next);
    form.clearErrors();
  };
  return { ...account, mode, setMode: switchMode, fields, urlCode, challenges, onSubmit, clear };
}
