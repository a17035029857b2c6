/**
 * The payment (withdrawal) password: a 6-digit PIN hashed with argon2id in the member's
 * payment_password_hash column. Wrong entries count in auth_counter and lock it for a while, so a
 * stolen session cannot guess it; a reset needs an SMS code sent to the member's own number.
 */
import type { ErrorCode } from '@openlobby/contract';
import { ApiError } from '../../platform/api-error.ts';
import type { MemberRow } from '../accounts/members.repository.ts';
import { maskMobile } from '../accounts/phone.ts';
import { hashPassword, verifyPassword } from '../accounts/secrets.ts';
import { type WalletCaller, type WalletDeps, cashierMemberOf } from './context.ts';

const counterKey = (memberId: number) => `paypwd:${memberId}`;
const SMS_PURPOSE = 'paymentPassword';

export function createPaymentPassword(deps: WalletDeps) {
  const client = (caller: WalletCaller) => ({
    merchantId: caller.merchantId,
    ip: caller.ip,
    userAgent: caller.userAgent,
  });

  async function store(member: MemberRow, password: string) {
    await deps.members.update(member.merchant_id, member.id, {
      payment_password_hash: await hashPassword(password),
    });
    await deps.counters.clearCounter(member.merchant_id, counterKey(member.id));
  }

  function confirm(password: string, again: string) {
    if (password !== again) throw new ApiError('PASSWORD_CONFIRM_MISMATCH', { field: 'confirmPassword' });
  }

  /**
   * Checks the payment password, counting failures: the PAYMENT_PASSWORD_LOCK_AFTER-th wrong one
   * locks it for PAYMENT_PASSWORD_LOCK_MINUTES, during which even the right one is refused. Each
   * attempt is counted before the check in one statement, so parallel guesses lock like sequential
   * ones; the right PIN clears the count.
   */
  async function verify(member: MemberRow, password: string, wrong: ErrorCode = 'PAYMENT_PASSWORD_WRONG') {
    if (member.payment_password_hash === null) throw new ApiError('PAYMENT_PASSWORD_REQUIRED');
    const key = counterKey(member.id);
    const now = deps.now();
    const limit = deps.config.paymentPasswordLockAfter;
    const until = new Date(now.getTime() + deps.config.paymentPasswordLockMinutes * 60_000).toISOString();
    const attempt = await deps.counters.claimAttempt({
      merchantId: member.merchant_id,
      key,
      now: now.toISOString(),
      forgetBefore: null,
      restartAfterLock: true,
      lockSchedule: Array.from({ length: limit }, (_, i) => (i + 1 >= limit ? until : null)),
    });
    if (!attempt.allowed) throw new ApiError('PAYMENT_PASSWORD_LOCKED', { lockedUntil: attempt.lockedUntil });
    if (await verifyPassword(member.payment_password_hash, password)) {
      await deps.counters.resetCounter(member.merchant_id, key);
      return;
    }
    if (attempt.failures >= limit) {
      throw new ApiError('PAYMENT_PASSWORD_LOCKED', { lockedUntil: attempt.lockedUntil });
    }
    throw new ApiError(wrong, { attemptsLeft: limit - attempt.failures });
  }

  return {
    verify,

    async has(caller: WalletCaller) {
      const member = await cashierMemberOf(deps, caller);
      return { hasPassword: member.payment_password_hash !== null };
    },

    async set(caller: WalletCaller, password: string, again: string) {
      const member = await cashierMemberOf(deps, caller);
      if (member.payment_password_hash !== null) throw new ApiError('PAYMENT_PASSWORD_EXISTS');
      confirm(password, again);
      await store(member, password);
      return { done: true as const };
    },

    async change(caller: WalletCaller, old: string, password: string, again: string) {
      const member = await cashierMemberOf(deps, caller);
      confirm(password, again);
      if (old === password) throw new ApiError('PASSWORD_SAME_AS_OLD', { field: 'newPassword' });
      await verify(member, old);
      await store(member, password);
      return { done: true as const };
    },

    async sendResetCode(caller: WalletCaller) {
      const member = await cashierMemberOf(deps, caller);
      if (member.mobile === null) throw new ApiError('MOBILE_NOT_BOUND');
      const sent = await deps.challenges.sendSmsCode(client(caller), member.mobile, SMS_PURPOSE, true);
      return { ...sent, mobileNum: maskMobile(member.mobile) ?? '' };
    },

    async reset(caller: WalletCaller, code: string, password: string, again: string) {
      const member = await cashierMemberOf(deps, caller);
      if (member.mobile === null) throw new ApiError('MOBILE_NOT_BOUND');
      confirm(password, again);
      const challengeId = await deps.challenges.checkSmsCode(
        client(caller),
        member.mobile,
        SMS_PURPOSE,
        code,
      );
      if (!(await deps.challenges.useChallenge(challengeId)))
        throw new ApiError('SMS_CODE_INVALID', { field: 'verificationCode' });
      await store(member, password);
      return { done: true as const };
    },
  };
}
export type PaymentPassword = ReturnType<typeof createPaymentPassword>;
