/**
 * Login by username and password, by SMS code and by social ID token. Failed passwords are counted
 * per account and per client address (IPv6 per /64): a captcha after LOGIN_CAPTCHA_AFTER, then from
 * LOGIN_LOCK_AFTER on each next attempt waits twice as long as the last, up to LOGIN_LOCK_MINUTES.
 * Nobody is locked out: an address this member has logged in from before skips the account's count,
 * so an attack from elsewhere does not keep the owner out. An unknown user and a wrong password get
 * the same error after the same work.
 */
import type { LoginRequest, LoginValue } from '@openlobby/contract';
import { MemberType, SOCIAL_CHANNEL_FLAG, decimalToMinor } from '@openlobby/contract';
import { ApiError } from '../../platform/api-error.ts';
import { clientKey } from '../../platform/client-key.ts';
import { type AccountsDeps, type Caller, startSession } from './context.ts';
import { toE164 } from './phone.ts';
import { randomToken, sha256, verifyPassword } from './secrets.ts';

/** A quiet hour forgets the failures. */
const FORGET_AFTER_MS = 3_600_000;
/** Many members can share one IP (mobile carriers' NAT), so an address waits later than an account. */
const IP_WAIT_FACTOR = 3;
/** How long an address that logged in stays known to the member. */
const KNOWN_ADDRESS_MS = 90 * 86_400_000;

export function createLogin(deps: AccountsDeps) {
  const { store } = deps;
  const nowMs = () => deps.now().getTime();
  const iso = (ms: number) => new Date(ms).toISOString();

  /**
   * locked_until after the n-th failure: nothing before `waitFrom`, then 1 s, 2 s, 4 s... up to
   * LOGIN_LOCK_MINUTES. Each attempt sets the next one's wait when it is counted, so parallel
   * attempts cannot all slip in before the first of them is marked failed.
   */
  function waits(waitFrom: number): (string | null)[] {
    const capMs = deps.config.loginLockMinutes * 60_000;
    const schedule: (string | null)[] = Array.from({ length: waitFrom - 1 }, () => null);
    for (let step = 0; ; step += 1) {
      const waitMs = Math.min(1000 * 2 ** step, capMs);
      schedule.push(iso(nowMs() + waitMs));
      if (waitMs === capMs) return schedule;
    }
  }

  /** The wait's answer also says whether the attempt after it will need the captcha. */
  function retryLater(until: string | null, captcha: boolean): never {
    const retryAfterSeconds = Math.max(
      1,
      Math.ceil(((until === null ? 0 : Date.parse(until)) - nowMs()) / 1000),
    );
    throw new ApiError('LOGIN_RETRY_LATER', { retryAfterSeconds, captcha });
  }

  const knownKey = (memberId: number, client: string) => `known:${memberId}:${client}`;

  async function byPassword(input: LoginRequest, caller: Caller): Promise<LoginValue> {
    const username = input.username ?? '';
    const password = input.password ?? '';
    if (username === '' || password === '')
      throw new ApiError('FIELD_REQUIRED', { field: username === '' ? 'username' : 'password' });
    const merchantId = caller.merchant.id;
    const client = clientKey(caller.ip);
    const member = await deps.members.byUsername(merchantId, username);
    const known =
      member !== undefined &&
      (await store.isRemembered(merchantId, knownKey(member.id, client), iso(nowMs())));
    const lockAfter = deps.config.loginLockAfter;
    const counted = [{ key: `ip:${client}`, waitFrom: lockAfter * IP_WAIT_FACTOR }];
    if (!known) counted.push({ key: `account:${username.toLowerCase()}`, waitFrom: lockAfter });

    const claimed: string[] = [];
    const releaseAll = () => Promise.all(claimed.map((key) => store.releaseAttempt(merchantId, key)));
    let failures = 0;
    for (const { key, waitFrom } of counted) {
      const attempt = await store.claimAttempt({
        merchantId,
        key,
        now: iso(nowMs()),
        forgetBefore: iso(nowMs() - FORGET_AFTER_MS),
        restartAfterLock: false,
        lockSchedule: waits(waitFrom),
      });
      if (!attempt.allowed) {
        await releaseAll();
        retryLater(
          attempt.lockedUntil,
          caller.merchant.flags.CAPTCHA3 && attempt.failures >= deps.config.loginCaptchaAfter,
        );
      }
      claimed.push(key);
      failures = Math.max(failures, attempt.failures);
    }
    // Counted before the checks, so parallel attempts each see the ones before them; a refusal
    // before the password is read gives the attempt back.
    if (caller.merchant.flags.CAPTCHA3) {
      try {
        await deps.challenges.checkPassToken(caller, input.humanCheckToken, 'login');
        if (failures > deps.config.loginCaptchaAfter) {
          await deps.challenges.checkCaptcha(caller, input.captchaId, input.captcha);
        }
      } catch (error) {
        await releaseAll();
        throw error;
      }
    }

    const ok = await verifyPassword(member?.password_hash ?? null, password);
    if (!ok || member === undefined) {
      const captcha = caller.merchant.flags.CAPTCHA3 && failures >= deps.config.loginCaptchaAfter;
      throw new ApiError('LOGIN_FAILED', { captcha });
    }
    // The account's count is cleared only by a login that was counted against it.
    for (const key of claimed) {
      if (key.startsWith('account:')) await store.resetCounter(merchantId, key);
      else await store.releaseAttempt(merchantId, key);
    }
    if (member.disabled === 1) throw new ApiError('USER_NOT_FOUND_OR_DISABLED');
    if (member.type === MemberType.TRIAL) throw new ApiError('NON_MEMBER_LOGIN');
    await store.remember(
      merchantId,
      knownKey(member.id, client),
      iso(nowMs()),
      iso(nowMs() + KNOWN_ADDRESS_MS),
    );
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
    const identity = await deps.social.verify(input.firebaseIdToken, {
      merchantId: caller.merchant.id,
      ip: caller.ip,
      channel: input.firebaseChannel,
    });
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
      // A balance the currency cannot count is no trial at all, as the trial info says too.
      const credit = merchant === null ? null : await trialCreditMinor(deps, merchant.id);
      if (merchant === null || credit === null) throw new ApiError('TRIAL_DISABLED');
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
        trial_balance_minor: credit.minor.toString(),
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

/**
 * TRIAL_BALANCE in minor units of the trial merchant's currency (the wallet credits it at that
 * scale), or null when it holds a fraction that currency cannot count, such as "0.50" for a
 * currency without decimals.
 */
export async function trialCreditMinor(deps: Pick<AccountsDeps, 'members' | 'config'>, merchantId: number) {
  const scale = await deps.members.currencyScale(merchantId);
  const minor = decimalToMinor(deps.config.trial.balance, scale);
  return minor === null ? null : { minor, scale };
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
