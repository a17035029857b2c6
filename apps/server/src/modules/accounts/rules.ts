/**
 * Registration rules: per field enabled, required, pattern and length bounds, editable per merchant
 * (table register_rule). The same check runs on the server for every field, whatever the browser did.
 */
import type { ErrorCode, RegisterFieldName, RegisterFieldRule } from '@openlobby/contract';
import { REGISTER_FIELD_NAMES } from '@openlobby/contract';
import { createCache } from '../../platform/cache.ts';

/** Seeded for every merchant; operators change the table. */
export const DEFAULT_REGISTER_RULES: readonly RegisterFieldRule[] = [
  rule('username', true, true, '^[A-Za-z0-9]+$', 6, 16),
  rule('password', true, true, '^(?=.*[A-Za-z])(?=.*[0-9])[\\x21-\\x7E]+$', 6, 20),
  rule('confirmPassword', true, true, null, null, null),
  rule('paymentPassword', false, false, '^[0-9]+$', 6, 6),
  rule('idNumber', false, false, '^[A-Za-z0-9-]+$', 4, 32),
  rule('qqNum', false, false, '^[0-9]+$', 5, 12),
  rule('facebook', false, false, null, 1, 64),
  rule('wechat', false, false, null, 1, 64),
  rule('line', false, false, null, 1, 64),
  rule('whatsapp', false, false, '^[0-9+ ]+$', 5, 20),
  rule('zalo', false, false, null, 1, 64),
  rule('email', true, false, '^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$', 3, 254),
  rule('nickname', true, false, null, 1, 20),
  rule('payeeName', true, false, "^[\\p{L}\\p{M} .'-]+$", 2, 64),
  rule('mobileNum', true, false, '^[0-9]+$', 5, 20),
  rule('verificationCode', true, false, '^[0-9]+$', 4, 10),
  rule('recommenderId', false, false, '^[0-9]+$', 1, 12),
  rule('affiliateCode', true, false, '^[A-Za-z0-9]+$', 4, 32),
  rule('captcha', true, true, '^[0-9]+$', 1, 6),
];

function rule(
  name: RegisterFieldName,
  enabled: boolean,
  required: boolean,
  pattern: string | null,
  min: number | null,
  max: number | null,
): RegisterFieldRule {
  return { name, enabled, required, pattern, min, max };
}

/** The error a field's failure reports (the spec's wording per kind of field). */
const FORMAT_ERROR: Partial<Record<RegisterFieldName, ErrorCode>> = {
  username: 'ACCOUNT_FORMAT',
  password: 'PASSWORD_FORMAT',
  paymentPassword: 'PASSWORD_FORMAT',
  email: 'EMAIL_FORMAT',
  mobileNum: 'MOBILE_INVALID',
  nickname: 'NAME_FORMAT',
  payeeName: 'NAME_FORMAT',
  affiliateCode: 'INVALID_INVITATION_CODE',
  verificationCode: 'VERIFICATION_CODE_ERROR',
  captcha: 'CAPTCHA_INVALID',
};

export interface RuleFailure {
  readonly field: RegisterFieldName;
  readonly code: ErrorCode;
}

/** Null when the value passes the rule; an empty value passes unless the field is required. */
export function checkField(rule: RegisterFieldRule, value: string | undefined): RuleFailure | null {
  const present = value !== undefined && value !== '';
  if (!rule.enabled) return null;
  if (!present) return rule.required ? { field: rule.name, code: 'FIELD_REQUIRED' } : null;
  const length = [...value].length;
  const failed =
    (rule.min !== null && length < rule.min) ||
    (rule.max !== null && length > rule.max) ||
    (rule.pattern !== null && !safeRegExp(rule.pattern).test(value));
  return failed ? { field: rule.name, code: FORMAT_ERROR[rule.name] ?? 'FIELD_INVALID' } : null;
}

/** The first failing field in display order, so the client can focus it. */
export function checkFields(
  rules: readonly RegisterFieldRule[],
  values: Partial<Record<RegisterFieldName, string>>,
): RuleFailure | null {
  for (const name of REGISTER_FIELD_NAMES) {
    const found = rules.find((r) => r.name === name);
    if (found === undefined) continue;
    const failure = checkField(found, values[name]);
    if (failure !== null) return failure;
  }
  return null;
}

const compiled = createCache<string, RegExp>({ max: 1_000 });
/** Patterns come from the operator's table; a broken one rejects instead of crashing. */
function safeRegExp(pattern: string): RegExp {
  return compiled.remember(pattern, () => {
    try {
      return new RegExp(pattern, 'u');
    } catch {
      return /$^/;
    }
  });
}
