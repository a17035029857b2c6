import { RegisterMethod, TOAST_LOADING_MS } from '@openlobby/contract/client';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, type ReactElement, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { HOME_PATH } from '../model/paths.ts';
import { useLanguage } from '../../../shared/i18n/useLanguage.ts';
import { isStandalone } from '../../../shared/platform/standalone.ts';
import { hideToast, showToast, TOAST_DURATION } from '../../../shared/ui/toastStore.ts';
import { ScreenSpinner } from '../../../shared/ui/Spinner.tsx';
import { accountsApi, type RegisterField, type RegisterSettings } from '../api/accountsApi.ts';
import { ApiError } from '../../../shared/api/ApiError.ts';
import { errorText } from '../../../shared/api/errorText.ts';
import { AuthLayout, MethodToggle } from '../components/AuthLayout.tsx';
import { CaptchaField } from '../components/CaptchaField.tsx';
import { PasswordField } from '../../../shared/ui/fields/PasswordField.tsx';
import { PhoneField } from '../components/PhoneField.tsx';
import { SliderCheck } from '../components/SliderCheck.tsx';
import { SmsCodeField } from '../components/SmsCodeField.tsx';
import { TextField } from '../../../shared/ui/fields/TextField.tsx';
import { errorMessage, focusFirstInvalid } from '../model/fieldErrors.ts';
import {
  type CountryCode,
  DEFAULT_COUNTRY,
  dialingCodeOf,
  isValidMobile,
  stripLeadingZero,
} from '../model/phone.ts';
import { applyLogin } from '../model/session.ts';
import { checkConfirm, checkRule, type FieldError } from '../model/validation.ts';

export type RegisterMode = 'username' | 'mobile';
type Values = Record<string, string>;
type Errors = Record<string, FieldError | undefined>;

/** Fields the phone-number widgets or the captcha widget draw, not a plain text input. */
const SPECIAL = new Set([
  'mobileNum',
  'verificationCode',
  'captcha',
  'password',
  'confirmPassword',
  'paymentPassword',
]);

const LABEL_KEY: Record<string, string> = {
  username: 'accounts.username',
  idNumber: 'accounts.idNumber',
  qqNum: 'accounts.qqNum',
  facebook: 'accounts.facebookId',
  wechat: 'accounts.wechat',
  line: 'accounts.line',
  whatsapp: 'accounts.whatsapp',
  zalo: 'accounts.zalo',
  email: 'accounts.email',
  nickname: 'accounts.nickname',
  payeeName: 'accounts.payeeName',
  recommenderId: 'accounts.recommenderId',
  affiliateCode: 'accounts.affiliateCode',
};

/** The method the screen opens with (spec 2.8): mobile when only mobile is enabled. */
export function initialMode(methods: RegisterSettings['methods']): RegisterMode {
  return methods.mobile && !methods.username ? 'mobile' : 'username';
}

/** Which rules apply for a method: mobile registration always asks for the number and its code. */
export function fieldsFor(settings: RegisterSettings, mode: RegisterMode): RegisterField[] {
  const fields = settings.fields.filter((field) => {
    if (mode === 'mobile' && field.name === 'username') return false;
    // The number and its SMS code belong to the mobile method; the username method leaves them out.
    if (mode === 'username' && (field.name === 'mobileNum' || field.name === 'verificationCode'))
      return false;
    return field.enabled;
  });
  if (mode === 'mobile') {
    for (const name of ['mobileNum', 'verificationCode'] as const) {
      const existing = fields.find((field) => field.name === name);
      if (existing) existing.required = true;
      else fields.push({ name, enabled: true, required: true, pattern: null, min: null, max: null });
    }
  }
  return fields;
}

function registerMethod(): string {
  if (!isStandalone()) return RegisterMethod.H5;
  return (navigator as Navigator & { standalone?: boolean }).standalone === true
    ? RegisterMethod.WEBCLIP
    : RegisterMethod.PWA;
}

function RegisterForm({ settings }: { settings: RegisterSettings }): ReactElement {
  const { t } = useTranslation();
  const language = useLanguage();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const urlCode = params.get('affiliateCode') ?? params.get('code') ?? '';
  const both = settings.methods.username && settings.methods.mobile;
  const [mode, setMode] = useState<RegisterMode>(() => initialMode(settings.methods));
  const fields = useMemo(() => fieldsFor(structuredClone(settings), mode), [settings, mode]);
  const emptyValues = useCallback((): Values => ({ affiliateCode: urlCode }), [urlCode]);
  const [values, setValues] = useState<Values>(emptyValues);
  const [errors, setErrors] = useState<Errors>({});
  const [country, setCountry] = useState<CountryCode>(DEFAULT_COUNTRY);
  const [agreed, setAgreed] = useState(true);
  const captchaIdRef = useRef('');
  const [captchaKey, setCaptchaKey] = useState(0);
  const [passToken, setPassToken] = useState<string | null>(null);
  const [sliderKey, setSliderKey] = useState(0);
  const resetHumanCheck = (): void => {
    setPassToken(null);
    setSliderKey((key) => key + 1);
  };
  const [busy, setBusy] = useState(false);
  const [focusTick, setFocusTick] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);
  const onPass = useCallback((token: string) => setPassToken(token), []);

  useEffect(() => {
    if (focusTick > 0) focusFirstInvalid(formRef.current);
  }, [focusTick]);

  const value = (name: string): string => values[name] ?? '';
  const rule = (name: string): RegisterField | undefined => fields.find((field) => field.name === name);

  const checkOne = (field: RegisterField, current: Values): FieldError | null => {
    const text = current[field.name] ?? '';
    if (field.name === 'confirmPassword') return checkConfirm(current.password ?? '', text, 'register');
    if (field.name === 'captcha' && text.trim() === '') return { key: 'captchaRequired' };
    if (field.name === 'mobileNum' && text !== '' && !isValidMobile(country, text))
      return { key: 'mobileFormat' };
    return checkRule(field, text);
  };

  const set = (name: string, next: string): void => {
    const updated = { ...values, [name]: next };
    setValues(updated);
    setErrors((current) => {
      const copy = { ...current, [name]: undefined };
      // Spec 5: changing the password re-validates the confirmation.
      const confirm = rule('confirmPassword');
      if (name === 'password' && confirm && (updated.confirmPassword ?? '') !== '')
        copy.confirmPassword = checkOne(confirm, updated) ?? undefined;
      return copy;
    });
  };

  const reset = (): void => {
    setValues(emptyValues());
    setErrors({});
    setAgreed(true);
    setCaptchaKey((key) => key + 1);
    resetHumanCheck();
  };

  const fail = (failure: unknown, toast: number): void => {
    hideToast(toast);
    setBusy(false);
    showToast(errorText(failure, language, t), 'error', TOAST_DURATION.loginArea);
    resetHumanCheck();
    setCaptchaKey((key) => key + 1);
    setValues((current) => ({ ...current, captcha: '' }));
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>): void => {
    event.preventDefault();
    if (busy || !agreed) return;
    const found: Errors = {};
    for (const field of fields) {
      const error = checkOne(field, values);
      if (error) found[field.name] = error;
    }
    if (!passToken) found.slider = { key: 'sliderRequired' };
    setErrors(found);
    if (Object.values(found).some(Boolean)) {
      setFocusTick((tick) => tick + 1);
      return;
    }
    setBusy(true);
    const toast = showToast(t('accounts.pleaseWait'), 'loading', TOAST_LOADING_MS);
    const payload: Record<string, unknown> = {
      registerUrl: window.location.host,
      domain: window.location.hostname,
      registerMethod: registerMethod(),
      type: 0,
      humanCheckToken: passToken ?? undefined,
    };
    for (const field of fields) {
      const text = value(field.name).trim();
      if (text !== '')
        payload[field.name] = field.name.toLowerCase().includes('password') ? value(field.name) : text;
    }
    if (payload.captcha) payload.captchaId = captchaIdRef.current;
    if (mode === 'mobile' || payload.mobileNum) {
      payload.mobileNum = stripLeadingZero(value('mobileNum'));
      payload.countryDialingCode = dialingCodeOf(country);
    }
    const typedCode = value('affiliateCode').trim();
    // Spec 4: a typed invitation code (none came in the URL) is checked first.
    const checkCode =
      typedCode !== '' && urlCode === '' ? accountsApi.affiliateCheck(typedCode) : Promise.resolve(null);
    checkCode.then(
      () => {
        const call = mode === 'mobile' ? accountsApi.registerMobile : accountsApi.registerUsername;
        call(payload).then(
          (result) => {
            hideToast(toast);
            applyLogin(result);
            void navigate(HOME_PATH, { replace: true });
          },
          (failure: unknown) => fail(failure, toast),
        );
      },
      (failure: unknown) => {
        if (failure instanceof ApiError && failure.code !== 'NETWORK') {
          hideToast(toast);
          setBusy(false);
          showToast(t('accounts.errors.invalidInvitation'), 'error', TOAST_DURATION.loginArea);
          setErrors((current) => ({ ...current, affiliateCode: { key: 'invalidInvitation' } }));
          setFocusTick((tick) => tick + 1);
          resetHumanCheck();
        } else fail(failure, toast);
      },
    );
  };

  const renderField = (field: RegisterField): ReactElement | null => {
    const name = field.name;
    const error = errorMessage(t, errors[name]);
    switch (name) {
      case 'password':
      case 'confirmPassword':
      case 'paymentPassword':
        return (
          <PasswordField
            key={name}
            name={name}
            label={t(`accounts.${name}`)}
            value={value(name)}
            onChange={(next) => set(name, next)}
            autoComplete="new-password"
            maxLength={field.max ?? 64}
            error={error}
          />
        );
      case 'mobileNum':
        return (
          <PhoneField
            key={name}
            country={country}
            onCountry={setCountry}
            value={value(name)}
            onChange={(next) => set(name, next)}
            error={error}
          />
        );
      case 'verificationCode':
        return (
          <SmsCodeField
            key={name}
            value={value(name)}
            onChange={(next) => set(name, next)}
            error={error}
            canSend={() => {
              if (isValidMobile(country, value('mobileNum'))) return true;
              setErrors((current) => ({ ...current, mobileNum: { key: 'mobileFormat' } }));
              setFocusTick((tick) => tick + 1);
              return false;
            }}
            send={() =>
              accountsApi.smsRegister({
                mobileNum: stripLeadingZero(value('mobileNum')),
                countryDialingCode: dialingCodeOf(country),
              })
            }
          />
        );
      case 'captcha':
        return (
          <CaptchaField
            key={name}
            value={value(name)}
            onChange={(next) => set(name, next)}
            captchaIdRef={captchaIdRef}
            refreshKey={captchaKey}
            error={error}
          />
        );
      default: {
        if (SPECIAL.has(name)) return null;
        const labelKey = LABEL_KEY[name];
        if (!labelKey) return null;
        return (
          <TextField
            key={name}
            name={name}
            label={t(labelKey)}
            value={value(name)}
            onChange={(next) => set(name, next)}
            type={name === 'email' ? 'email' : 'text'}
            autoComplete={name === 'username' ? 'username' : name === 'email' ? 'email' : 'off'}
            maxLength={field.max ?? (name === 'email' ? 254 : 128)}
            readOnly={name === 'affiliateCode' && urlCode !== ''}
            error={error}
          />
        );
      }
    }
  };

  return (
    <>
      {both && (
        <MethodToggle
          label={t('accounts.registerMethods')}
          value={mode}
          options={[
            { value: 'username', label: t('accounts.methodUsername') },
            { value: 'mobile', label: t('accounts.mobile') },
          ]}
          onChange={(next) => {
            setMode(next);
            setErrors({});
          }}
        />
      )}
      <form ref={formRef} className="auth__form" noValidate onSubmit={onSubmit}>
        {fields.map(renderField)}
        <SliderCheck action="register" onPass={onPass} resetKey={sliderKey} />
        {errors.slider && !passToken && (
          <p className="field__error" role="alert">
            {errorMessage(t, errors.slider)}
          </p>
        )}
        <label className="check">
          <input type="checkbox" checked={agreed} onChange={(event) => setAgreed(event.target.checked)} />
          {t('accounts.agreement')}
        </label>
        <div className="auth__actions">
          <button type="button" className="button button--ghost" onClick={reset}>
            {t('accounts.reset')}
          </button>
          <button type="submit" className="button button--primary" disabled={busy || !agreed}>
            {t('accounts.registerSubmit')}
          </button>
        </div>
      </form>
      <div className="auth__footer">
        <span>
          {t('accounts.haveAccount')}{' '}
          <Link className="text-link" to="/m/login">
            {t('accounts.loginLink')}
          </Link>
        </span>
      </div>
    </>
  );
}

/** Registration of spec 2.8, 4 and 5. */
export default function RegisterScreen(): ReactElement {
  const { t } = useTranslation();
  const language = useLanguage();
  const settings = useQuery({ queryKey: ['registerSettings'], queryFn: accountsApi.registerSettings });
  return (
    <AuthLayout title={t('title.register')}>
      {settings.data ? (
        <RegisterForm settings={settings.data} />
      ) : settings.isError ? (
        <div className="auth__form">
          <p role="alert">{errorText(settings.error, language, t)}</p>
          <button type="button" className="button button--primary" onClick={() => void settings.refetch()}>
            {t('common.retry')}
          </button>
        </div>
      ) : (
        <ScreenSpinner />
      )}
    </AuthLayout>
  );
}
