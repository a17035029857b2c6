import { EMAIL_MAX_LENGTH } from '@openlobby/contract/client';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { accountsApi } from '../../api/accountsApi.ts';
import { FormTextField, NewPasswordFields } from '../../forms/FormFields.tsx';
import { FormPhoneField, FormSmsCodeField } from '../../forms/PhoneFields.tsx';

/** Username and e-mail for a reset link; once asked, the note that it is on its way. */
export function EmailResetFields({ sent }: { sent: boolean }): ReactElement {
  const { t } = useTranslation();
  return (
    <>
      <FormTextField label={t('accounts.username')} name="username" autoComplete="username" maxLength={64} />
      <FormTextField
        label={t('accounts.email')}
        name="email"
        type="email"
        autoComplete="email"
        maxLength={EMAIL_MAX_LENGTH - 1}
      />
      {sent && (
        <p className="auth__lead" role="status">
          {t('accounts.forgetEmailSent')}
        </p>
      )}
    </>
  );
}

/** Mobile number, the SMS code sent for a reset, and the new password twice. */
export function SmsResetFields(): ReactElement {
  return (
    <>
      <FormPhoneField />
      <FormSmsCodeField send={(target) => accountsApi.smsNoLogin(target, 'resetPassword')} />
      <NewPasswordFields />
    </>
  );
}
