/**
 * Login by username and password, by SMS code and by social ID token, with failure counting per
 * account and per IP: a captcha after LOGIN_CAPTCHA_AFTER failures, a lock after LOGIN_LOCK_AFTER.
 * An unknown user and a wrong password get the same error after the same work.
 */
import type { LoginRequest, LoginValue } from '@openlobby/contract';
import { MemberType, SOCIAL_CHANNEL_FLAG } from '@openlobby/contract';
import { ApiError } from '../../platform/api-error.ts';
import { type AccountsDeps, type Caller, startSession } from './context.ts';
import { toE164 } from './phone.ts';
import { randomToken, sha256, verifyPassword } from './secrets.ts';

const FAILURE_WINDOW_MS = 3_600_000;
/** Many members can share one IP (mobile carriers' NAT), so an IP locks later than an account. */
const IP_LOCK_FACTOR = 3;

export function createLogin(deps: AccountsDeps) {
  const { store } = deps;
  const nowMs = () => deps.now().getTime();

  async function failures(merchantId: number, key: string) {
    const row = await store.counter(merchantId, key);
    if (row === undefined) return { failures: 0, windowStartedAt: nowMs(), lockedUntil: 0 };
    const lockedUntil = row.locked_until === null ? 0 : Date.parse(row.locked_until);
    const windowStartedAt = Date.parse(row.window_started_at);
    if (lockedUntil <= nowMs() && nowMs() - windowStartedAt > FAILURE_WINDOW_MS) {
      return { failures: 0, windowStartedAt: nowMs(), lockedUntil: 0 };
    }
    return { failures: row.failures, windowStartedAt, lockedUntil };
  }

  async function recordFailure(merchantId: number, key: string, lockAfter: number) {
    const current = await failures(merchantId, key);
    // After a lock ends the count starts again, so the next lock needs a fresh run of failures.
    const expiredLock = current.lockedUntil !== 0 && current.lockedUntil <= nowMs();
    const count = (expiredLock ? 0 : current.failures) + 1;
    const lockedUntil = count >= lockAfter ? nowMs() + deps.config.loginLockMinutes * 60_000 : null;
    await store.saveCounter({
      merchantId,
      key,
      failures: count,
      windowStartedAt: new Date(expiredLock ? nowMs() : current.windowStartedAt).toISOString(),
      lockedUntil: lockedUntil === null ? null : new Date(lockedUntil).toISOString(),
    });
    return { count, lockedUntil };
  }

  function locked(until: number): never {
    throw new ApiError('ACCOUNT_LOCKED', { retryAfterSeconds: Math.ceil((until - nowMs()) / 1000) });
  }

  async function byPassword(input: LoginRequest, caller: Caller): Promise<LoginValue> {
    const username = input.username ?? '';
    const password = input.password ?? '';
    if (username === '' || password === '')
      throw new ApiError('FIELD_REQUIRED', { field: username === '' ? 'username' : 'password' });
    const merchantId = caller.merchant.id;
    const accountKey = `account:${username.toLowerCase()}`;
    const ipKey = `ip:${caller.ip}`;
    const account = await failures(merchantId, accountKey);
    const ip = await failures(merchantId, ipKey);
    if (account.lockedUntil > nowMs()) locked(account.lockedUntil);
    if (ip.lockedUntil > nowMs()) locked(ip.lockedUntil);

    if (caller.merchant.flags.CAPTCHA3) {
      await deps.challenges.checkPassToken(caller, input.humanCheckToken, 'login');
      const after = deps.config.loginCaptchaAfter;
      if (account.failures >= after || ip.failures >= after) {
        await deps.challenges.checkCaptcha(caller, input.captchaId, input.captcha);
      }
    }

    const member = await deps.members.byUsername(merchantId, username);
    const ok = await verifyPassword(member?.password_hash ?? null, password);
    if (!ok || member === undefined) {
      const lockAfter = deps.config.loginLockAfter;
      const a = await recordFailure(merchantId, accountKey, lockAfter);
      const i = await recordFailure(merchantId, ipKey, lockAfter * IP_LOCK_FACTOR);
      if (a.lockedUntil !== null) locked(a.lockedUntil);
      if (i.lockedUntil !== null) locked(i.lockedUntil);
      const captcha =
        caller.merchant.flags.CAPTCHA3 && Math.max(a.count, i.count) >= deps.config.loginCaptchaAfter;
      throw new ApiError('LOGIN_FAILED', { captcha });
    }
    await store.clearCounter(merchantId, accountKey);
    if (member.disabled === 1) throw new ApiError('USER_NOT_FOUND_OR_DISABLED');
    if (member.type === MemberType.TRIAL) throw new ApiError('NON_MEMBER_LOGIN');
    return startSession(deps, member, caller);
  }

  async function bySms(input: LoginRequest, caller: Caller): Promise<LoginValue> {
    if (!caller.merchant.flags.MOBILEVERCODELOGIN3)
      throw new ApiError('MODULE_DISABLED', { module: 'MOBILEVERCODELOGIN3' });
    const e164 = toE164(input.countryDialingCode, input.mobileNum ?? '');
    if (e164 === null) throw new ApiError('MOBILE_INVALID', { field: 'mobileNum' });
    const codeId = await deps.challenges.checkSmsCode(caller, e164, 'login', input.verificationCode);
    const member = await deps.members.byMobile(caller.merchant.id, e164);
    if (member === undefined || member.disabled === 1)
      throw new ApiError('SMS_CODE_INVALID', { field: 'verificationCode' });
    if (member.type === MemberType.TRIAL) throw new ApiError('NON_MEMBER_LOGIN');
    if (!(await deps.challenges.useChallenge(codeId)))
      throw new ApiError('SMS_CODE_INVALID', { field: 'verificationCode' });
    return startSession(deps, member, caller);
  }

  async function bySocial(input: LoginRequest, caller: Caller): Promise<LoginValue> {
    const flags = caller.merchant.flags;
    // A named channel needs its own flag; an unnamed one (older clients) any social flag.
    const allowed =
      input.firebaseChannel === undefined
        ? flags.FACEBOOKLOGIN3 || flags.GOOGLELOGIN3
        : flags[SOCIAL_CHANNEL_FLAG[input.firebaseChannel]];
    if (deps.social === null || !allowed) throw new ApiError('SOCIAL_LOGIN_DISABLED');
    if (input.firebaseIdToken === undefined || input.firebaseIdToken === '')
      throw new ApiError('LOGIN_FAILED', { social: true });
    const identity = await deps.social.verify(input.firebaseIdToken);
    const merchantId = caller.merchant.id;
    let member = await deps.members.bySocialSubject(merchantId, identity.subject);
    if (member === undefined) {
      // First social sign-in makes a member with a derived username and no password; the member
      // can set one later through password reset.
      const username = `sso${sha256(identity.subject).slice(0, 12)}`;
      const id = await deps.members.insert({
        ...emptyMember(),
        merchant_id: merchantId,
        username,
        username_lower: username,
        type: MemberType.REAL,
        social_subject: identity.subject,
        register_method: 'H5',
        created_at: deps.now().toISOString(),
        created_ip: caller.ip,
      });
      member = await deps.members.byId(merchantId, id);
    }
    if (member === undefined || member.disabled === 1) throw new ApiError('USER_NOT_FOUND_OR_DISABLED');
    return startSession(deps, member, caller);
  }

  return {
    login(input: LoginRequest, caller: Caller): Promise<LoginValue> {
      if (input.type === 'sms') return bySms(input, caller);
      if (input.type === 'firebase') return bySocial(input, caller);
      return byPassword(input, caller);
    },
    /** Makes a type 4 member under the trial merchant and logs it in. */
    async freePlay(caller: Caller): Promise<LoginValue> {
      const trial = deps.config.trial;
      const merchant = trial.enabled ? await deps.merchants.find(trial.merchantCode) : null;
      if (merchant === null) throw new ApiError('TRIAL_DISABLED');
      const username = `guest${randomToken(8)
        .replace(/[^A-Za-z0-9]/g, '')
        .toLowerCase()
        .slice(0, 10)}`;
      const id = await deps.members.insert({
        ...emptyMember(),
        merchant_id: merchant.id,
        username,
        username_lower: username,
        type: MemberType.TRIAL,
        trial_balance_minor: toMinor(trial.balance),
        register_method: 'H5',
        created_at: deps.now().toISOString(),
        created_ip: caller.ip,
      });
      const member = await deps.members.byId(merchant.id, id);
      if (member === undefined) throw new Error('trial member vanished');
      return startSession(deps, member, caller, merchant);
    },
  };
}

/** "2000.00" -> 200000 (two decimals: the trial credit is not real money and uses a fixed scale). */
export function toMinor(amount: string): number {
  const [whole = '0', fraction = ''] = amount.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0').slice(0, 2));
}

/** A plain member row (tests and the ledger bench): only what a new member must have. */
export function plainMember(merchantId: number, username: string, type: number) {
  return {
    ...emptyMember(),
    merchant_id: merchantId,
    username,
    username_lower: username.toLowerCase(),
    type,
    created_at: new Date().toISOString(),
    created_ip: null,
  };
}

export function emptyMember() {
  return {
    nickname: null,
    email: null,
    email_lower: null,
    mobile: null,
    password_hash: null,
    payment_password_hash: null,
    payee_name: null,
    id_number: null,
    qq_num: null,
    facebook: null,
    wechat: null,
    line_id: null,
    whatsapp: null,
    zalo: null,
    social_subject: null,
    referrer_id: null,
    registered_affiliate_code: null,
    own_affiliate_code: null,
    club_label: null,
    register_method: null,
    register_url: null,
    register_domain: null,
    avatar_id: null,
    password_changed_at: null,
    last_login_at: null,
    last_login_ip: null,
  };
}
