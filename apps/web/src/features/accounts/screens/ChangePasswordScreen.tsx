import { PASSWORD_CHANGE_REDIRECT_MS } from '@openlobby/contract/client';
import { type ReactElement, useState } from 'react';
import { FormProvider } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router';
import { updateRememberedPassword } from '../../../shared/crypto/rememberedCredentials.ts';
import { useCommonStore } from '../../../shared/store/commonStore.ts';
import { TextField } from '../../../shared/ui/fields/TextField.tsx';
import { showToast } from '../../../shared/ui/toastStore.ts';
import { accountsApi } from '../api/accountsApi.ts';
import { AuthLayout } from '../components/AuthLayout.tsx';
import { FormPasswordField, NewPasswordFields } from '../forms/FormFields.tsx';
import { changePasswordSchema } from '../forms/formSchemas.ts';
import { useAccountForm } from '../forms/useAccountForm.ts';
import { useFailureToast } from '../forms/useFailureToast.ts';
import { HOME_PATH, LOGIN_PATH } from '../model/paths.ts';
import { setTemporaryPassword, takeTemporaryPassword } from '../model/session.ts';

interface ChangeValues {
  oldPassword: string;
  newPassword: string;
  confirmNewPassword: string;
}

/** Change password of spec 2.9 (also the forced change after a login that requires it). */
export default function ChangePasswordScreen(): ReactElement {
  const session = useCommonStore((state) => state.session);
  // A forced change after a password login brings the password just typed: it is not asked again.
  const [supplied] = useState(() => takeTemporaryPassword());
  if (!session) return <Navigate to={LOGIN_PATH} replace />;
  return <ChangePasswordForm userName={session.userName} supplied={supplied} />;
}

function ChangePasswordForm({ userName, supplied }: { userName: string; supplied: string | null }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const showFailure = useFailureToast();
  const change = useAccountForm<ChangeValues>(changePasswordSchema, {
    oldPassword: supplied ?? '',
    newPassword: '',
    confirmNewPassword: '',
  });
  // Changed: the button stays off while the success shows and the screen leaves for home.
  const [changed, setChanged] = useState(false);
  const onSubmit = change.submit(async (values) => {
    try {
      await accountsApi.changePassword(values);
    } catch (failure) {
      showFailure(failure);
      return;
    }
    setChanged(true);
    setTemporaryPassword(null);
    await updateRememberedPassword(userName, values.newPassword);
    showToast(t('accounts.changed'), 'success', PASSWORD_CHANGE_REDIRECT_MS);
    setTimeout(() => void navigate(HOME_PATH, { replace: true }), PASSWORD_CHANGE_REDIRECT_MS);
  });

  return (
    <AuthLayout title={t('title.changePsw')} bar={false}>
      <FormProvider {...change.form}>
        <form className="auth__form" noValidate onSubmit={onSubmit}>
          <TextField
            label={t('accounts.username')}
            name="username"
            value={userName}
            onChange={() => undefined}
            readOnly
          />
          {supplied === null && <FormPasswordField label={t('accounts.oldPassword')} name="oldPassword" />}
          <NewPasswordFields />
          <button
            type="submit"
            className="button button--primary auth__submit"
            disabled={change.busy || changed}
          >
            {t('accounts.changeSubmit')}
          </button>
        </form>
      </FormProvider>
    </AuthLayout>
  );
}
