import { type ReactElement, useState } from 'react';
import { FormProvider } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { SegmentedChoice } from '../../../shared/ui/fields/SegmentedChoice.tsx';
import { AuthLayout } from '../components/AuthLayout.tsx';
import { LOGIN_PATH } from '../model/paths.ts';
import { EmailResetFields, SmsResetFields } from './forget/ResetFields.tsx';
import { type ResetMethod, useResetRequest } from './forget/useResetRequest.ts';
import { ResetByLinkForm } from './ResetByLinkForm.tsx';

/**
 * Forgotten password (/m/forget): a reset link by e-mail, or an SMS code and a new password. The
 * e-mailed link comes back here with `?token=`, which opens the new-password form instead.
 */
export default function ForgetScreen(): ReactElement {
  const [params] = useSearchParams();
  const token = params.get('token');
  return token ? <ResetByLinkForm token={token} /> : <RequestReset />;
}

function RequestReset(): ReactElement {
  const { t } = useTranslation();
  const [method, setMethod] = useState<ResetMethod>('sms');
  const reset = useResetRequest(method);
  return (
    <AuthLayout title={t('title.forget')}>
      <SegmentedChoice
        label={t('accounts.forgetMethods')}
        value={method}
        options={[
          { value: 'sms', label: t('accounts.forgetBySms') },
          { value: 'email', label: t('accounts.forgetByEmail') },
        ]}
        onChange={(value) => {
          setMethod(value);
          reset.form.clearErrors();
          reset.clearSent();
        }}
      />
      <FormProvider {...reset.form}>
        <form className="auth__form" noValidate onSubmit={reset.onSubmit}>
          {method === 'email' ? <EmailResetFields sent={reset.sent} /> : <SmsResetFields />}
          <button type="submit" className="button button--primary auth__submit" disabled={reset.busy}>
            {method === 'email' ? t('accounts.forgetEmailSubmit') : t('accounts.forgetSmsSubmit')}
          </button>
        </form>
      </FormProvider>
      <div className="auth__footer">
        <Link className="text-link" to={LOGIN_PATH}>
          {t('accounts.loginLink')}
        </Link>
      </div>
    </AuthLayout>
  );
}
