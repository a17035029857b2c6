/**
 * The checks of a registration, in the order register runs them: the merchant's rules as the
 * method sees them, the form against those rules, the mobile number, the human check and captcha,
 * the referrer, and that name, email and mobile are still free. None of them writes anything.
 */
import type { RegisterFieldName, RegisterFieldRule, RegisterRequest } from '@openlobby/contract';
import { ApiError } from '../../platform/api-error.ts';
import type { ChallengesRepository } from './challenges.repository.ts';
import { type AccountsDeps, type Caller, rulesFor } from './context.ts';
import type { MembersRepository } from './members.repository.ts';
import { toE164 } from './phone.ts';
import { DEFAULT_REGISTER_RULES, checkFields } from './rules.ts';

export type RegisterMethodName = 'username' | 'mobile';

/** The registration form as the rules see it: which fields are on, and their non-empty values. */
export interface RegisterForm {
  readonly rules: readonly RegisterFieldRule[];
  readonly values: Partial<Record<RegisterFieldName, string>>;
  readonly enabled: (name: RegisterFieldName) => boolean;
  /** The field's value when the field is on and the value is not empty, else null. */
  readonly text: (name: RegisterFieldName) => string | null;
}

/** The merchant's rules for this method: the method's own key fields are on and required whatever the table says. */
export async function registerForm(
  deps: AccountsDeps,
  merchantId: number,
  method: RegisterMethodName,
  input: RegisterRequest,
): Promise<RegisterForm> {
  const forced: RegisterFieldName[] =
    method === 'username' ? ['username', 'password'] : ['mobileNum', 'verificationCode'];
  const rules = (await rulesFor(deps.store, merchantId, DEFAULT_REGISTER_RULES)).map((rule) => {
    // By mobile the username is optional: one is made from the number when none is given.
    if (method === 'mobile' && rule.name === 'username') return { ...rule, required: false };
    if (!forced.includes(rule.name)) return rule;
    return { ...rule, enabled: true, required: true };
  });
  const values: Partial<Record<RegisterFieldName, string>> = { ...input };
  const enabled = (name: RegisterFieldName) => rules.some((rule) => rule.name === name && rule.enabled);
  return {
    rules,
    values,
    enabled,
    text: (name) => {
      const value = values[name];
      return enabled(name) && value !== undefined && value !== '' ? value : null;
    },
  };
}

/** Every field against its rule (the first failure, in display order), then the password confirmation. */
export function checkForm(form: RegisterForm, input: RegisterRequest, captchaOn: boolean): void {
  // The captcha is checked as a challenge (checkChallenges), and the mobile number by libphonenumber.
  const failure = checkFields(
    form.rules.filter((rule) => rule.name !== 'captcha' || captchaOn),
    form.values,
  );
  if (failure !== null) throw new ApiError(failure.code, { field: failure.field });
  if (form.enabled('confirmPassword') && (input.password ?? '') !== (input.confirmPassword ?? '')) {
    throw new ApiError('PASSWORD_CONFIRM_MISMATCH', { field: 'confirmPassword' });
  }
}

/** The mobile number in E.164 when the form has one; a number that is not a phone number is refused. */
export function mobileOf(form: RegisterForm, input: RegisterRequest): string | null {
  const national = form.text('mobileNum');
  if (national === null) return null;
  const mobile = toE164(input.countryDialingCode, national);
  if (mobile === null) throw new ApiError('MOBILE_INVALID', { field: 'mobileNum' });
  return mobile;
}

/** The username asked for, or one made from the mobile number ("m" and its digits). */
export function usernameOf(input: RegisterRequest, mobile: string | null): string {
  if (input.username !== undefined && input.username !== '') return input.username;
  return `m${(mobile ?? '').replace(/\D/g, '')}`;
}

/** The human check and, when the form shows it and it is required or filled in, the captcha. */
export async function checkChallenges(
  deps: AccountsDeps,
  caller: Caller,
  form: RegisterForm,
  input: RegisterRequest,
): Promise<void> {
  if (!caller.merchant.flags.CAPTCHA3) return;
  await deps.challenges.checkPassToken(caller, input.humanCheckToken, 'register');
  const captchaRule = form.rules.find((rule) => rule.name === 'captcha');
  if (captchaRule?.enabled === true && (captchaRule.required || (input.captcha ?? '') !== '')) {
    await deps.challenges.checkCaptcha(caller, input.captchaId, input.captcha);
  }
}

/** The member who referred this one: the agent of the affiliate code first, else the recommender. */
export async function referrerOf(
  deps: AccountsDeps,
  merchantId: number,
  form: RegisterForm,
): Promise<number | null> {
  let referrerId: number | null = null;
  const affiliate = form.text('affiliateCode');
  if (affiliate !== null) {
    const agent = await deps.members.byAffiliateCode(merchantId, affiliate);
    if (agent === undefined) throw new ApiError('INVALID_INVITATION_CODE', { field: 'affiliateCode' });
    referrerId = agent.id;
  }
  const recommender = form.text('recommenderId');
  if (recommender !== null) {
    const found = await deps.members.byId(merchantId, Number(recommender));
    if (found === undefined) throw new ApiError('REFERRER_LINK_ERROR', { field: 'recommenderId' });
    referrerId ??= found.id;
  }
  return referrerId;
}

/** Name, email and mobile must not belong to a member of the merchant yet. */
export async function checkUnclaimed(
  deps: AccountsDeps,
  merchantId: number,
  claimed: { username: string; email: string | null; mobile: string | null },
): Promise<void> {
  if ((await deps.members.byUsername(merchantId, claimed.username)) !== undefined) {
    throw new ApiError('USERNAME_EXISTS', { field: 'username' });
  }
  if (claimed.email !== null && (await deps.members.byEmail(merchantId, claimed.email)) !== undefined) {
    throw new ApiError('EMAIL_EXISTS', { field: 'email' });
  }
  if (claimed.mobile !== null && (await deps.members.byMobile(merchantId, claimed.mobile)) !== undefined) {
    throw new ApiError('MOBILE_EXISTS', { field: 'mobileNum' });
  }
}

/**
 * A username and password chosen for someone else's new account (an agent's downline, an
 * operator's internal account): the merchant's username and password rules, on and required
 * whatever the table says, and a username not yet taken.
 */
export async function checkCredentials(
  store: ChallengesRepository,
  members: Pick<MembersRepository, 'byUsername'>,
  merchantId: number,
  credentials: { readonly username: string; readonly password: string },
): Promise<void> {
  const rules = (await rulesFor(store, merchantId, DEFAULT_REGISTER_RULES))
    .filter((rule) => rule.name === 'username' || rule.name === 'password')
    .map((rule) => ({ ...rule, enabled: true, required: true }));
  const failure = checkFields(rules, { username: credentials.username, password: credentials.password });
  if (failure !== null) throw new ApiError(failure.code, { field: failure.field });
  if ((await members.byUsername(merchantId, credentials.username)) !== undefined)
    throw new ApiError('USERNAME_EXISTS', { field: 'username' });
}

/** The insert of a new member, with two registrations racing for one name told apart by the unique index. */
export function claimingUsername<T>(insert: Promise<T>): Promise<T> {
  return insert.catch((error: unknown) => {
    if (String(error).toLowerCase().includes('unique'))
      throw new ApiError('USERNAME_EXISTS', { field: 'username' });
    throw error;
  });
}
