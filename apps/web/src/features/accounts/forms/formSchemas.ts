import {
  changePasswordRequest,
  loginRequest,
  registerRequest,
  resetByEmailRequest,
  resetBySmsRequest,
} from '@openlobby/contract';
import { z } from 'zod';
import type { RegisterField } from '../api/accountsApi.ts';
import { birthDateFormKey } from '../model/birthDate.ts';
import { type CountryCode, isValidMobile } from '../model/phone.ts';
import {
  checkConfirm,
  checkNewDiffers,
  checkRule,
  type ErrorKey,
  isValidEmail,
} from '../model/validation.ts';

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

/** A password must be typed; spaces count, as a password is sent as typed. */
const typedPassword = (rule: z.ZodString) => rule.refine((value) => value !== '', 'passwordRequired');

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
    password: typedPassword(login.password),
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

/** A new password typed twice (spec 5): the SMS reset, the reset by link and the change share it. */
const newPasswordPair = {
  newPassword: typedPassword(changePasswordRequest.shape.newPassword),
  confirmNewPassword: changePasswordRequest.shape.confirmNewPassword,
};

interface NewPasswordValues {
  newPassword: string;
  confirmNewPassword: string;
}

/** The confirmation is required and equal to the new password; its error shows on it. */
function confirmsNewPassword(values: NewPasswordValues, ctx: z.RefinementCtx): void {
  const error = checkConfirm(values.newPassword, values.confirmNewPassword, 'change');
  if (error) ctx.addIssue({ ...issue(error.key), path: ['confirmNewPassword'] });
}

export const smsResetSchema = z
  .object({
    phone: phoneSchema('mobileFormat'),
    verificationCode: filled(resetBySmsRequest.shape.verificationCode, 'smsRequired'),
    ...newPasswordPair,
  })
  .superRefine(confirmsNewPassword);

/** The page the e-mailed reset link opens: only the new password twice. */
export const linkResetSchema = z.object(newPasswordPair).superRefine(confirmsNewPassword);

/**
 * Change password (spec 2.9): the old one (a forced change after login fills it in, unseen), and
 * a new one that differs from it.
 */
export const changePasswordSchema = z
  .object({ oldPassword: typedPassword(changePasswordRequest.shape.oldPassword), ...newPasswordPair })
  .superRefine((values, ctx) => {
    const same = checkNewDiffers(values.oldPassword, values.newPassword);
    if (same) ctx.addIssue({ ...issue(same.key), path: ['newPassword'] });
    confirmsNewPassword(values, ctx);
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
  const shape: Partial<Record<RegisterFieldName | 'phone' | 'humanCheckToken' | 'birthDate', z.ZodType>> = {
    humanCheckToken: filled(registerRequest.shape.humanCheckToken.unwrap(), 'sliderRequired'),
    // Its message is a key under `age.errors.*` (BirthDateField shows it).
    birthDate: z
      .string()
      .superRefine((value, ctx) => {
        const key = birthDateFormKey(value);
        if (key) ctx.addIssue({ code: 'custom', message: key });
      })
      .prefault(''),
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
