import type { ReactElement } from 'react';
import { FormProvider } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { showToast, TOAST_DURATION } from '../../../shared/ui/toastStore.ts';
import { accountsApi } from '../api/accountsApi.ts';
import { AuthLayout } from '../components/AuthLayout.tsx';
import { NewPasswordFields } from '../forms/FormFields.tsx';
import { linkResetSchema } from '../forms/formSchemas.ts';
import { useAccountForm } from '../forms/useAccountForm.ts';
import { useFailureToast } from '../forms/useFailureToast.ts';
import { FORGET_PATH, LOGIN_PATH } from '../model/paths.ts';

interface LinkResetValues {
  newPassword: string;
  confirmNewPassword: string;
}

/**
 * The page the e-mailed reset link opens (/m/forget?token=…): a new password twice. The token is
 * single use and short lived on the server; a used or expired one gets the server's message and a
 * way to ask for a new link.
 */
export function ResetByLinkForm({ token }: { token: string }): ReactElement {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const showFailure = useFailureToast();
  const reset = useAccountForm<LinkResetValues>(linkResetSchema, { newPassword: '', confirmNewPassword: '' });
  const onSubmit = reset.submit(async (values) => {
    try {
      await accountsApi.resetByEmailConfirm({ token, ...values });
    } catch (failure) {
      showFailure(failure);
      return;
    }
    showToast(t('accounts.forgetDone'), 'success', TOAST_DURATION.loginArea);
    void navigate(LOGIN_PATH, { replace: true });
  });

  return (
    <AuthLayout title={t('title.forget')}>
      <p className="auth__lead">{t('accounts.resetLinkLead')}</p>
      <FormProvider {...reset.form}>
        <form className="auth__form" noValidate onSubmit={onSubmit}>
          <NewPasswordFields />
          <button type="submit" className="button button--primary auth__submit" disabled={reset.busy}>
            {t('accounts.forgetSmsSubmit')}
          </button>
        </form>
      </FormProvider>
      <div className="auth__footer">
        <Link className="text-link" to={FORGET_PATH} replace>
          {t('accounts.resetLinkAgain')}
        </Link>
      </div>
    </AuthLayout>
  );
}
