import { EMAIL_MAX_LENGTH } from '@openlobby/contract/client';
import type { RegisterField } from '../api/accountsApi.ts';

/**
 * Validation of spec section 5. Errors are message KEYS (under `accounts.errors.*`), never texts:
 * the screens translate them at render time, so a language change re-validates what is shown.
 */
export type ErrorKey = string;
export interface FieldError {
  key: ErrorKey;
  params?: Record<string, string | number>;
}

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Spec 5: an email matches the pattern and is shorter than 255 characters. */
export function isValidEmail(value: string): boolean {
  return value.length < EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(value);
}

/** The "format" message of a field, using the platform's wording where it has one (spec 8). */
const FORMAT_KEY: Record<string, ErrorKey> = {
  username: 'usernameFormat',
  password: 'passwordFormat',
  paymentPassword: 'passwordFormat',
  email: 'emailFormat',
  payeeName: 'nameFormat',
  nickname: 'nameFormat',
  mobileNum: 'mobileFormat',
};

function compile(pattern: string | null | undefined): RegExp | null {
  if (!pattern) return null;
  // Unicode mode like the server (patterns may use \p{L}); a pattern only valid without it still works.
  for (const flags of ['u', '']) {
    try {
      return new RegExp(pattern, flags);
    } catch {
      // Try the next reading.
    }
  }
  return null;
}

/** One registration field against its server rule; a non-required empty field passes. */
export function checkRule(rule: RegisterField, value: string): FieldError | null {
  const trimmed = value.trim();
  if (trimmed === '') return rule.required ? { key: 'required' } : null;
  if (rule.min != null && trimmed.length < rule.min) return { key: 'tooShort', params: { min: rule.min } };
  if (rule.max != null && trimmed.length > rule.max) return { key: 'tooLong', params: { max: rule.max } };
  if (rule.name === 'email' && !isValidEmail(trimmed)) return { key: 'emailFormat' };
  const pattern = compile(rule.pattern);
  if (pattern && !pattern.test(trimmed)) return { key: FORMAT_KEY[rule.name] ?? 'format' };
  return null;
}

/** Spec 5: confirm required ('Please enter the username and password') and equal to the password. */
export function checkConfirm(
  password: string,
  confirm: string,
  context: 'register' | 'change',
): FieldError | null {
  if (confirm === '')
    return { key: context === 'register' ? 'confirmRequiredRegister' : 'confirmRequiredChange' };
  if (confirm !== password) return { key: 'confirmMismatch' };
  return null;
}

/** Spec 5: the new password must differ from the old. */
export function checkNewDiffers(oldPassword: string, newPassword: string): FieldError | null {
  return oldPassword !== '' && oldPassword === newPassword ? { key: 'sameAsOld' } : null;
}
