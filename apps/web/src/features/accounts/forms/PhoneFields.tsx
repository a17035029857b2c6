import type { ReactElement, RefObject } from 'react';
import { useController, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { SmsTarget, SmsValue } from '../api/accountsApi.ts';
import { CaptchaField } from '../components/CaptchaField.tsx';
import { PhoneField } from '../components/PhoneField.tsx';
import { SmsCodeField } from '../components/SmsCodeField.tsx';
import { DEFAULT_COUNTRY, dialingCodeOf, isValidMobile, stripLeadingZero } from '../model/phone.ts';
import { type ErrorParams, fieldErrorText } from './fieldError.ts';
import type { PhoneValue } from './formSchemas.ts';
import { useTextField } from './FormFields.tsx';

/** The form's `phone` value, read safely (the country defaults until the player picks one). */
function phoneOf(value: unknown): PhoneValue {
  const phone = (value ?? {}) as Partial<PhoneValue>;
  return { country: phone.country ?? DEFAULT_COUNTRY, number: phone.number ?? '' };
}

/** What the SMS calls send: the number without its leading 0, and the country's dialling code. */
export function smsTarget(phone: PhoneValue): SmsTarget {
  return { mobileNum: stripLeadingZero(phone.number), countryDialingCode: dialingCodeOf(phone.country) };
}

/** The mobile number and its country, bound to the form's `phone`. */
export function FormPhoneField({ params }: { params?: ErrorParams }): ReactElement {
  const { t } = useTranslation();
  const { clearErrors } = useFormContext();
  const { field, fieldState } = useController({ name: 'phone' });
  const phone = phoneOf(field.value);
  return (
    <PhoneField
      country={phone.country}
      onCountry={(country) => field.onChange({ ...phone, country })}
      value={phone.number}
      onChange={(number) => {
        field.onChange({ ...phone, number });
        clearErrors('phone');
      }}
      error={fieldErrorText(t, fieldState.error, params)}
      inputRef={field.ref}
    />
  );
}

/**
 * The SMS code, bound to `verificationCode`, whose get-code button first checks the form's number:
 * a wrong one is marked on the phone field, which takes the focus, and no SMS is asked for.
 */
export function FormSmsCodeField({
  send,
  params,
}: {
  send: (target: SmsTarget) => Promise<SmsValue>;
  params?: ErrorParams;
}): ReactElement {
  const { getValues, setError } = useFormContext();
  const canSend = (): boolean => {
    const phone = phoneOf(getValues('phone'));
    if (isValidMobile(phone.country, phone.number)) return true;
    setError('phone', { type: 'custom', message: 'mobileFormat' }, { shouldFocus: true });
    return false;
  };
  return (
    <SmsCodeField
      {...useTextField('verificationCode', params)}
      canSend={canSend}
      send={() => send(smsTarget(phoneOf(getValues('phone'))))}
    />
  );
}

/** The image captcha, bound to `captcha`; `refreshKey` asks for a new picture. */
export function FormCaptchaField({
  params,
  ...props
}: {
  captchaIdRef: RefObject<string>;
  refreshKey: number;
  params?: ErrorParams;
}): ReactElement {
  return <CaptchaField {...props} {...useTextField('captcha', params)} />;
}
