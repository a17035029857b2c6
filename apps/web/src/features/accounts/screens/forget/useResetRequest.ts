import { type BaseSyntheticEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { showToast, TOAST_DURATION } from '../../../../shared/ui/toastStore.ts';
import { accountsApi } from '../../api/accountsApi.ts';
import { emailResetSchema, type PhoneValue, smsResetSchema } from '../../forms/formSchemas.ts';
import { smsTarget } from '../../forms/PhoneFields.tsx';
import { type AccountForm, useAccountForm } from '../../forms/useAccountForm.ts';
import { useFailureToast } from '../../forms/useFailureToast.ts';
import { LOGIN_PATH } from '../../model/paths.ts';
import { DEFAULT_COUNTRY } from '../../model/phone.ts';

export type ResetMethod = 'sms' | 'email';

/** Both methods' fields in one form, so switching method and back keeps what was typed. */
export interface ResetValues {
  username: string;
  email: string;
  phone: PhoneValue;
  verificationCode: string;
  newPassword: string;
  confirmNewPassword: string;
}

const EMPTY: ResetValues = {
  username: '',
  email: '',
  phone: { country: DEFAULT_COUNTRY, number: '' },
  verificationCode: '',
  newPassword: '',
  confirmNewPassword: '',
};

export interface ResetRequest extends AccountForm<ResetValues> {
  /** The e-mail with the link is on its way (the answer is the same whether or not the pair exists). */
  sent: boolean;
  clearSent: () => void;
  onSubmit: (event?: BaseSyntheticEvent) => void;
}

/** A reset link by e-mail, or an SMS code and a new password (/m/forget). */
export function useResetRequest(method: ResetMethod): ResetRequest {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const showFailure = useFailureToast();
  const [sent, setSent] = useState(false);
  const account = useAccountForm<ResetValues>(method === 'email' ? emailResetSchema : smsResetSchema, EMPTY);
  const onSubmit = account.submit(async (values) => {
    try {
      if (method === 'email') {
        await accountsApi.resetByEmail({ username: values.username.trim(), email: values.email.trim() });
        setSent(true);
        return;
      }
      await accountsApi.resetBySms({
        ...smsTarget(values.phone),
        verificationCode: values.verificationCode,
        newPassword: values.newPassword,
        confirmNewPassword: values.confirmNewPassword,
      });
    } catch (failure) {
      showFailure(failure);
      return;
    }
    showToast(t('accounts.forgetDone'), 'success', TOAST_DURATION.loginArea);
    void navigate(LOGIN_PATH, { replace: true });
  });
  return { ...account, sent, clearSent: () => setSent(false), onSubmit };
}
