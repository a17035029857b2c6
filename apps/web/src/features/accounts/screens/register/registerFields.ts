import { RegisterMethod, type RegisterRequest } from '@openlobby/contract/client';
import { isStandalone } from '../../../../shared/platform/standalone.ts';
import type { RegisterField, RegisterSettings } from '../../api/accountsApi.ts';
import type { PhoneValue } from '../../forms/formSchemas.ts';
import { smsTarget } from '../../forms/PhoneFields.tsx';
import { DEFAULT_COUNTRY } from '../../model/phone.ts';

export type RegisterMode = 'username' | 'mobile';
type FieldName = RegisterField['name'];

/** The registration form: the merchant's text fields by name, the phone, the slider, the agreement. */
export type RegisterValues = Partial<Record<FieldName, string>> & {
  phone: PhoneValue;
  humanCheckToken: string;
  agreed: boolean;
  /** Date of birth YYYY-MM-DD from the date picker (the age check). */
  birthDate: string;
};

/** An empty form; an invitation code from the address stays (spec 4). */
export function emptyRegister(affiliateCode: string, phone: PhoneValue | null = null): RegisterValues {
  return {
    affiliateCode,
    phone: { country: phone?.country ?? DEFAULT_COUNTRY, number: '' },
    humanCheckToken: '',
    agreed: true,
    birthDate: '',
  };
}

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

function registerMethod(): RegisterRequest['registerMethod'] {
  if (!isStandalone()) return RegisterMethod.H5;
  return (navigator as Navigator & { standalone?: boolean }).standalone === true
    ? RegisterMethod.WEBCLIP
    : RegisterMethod.PWA;
}

/**
 * The registration request: every filled field (trimmed, passwords as typed), the captcha with its
 * picture's id, the number without its leading 0 with the dialling code, and where it came from.
 */
export function registerPayload(
  fields: readonly RegisterField[],
  values: RegisterValues,
  captchaId: string,
): RegisterRequest {
  const payload: Record<string, unknown> = {
    registerUrl: window.location.host,
    domain: window.location.hostname,
    registerMethod: registerMethod(),
    type: 0,
    humanCheckToken: values.humanCheckToken,
    birthDate: values.birthDate,
  };
  for (const { name } of fields) {
    if (name === 'mobileNum') continue;
    const typed = values[name] ?? '';
    if (typed.trim() !== '') payload[name] = name.toLowerCase().includes('password') ? typed : typed.trim();
  }
  if (payload.captcha) payload.captchaId = captchaId;
  if (fields.some((field) => field.name === 'mobileNum') && values.phone.number.trim() !== '')
    Object.assign(payload, smsTarget(values.phone));
  return payload;
}
