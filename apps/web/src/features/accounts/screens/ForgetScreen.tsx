import { TOAST_LOADING_MS } from '@openlobby/contract/client';
import { type FormEvent, type ReactElement, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { LOGIN_PATH } from '../model/paths.ts';
import { useLanguage } from '../../../shared/i18n/useLanguage.ts';
import { hideToast, showToast, TOAST_DURATION } from '../../../shared/ui/toastStore.ts';
import { accountsApi } from '../api/accountsApi.ts';
import { errorText } from '../../../shared/api/errorText.ts';
import { AuthLayout, MethodToggle } from '../components/AuthLayout.tsx';
import { PasswordField } from '../../../shared/ui/fields/PasswordField.tsx';
import { PhoneField } from '../components/PhoneField.tsx';
import { SmsCodeField } from '../components/SmsCodeField.tsx';
import { TextField } from '../../../shared/ui/fields/TextField.tsx';
import { ResetByLinkForm } from './ResetByLinkForm.tsx';
import { errorMessage, focusFirstInvalid } from '../model/fieldErrors.ts';
import {
  type CountryCode,
  DEFAULT_COUNTRY,
  dialingCodeOf,
  isValidMobile,
  stripLeadingZero,
} from '../model/phone.ts';
import { checkConfirm, type FieldError, isValidEmail } from '../model/validation.ts';

type Method = 'sms' | 'email';
type Errors = Partial<Record<'username' | 'email' | 'mobile' | 'code' | 'next' | 'confirm', FieldError>>;

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
  const language = useLanguage();
  const navigate = useNavigate();
  const [method, setMethod] = useState<Method>('sms');
  const [username, setUsername] = useState('');
  const [email, setEmail] = useState('');
  const [country, setCountry] = useState<CountryCode>(DEFAULT_COUNTRY);
  const [mobile, setMobile] = useState('');
  const [code, setCode] = useState('');
  const [next, setNext] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState(false);
  const [focusTick, setFocusTick] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (focusTick > 0) focusFirstInvalid(formRef.current);
  }, [focusTick]);

  const validate = (): Errors => {
    const found: Errors = {};
    if (method === 'email') {
      if (username.trim() === '') found.username = { key: 'usernameRequired' };
      if (!isValidEmail(email.trim())) found.email = { key: 'emailFormat' };
      return found;
    }
    if (!isValidMobile(country, mobile)) found.mobile = { key: 'mobileFormat' };
    if (code.trim() === '') found.code = { key: 'smsRequired' };
    if (next === '') found.next = { key: 'passwordRequired' };
    const confirmError = checkConfirm(next, confirm, 'change');
    if (confirmError) found.confirm = confirmError;
    return found;
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>): void => {
    event.preventDefault();
    if (busy) return;
    const found = validate();
    setErrors(found);
    if (Object.keys(found).length > 0) {
      setFocusTick((tick) => tick + 1);
      return;
    }
    setBusy(true);
    const toast = showToast(t('accounts.pleaseWait'), 'loading', TOAST_LOADING_MS);
    const call =
      method === 'email'
        ? accountsApi.resetByEmail({ username: username.trim(), email: email.trim() })
        : accountsApi.resetBySms({
            mobileNum: stripLeadingZero(mobile),
            countryDialingCode: dialingCodeOf(country),
            verificationCode: code,
            newPassword: next,
            confirmNewPassword: confirm,
          });
    call.then(
      () => {
        hideToast(toast);
        setBusy(false);
        if (method === 'email') setSent(true);
        else {
          showToast(t('accounts.forgetDone'), 'success', TOAST_DURATION.loginArea);
          void navigate(LOGIN_PATH, { replace: true });
        }
      },
      (failure: unknown) => {
        hideToast(toast);
        setBusy(false);
        showToast(errorText(failure, language, t), 'error', TOAST_DURATION.loginArea);
      },
    );
  };

  const clear = (key: keyof Errors): void => setErrors((current) => ({ ...current, [key]: undefined }));

  return (
    <AuthLayout title={t('title.forget')}>
      <MethodToggle
        label={t('accounts.forgetMethods')}
        value={method}
        options={[
          { value: 'sms', label: t('accounts.forgetBySms') },
          { value: 'email', label: t('accounts.forgetByEmail') },
        ]}
        onChange={(value) => {
          setMethod(value);
          setErrors({});
          setSent(false);
        }}
      />
      <form ref={formRef} className="auth__form" noValidate onSubmit={onSubmit}>
        {method === 'email' ? (
          <>
            <TextField
              label={t('accounts.username')}
              name="username"
              value={username}
              autoComplete="username"
              maxLength={64}
              onChange={(value) => {
                setUsername(value);
                clear('username');
              }}
              error={errorMessage(t, errors.username)}
            />
            <TextField
              label={t('accounts.email')}
              name="email"
              type="email"
              autoComplete="email"
              maxLength={254}
              value={email}
              onChange={(value) => {
                setEmail(value);
                clear('email');
              }}
              error={errorMessage(t, errors.email)}
            />
            {sent && (
              <p className="auth__lead" role="status">
                {t('accounts.forgetEmailSent')}
              </p>
            )}
          </>
        ) : (
          <>
            <PhoneField
              country={country}
              onCountry={setCountry}
              value={mobile}
              onChange={(value) => {
                setMobile(value);
                clear('mobile');
              }}
              error={errorMessage(t, errors.mobile)}
            />
            <SmsCodeField
              value={code}
              onChange={(value) => {
                setCode(value);
                clear('code');
              }}
              error={errorMessage(t, errors.code)}
              canSend={() => {
                if (isValidMobile(country, mobile)) return true;
                setErrors((current) => ({ ...current, mobile: { key: 'mobileFormat' } }));
                setFocusTick((tick) => tick + 1);
                return false;
              }}
              send={() =>
                accountsApi.smsNoLogin(
                  { mobileNum: stripLeadingZero(mobile), countryDialingCode: dialingCodeOf(country) },
                  'resetPassword',
                )
              }
            />
            <PasswordField
              label={t('accounts.newPassword')}
              name="newPassword"
              autoComplete="new-password"
              value={next}
              onChange={(value) => {
                setNext(value);
                clear('next');
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
                clear('confirm');
              }}
              error={errorMessage(t, errors.confirm)}
            />
          </>
        )}
        <button type="submit" className="button button--primary auth__submit" disabled={busy}>
          {method === 'email' ? t('accounts.forgetEmailSubmit') : t('accounts.forgetSmsSubmit')}
        </button>
      </form>
      <div className="auth__footer">
        <Link className="text-link" to={LOGIN_PATH}>
          {t('accounts.loginLink')}
        </Link>
      </div>
    </AuthLayout>
  );
}
