import { PASSWORD_CHANGE_REDIRECT_MS, TOAST_LOADING_MS } from '@openlobby/contract/client';
import { type FormEvent, type ReactElement, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router';
import { HOME_PATH, LOGIN_PATH } from '../model/paths.ts';
import { updateRememberedPassword } from '../../../shared/crypto/rememberedCredentials.ts';
import { useLanguage } from '../../../shared/i18n/useLanguage.ts';
import { useCommonStore } from '../../../shared/store/commonStore.ts';
import { hideToast, showToast, TOAST_DURATION } from '../../../shared/ui/toastStore.ts';
import { accountsApi } from '../api/accountsApi.ts';
import { errorText } from '../../../shared/api/errorText.ts';
import { AuthLayout } from '../components/AuthLayout.tsx';
import { PasswordField } from '../../../shared/ui/fields/PasswordField.tsx';
import { TextField } from '../../../shared/ui/fields/TextField.tsx';
import { errorMessage, focusFirstInvalid } from '../model/fieldErrors.ts';
import { setTemporaryPassword, takeTemporaryPassword } from '../model/session.ts';
import { checkConfirm, checkNewDiffers, type FieldError } from '../model/validation.ts';

type Errors = Partial<Record<'old' | 'next' | 'confirm', FieldError>>;

/** Change password of spec 2.9 (also the forced change after a login that requires it). */
export default function ChangePasswordScreen(): ReactElement {
  const { t } = useTranslation();
  const language = useLanguage();
  const navigate = useNavigate();
  const session = useCommonStore((state) => state.session);
  const [supplied] = useState(() => takeTemporaryPassword());
  const [oldPassword, setOld] = useState('');
  const [next, setNext] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  const [focusTick, setFocusTick] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (focusTick > 0) focusFirstInvalid(formRef.current);
  }, [focusTick]);
  if (!session) return <Navigate to={LOGIN_PATH} replace />;
  const old = supplied ?? oldPassword;

  const onSubmit = (event: FormEvent<HTMLFormElement>): void => {
    event.preventDefault();
    if (busy) return;
    const found: Errors = {};
    if (old === '') found.old = { key: 'passwordRequired' };
    if (next === '') found.next = { key: 'passwordRequired' };
    else {
      const differs = checkNewDiffers(old, next);
      if (differs) found.next = differs;
    }
    const confirmError = checkConfirm(next, confirm, 'change');
    if (confirmError) found.confirm = confirmError;
    setErrors(found);
    if (Object.keys(found).length > 0) {
      setFocusTick((tick) => tick + 1);
      return;
    }
    setBusy(true);
    const toast = showToast(t('accounts.pleaseWait'), 'loading', TOAST_LOADING_MS);
    accountsApi.changePassword({ oldPassword: old, newPassword: next, confirmNewPassword: confirm }).then(
      async () => {
        hideToast(toast);
        setTemporaryPassword(null);
        await updateRememberedPassword(session.userName, next);
        showToast(t('accounts.changed'), 'success', PASSWORD_CHANGE_REDIRECT_MS);
        setTimeout(() => void navigate(HOME_PATH, { replace: true }), PASSWORD_CHANGE_REDIRECT_MS);
      },
      (failure: unknown) => {
        hideToast(toast);
        setBusy(false);
        showToast(errorText(failure, language, t), 'error', TOAST_DURATION.loginArea);
      },
    );
  };

  return (
    <AuthLayout title={t('title.changePsw')} bar={false}>
      <form ref={formRef} className="auth__form" noValidate onSubmit={onSubmit}>
        <TextField
          label={t('accounts.username')}
          name="username"
          value={session.userName}
          onChange={() => undefined}
          readOnly
        />
        {supplied === null && (
          <PasswordField
            label={t('accounts.oldPassword')}
            name="oldPassword"
            value={oldPassword}
            onChange={(value) => {
              setOld(value);
              setErrors((current) => ({ ...current, old: undefined }));
            }}
            error={errorMessage(t, errors.old)}
          />
        )}
        <PasswordField
          label={t('accounts.newPassword')}
          name="newPassword"
          autoComplete="new-password"
          value={next}
          onChange={(value) => {
            setNext(value);
            // Spec 5: changing the password re-validates the confirmation.
            setErrors((current) => ({
              ...current,
              next: undefined,
              confirm:
                confirm === '' ? current.confirm : (checkConfirm(value, confirm, 'change') ?? undefined),
            }));
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
          {t('accounts.changeSubmit')}
        </button>
      </form>
    </AuthLayout>
  );
}
