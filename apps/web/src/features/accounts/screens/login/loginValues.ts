import type { PhoneValue } from '../../forms/formSchemas.ts';
import { DEFAULT_COUNTRY } from '../../model/phone.ts';

export type LoginMode = 'username' | 'sms';

/** Both methods' fields in one form, so switching method and back keeps what was typed. */
export interface LoginValues {
  username: string;
  password: string;
  remember: boolean;
  humanCheckToken: string;
  phone: PhoneValue;
  verificationCode: string;
  captcha: string;
}

export const EMPTY_LOGIN: LoginValues = {
  username: '',
  password: '',
  // Spec 2.7: remember password is on by default.
  remember: true,
  humanCheckToken: '',
  phone: { country: DEFAULT_COUNTRY, number: '' },
  verificationCode: '',
  captcha: '',
};
