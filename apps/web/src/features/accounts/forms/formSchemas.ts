import { loginRequest, registerRequest, resetByEmailRequest, resetBySmsRequest } from '@openlobby/contract';
import { z } from 'zod';
import type { RegisterField } from '../api/accountsApi.ts';
import { type CountryCode, isValidMobile } from '../model/phone.ts';
import { checkConfirm, checkRule, type ErrorKey, isValidEmail } from '../model/validation.ts';

/**
 * The account forms' rules: each field starts from the contract's rule for the request field it
 * fills (its length cap, no NUL), so the form refuses what the server would, and adds the spec 5
 * check with its message. A message is a key under `accounts.errors.*`, translated where it shows.
 */

/** A mobile number with the country whose numbering plan it follows. */
export interface PhoneValue {
  country: CountryCode;
  number: string;
}

const issue = (message: ErrorKey) => ({ code: 'custom' as const, message });

/** `rule`, and blank (spaces only) is refused with `key`. */
const filled = (rule: z.ZodString, key: ErrorKey) => rule.refine((value) => value.trim() !== '', key);

const login = {
  username: loginRequest.shape.username.unwrap(),
  password: loginRequest.shape.password.unwrap(),
  code: loginRequest.shape.verificationCode.unwrap(),
  captcha: loginRequest.shape.captcha.unwrap(),
  passToken: loginRequest.shape.humanCheckToken.unwrap(),
};
const mobileNum = resetBySmsRequest.shape.mobileNum;

/**
 * The number against the contract's cap and the country's plan (spec 5). `whenEmpty` is the
 * message for no number, or null when none may be given; a registration rule adds its own checks.
 */
export function phoneSchema(whenEmpty: ErrorKey | null, rule?: RegisterField) {
  return z.object({ country: z.custom<CountryCode>(), number: z.string() }).superRefine((phone, ctx) => {
    if (phone.number.trim() === '') {
      if (whenEmpty) ctx.addIssue(issue(whenEmpty));
    } else if (!mobileNum.safeParse(phone.number).success || !isValidMobile(phone.country, phone.number))
      ctx.addIssue(issue('mobileFormat'));
    else {
      const error = rule ? checkRule(rule, phone.number) : null;
      if (error) ctx.addIssue(issue(error.key));
    }
  });
}

/** The slider's pass token (spec 4): no token, no submit. */
const humanCheckToken = filled(login.passToken, 'sliderRequired');
const loginCaptcha = filled(login.captcha, 'captchaRequiredLogin');

export function passwordLoginSchema(withCaptcha: boolean) {
  return z.object({
    username: filled(login.username, 'usernameRequired'),
    password: login.password.refine((value) => value !== '', 'passwordRequired'),
    humanCheckToken,
    ...(withCaptcha ? { captcha: loginCaptcha } : {}),
  });
}

export function smsLoginSchema(withCaptcha: boolean) {
  return z.object({
    phone: phoneSchema('mobileRequired'),
    verificationCode: filled(login.code, 'smsRequired'),
    ...(withCaptcha ? { captcha: loginCaptcha } : {}),
  });
}

export const emailResetSchema = z.object({
  username: filled(resetByEmailRequest.shape.username, 'usernameRequired'),
  email: resetByEmailRequest.shape.email.refine((value) => isValidEmail(value.trim()), 'emailFormat'),
});

/** New password and its confirmation (spec 5), for the reset by SMS. */
export const smsResetSchema = z
  .object({
    phone: phoneSchema('mobileFormat'),
    verificationCode: filled(resetBySmsRequest.shape.verificationCode, 'smsRequired'),
    newPassword: resetBySmsRequest.shape.newPassword.refine((value) => value !== '', 'passwordRequired'),
    confirmNewPassword: resetBySmsRequest.shape.confirmNewPassword,
  })
  .superRefine((values, ctx) => {
    const error = checkConfirm(values.newPassword, values.confirmNewPassword, 'change');
    if (error) ctx.addIssue({ ...issue(error.key), path: ['confirmNewPassword'] });
  });

type RegisterFieldName = RegisterField['name'];

/**
 * A text field of the registration against the contract's cap and the merchant's rule for it. A
 * field the player has not touched yet (one the other method showed) reads as empty.
 */
function registerText(rule: RegisterField): z.ZodType {
  const capped = registerRequest.shape[rule.name].unwrap();
  return capped
    .superRefine((value, ctx) => {
      if (rule.name === 'captcha' && value.trim() === '') ctx.addIssue(issue('captchaRequired'));
      else if (rule.name !== 'confirmPassword') {
        const error = checkRule(rule, value);
        if (error) ctx.addIssue(issue(error.key));
      }
    })
    .prefault('');
}

/**
 * The registration form for the fields the method shows (spec 2.8, 5): the merchant's rules, the
 * phone as a number and its country, the confirmation against the password, and the slider.
 */
export function registerSchema(fields: readonly RegisterField[]) {
  const shape: Partial<Record<RegisterFieldName | 'phone' | 'humanCheckToken', z.ZodType>> = {
    humanCheckToken: filled(registerRequest.shape.humanCheckToken.unwrap(), 'sliderRequired'),
  };
  for (const rule of fields) {
    if (rule.name === 'mobileNum') shape.phone = phoneSchema(rule.required ? 'required' : null, rule);
    else shape[rule.name] = registerText(rule);
  }
  const confirms = fields.some((rule) => rule.name === 'confirmPassword');
  return z.object(shape).superRefine((values, ctx) => {
    if (!confirms) return;
    const text = (value: unknown): string => (typeof value === 'string' ? value : '');
    const error = checkConfirm(text(values.password), text(values.confirmPassword), 'register');
    if (error) ctx.addIssue({ ...issue(error.key), path: ['confirmPassword'] });
  });
}
