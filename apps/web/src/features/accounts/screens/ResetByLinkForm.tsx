import { TOAST_LOADING_MS } from '@openlobby/contract/client';
import { type FormEvent, type ReactElement, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useLanguage } from '../../../shared/i18n/useLanguage.ts';
import { hideToast, showToast, TOAST_DURATION } from '../../../shared/ui/toastStore.ts';
import { accountsApi } from '../api/accountsApi.ts';
import { errorText } from '../../../shared/api/errorText.ts';
import { AuthLayout } from '../components/AuthLayout.tsx';
import { PasswordField } from '../../../shared/ui/fields/PasswordField.tsx';
import { errorMessage, focusFirstInvalid } from '../model/fieldErrors.ts';
import { FORGET_PATH, LOGIN_PATH } from '../model/paths.ts';
import { checkConfirm, type FieldError } from '../model/validation.ts';

type Errors = Partial<Record<'next' | 'confirm', FieldError>>;

/**
 * The page the e-mailed reset link opens (/m/forget?token=…): a new password twice. The token is
 * single use and short lived on the server; a used or expired one gets the server's message and a
 * way to ask for a new link.
 */
export function ResetByLinkForm({ token }: { token: string }): ReactElement {
  const { t } = useTranslation();
  const language = useLanguage();
  const navigate = useNavigate();
  const [next, setNext] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  const [focusTick, setFocusTick] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (focusTick > 0) focusFirstInvalid(formRef.current);
  }, [focusTick]);

  const onSubmit = (event: FormEvent<HTMLFormElement>): void => {
    event.preventDefault();
    if (busy) return;
    const found: Errors = {};
    if (next === '') found.next = { key: 'passwordRequired' };
    const confirmError = checkConfirm(next, confirm, 'change');
    if (confirmError) found.confirm = confirmError;
    setErrors(found);
    if (Object.keys(found).length > 0) {
      setFocusTick((tick) => tick + 1);
      return;
    }
    setBusy(true);
    const toast = showToast(t('accounts.pleaseWait'), 'loading', TOAST_LOADING_MS);
    accountsApi.resetByEmailConfirm({ token, newPassword: next, confirmNewPassword: confirm }).then(
      () => {
        hideToast(toast);
        showToast(t('accounts.forgetDone'), 'success', TOAST_DURATION.loginArea);
        void navigate(LOGIN_PATH, { replace: true });
      },
      (failure: unknown) => {
        hideToast(toast);
        setBusy(false);
        showToast(errorText(failure, language, t), 'error', TOAST_DURATION.loginArea);
      },
    );
  };

  return (
    <AuthLayout title={t('title.forget')}>
      <p className="auth__lead">{t('accounts.resetLinkLead')}</p>
      <form ref={formRef} className="auth__form" noValidate onSubmit={onSubmit}>
        <PasswordField
          label={t('accounts.newPassword')}
          name="newPassword"
          autoComplete="new-password"
          value={next}
          onChange={(value) => {
            setNext(value);
            setErrors((current) => ({ ...current, next: undefined }));
          }}
          error={errorMessage(t, errors.next)}
        />
        <PasswordField
          label={t('accounts.confirmNewPassword')}
          name="confirmNewPassword"
          autoComplete="new-password"
          value={confirm}
          onChange={(value) => {
            setConfirm(value);
            setErrors((current) => ({ ...current, confirm: undefined }));
          }}
          error={errorMessage(t, errors.confirm)}
        />
        <button type="submit" className="button button--primary auth__submit" disabled={busy}>
          {t('accounts.forgetSmsSubmit')}
        </button>
      </form>
      <div className="auth__footer">
        <Link className="text-link" to={FORGET_PATH} replace>
          {t('accounts.resetLinkAgain')}
        </Link>
      </div>
    </AuthLayout>
  );
}
