import { Device, type Language, TOAST_LOADING_MS, WhitelabelFlag } from '@openlobby/contract/client';
import type { TFunction } from 'i18next';
import { type FormEvent, type ReactElement, useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { HOME_PATH } from '../model/paths.ts';
import {
  loadRemembered,
  clearRemembered,
  saveRemembered,
} from '../../../shared/crypto/rememberedCredentials.ts';
import { useLanguage } from '../../../shared/i18n/useLanguage.ts';
import { isStandalone } from '../../../shared/platform/standalone.ts';
import { useCommonStore } from '../../../shared/store/commonStore.ts';
import { hideToast, showToast, TOAST_DURATION } from '../../../shared/ui/toastStore.ts';
import { accountsApi } from '../api/accountsApi.ts';
import { ApiError } from '../../../shared/api/ApiError.ts';
import { errorText } from '../../../shared/api/errorText.ts';
import { AuthLayout, MethodToggle } from '../components/AuthLayout.tsx';
import { CaptchaField } from '../components/CaptchaField.tsx';
import { PasswordField } from '../../../shared/ui/fields/PasswordField.tsx';
import { PhoneField } from '../components/PhoneField.tsx';
import { SliderCheck } from '../components/SliderCheck.tsx';
import { SmsCodeField } from '../components/SmsCodeField.tsx';
import { SocialButtons } from '../components/SocialButtons.tsx';
import { useStartTrial } from '../hooks/useStartTrial.ts';
import { TextField } from '../../../shared/ui/fields/TextField.tsx';
import { errorMessage, focusFirstInvalid } from '../model/fieldErrors.ts';
import {
  type CountryCode,
  countryOfDialingCode,
  DEFAULT_COUNTRY,
  dialingCodeOf,
  isValidMobile,
  stripLeadingZero,
} from '../model/phone.ts';
import { applyLogin, setTemporaryPassword } from '../model/session.ts';
import { checkLoginField, type FieldError } from '../model/validation.ts';

type Mode = 'username' | 'sms';
type Errors = Partial<Record<'username' | 'password' | 'mobile' | 'code' | 'captcha' | 'slider', FieldError>>;

const USERNAME_MAX = 64;
const PASSWORD_MAX = 64;

/** Login of spec 2.7 and 4. */
export default function LoginScreen(): ReactElement {
  const { t } = useTranslation();
  const language = useLanguage();
  const navigate = useNavigate();
  const whitelabel = useCommonStore((state) => state.whitelabel);
  const smsAllowed = whitelabel[WhitelabelFlag.MOBILEVERCODELOGIN3] === true;
  const [mode, setMode] = useState<Mode>('username');
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [country, setCountry] = useState<CountryCode>(DEFAULT_COUNTRY);
  const [mobile, setMobile] = useState('');
  const [code, setCode] = useState('');
  const [remember, setRemember] = useState(true);
  const [captchaShown, setCaptchaShown] = useState(false);
  const [captcha, setCaptcha] = useState('');
  const captchaIdRef = useRef('');
  const [captchaKey, setCaptchaKey] = useState(0);
  const [passToken, setPassToken] = useState<string | null>(null);
  const [sliderKey, setSliderKey] = useState(0);
  const resetHumanCheck = (): void => {
    setPassToken(null);
    setSliderKey((key) => key + 1);
  };
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  const [focusTick, setFocusTick] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);
  const activeMode: Mode = smsAllowed ? mode : 'username';

  useEffect(() => {
    let live = true;
    void loadRemembered().then((saved) => {
      if (!live || !saved) return;
      setUsername(saved.username);
      setPassword(saved.password);
      if (saved.countryDialingCode) setCountry(countryOfDialingCode(saved.countryDialingCode));
    });
    return () => {
      live = false;
    };
  }, []);

  useEffect(() => {
    if (focusTick > 0) focusFirstInvalid(formRef.current);
  }, [focusTick]);

  const onPass = useCallback((token: string) => setPassToken(token), []);

  const validate = (): Errors => {
    const next: Errors = {};
    if (activeMode === 'username') {
      const u = checkLoginField('loginUsername', username);
      const p = checkLoginField('loginPassword', password);
      if (u) next.username = u;
      if (p) next.password = p;
      if (!passToken) next.slider = { key: 'sliderRequired' };
    } else {
      const m = checkLoginField('loginMobileNum', mobile);
      if (m) next.mobile = m;
      else if (!isValidMobile(country, mobile)) next.mobile = { key: 'mobileFormat' };
      const c = checkLoginField('verificationCode', code);
      if (c) next.code = c;
    }
    if (captchaShown) {
      const c = checkLoginField('loginCaptcha', captcha);
      if (c) next.captcha = c;
    }
    return next;
  };

  const succeed = async (value: Awaited<ReturnType<typeof accountsApi.login>>): Promise<void> => {
    applyLogin(value);
    if (activeMode === 'username') {
      if (remember)
        await saveRemembered({
          type: 'username',
          username,
          password,
          countryDialingCode: dialingCodeOf(country),
        });
      else await clearRemembered();
    }
    if (value.mustChangePassword) {
      setTemporaryPassword(activeMode === 'username' ? password : null);
      showToast(t('accounts.mustChange'), 'info', TOAST_DURATION.loginArea);
      void navigate('/m/changePsw', { replace: true });
    } else void navigate(HOME_PATH, { replace: true });
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
    const body =
      activeMode === 'username'
        ? {
            type: 'username' as const,
            username: username.trim(),
            password,
            humanCheckToken: passToken ?? undefined,
          }
        : {
            type: 'sms' as const,
            mobileNum: stripLeadingZero(mobile),
            countryDialingCode: dialingCodeOf(country),
            verificationCode: code,
          };
    const withCaptcha = captchaShown ? { ...body, captcha, captchaId: captchaIdRef.current } : body;
    accountsApi.login(withCaptcha, isStandalone() ? Device.OTHERS : undefined).then(
      async (value) => {
        hideToast(toast);
        await succeed(value);
      },
      (failure: unknown) => {
        hideToast(toast);
        setBusy(false);
        showToast(loginFailureText(failure, language, t), 'error', TOAST_DURATION.loginArea);
        // Spec 4: the human check resets on failure; the captcha shows when the error data asks.
        resetHumanCheck();
        if (failure instanceof ApiError && failure.data.captcha === true) setCaptchaShown(true);
        setCaptcha('');
        setCaptchaKey((key) => key + 1);
      },
    );
  };

  const trial = useStartTrial();

  const clearError = (key: keyof Errors): void =>
    setErrors((current) => (current[key] ? { ...current, [key]: undefined } : current));

  return (
    <AuthLayout title={t('title.login')}>
      {smsAllowed && (
        <MethodToggle
          label={t('accounts.loginMethods')}
          value={activeMode}
          options={[
            { value: 'username', label: t('accounts.methodUsername') },
            { value: 'sms', label: t('accounts.methodMobile') },
          ]}
          onChange={(next) => {
            setMode(next);
            setErrors({});
          }}
        />
      )}
      <form ref={formRef} className="auth__form" noValidate onSubmit={onSubmit}>
        {activeMode === 'username' ? (
          <>
            <TextField
              label={t('accounts.username')}
              name="username"
              value={username}
              onChange={(value) => {
                setUsername(value);
                clearError('username');
              }}
              autoComplete="username"
              maxLength={USERNAME_MAX}
              error={errorMessage(t, errors.username)}
            />
            <PasswordField
              label={t('accounts.password')}
              name="password"
              value={password}
              maxLength={PASSWORD_MAX}
              onChange={(value) => {
                setPassword(value);
                clearError('password');
              }}
              error={errorMessage(t, errors.password)}
            />
          </>
        ) : (
          <>
            <PhoneField
              country={country}
              onCountry={setCountry}
              value={mobile}
              onChange={(value) => {
                setMobile(value);
                clearError('mobile');
              }}
              error={errorMessage(t, errors.mobile)}
            />
            <SmsCodeField
              value={code}
              onChange={(value) => {
                setCode(value);
                clearError('code');
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
                  'login',
                )
              }
            />
          </>
        )}
        {captchaShown && (
          <CaptchaField
            value={captcha}
            onChange={(value) => {
              setCaptcha(value);
              clearError('captcha');
            }}
            captchaIdRef={captchaIdRef}
            refreshKey={captchaKey}
            error={errorMessage(t, errors.captcha)}
          />
        )}
        {activeMode === 'username' && (
          <>
            <SliderCheck action="login" onPass={onPass} resetKey={sliderKey} />
            {errors.slider && !passToken && (
              <p className="field__error" role="alert">
                {errorMessage(t, errors.slider)}
              </p>
            )}
            <label className="check">
              <input
                type="checkbox"
                checked={remember}
                onChange={(event) => setRemember(event.target.checked)}
              />
              {t('accounts.rememberPassword')}
            </label>
          </>
        )}
        <button type="submit" className="button button--primary auth__submit" disabled={busy}>
          {t('accounts.loginSubmit')}
        </button>
      </form>
      <div className="auth__footer">
        <div className="auth__links">
          <Link className="text-link" to="/m/forget">
            {t('accounts.forgotPassword')}
          </Link>
          <span>
            {t('accounts.noAccount')}{' '}
            <Link className="text-link" to="/m/register">
              {t('accounts.registerLink')}
            </Link>
          </span>
        </div>
        <button
          type="button"
          className="button button--ghost"
          disabled={busy || trial.starting}
          onClick={trial.start}
        >
          {t('accounts.freeTrial')}
        </button>
        <SocialButtons disabled={busy || trial.starting} />
      </div>
    </AuthLayout>
  );
}

/** A wait after repeated failures names its length, so the player knows when to try again. */
function loginFailureText(failure: unknown, language: Language, t: TFunction): string {
  if (failure instanceof ApiError && failure.code === 'LOGIN_RETRY_LATER') {
    const seconds = failure.data.retryAfterSeconds;
    if (typeof seconds === 'number') return t('accounts.retryIn', { seconds });
  }
  return errorText(failure, language, t);
}
