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
   * Checks the payment password, counting failures: after PAYMENT_PASSWORD_LOCK_AFTER wrong ones it
   * is locked for PAYMENT_PASSWORD_LOCK_MINUTES, during which even the right one is refused.
   */
  async function verify(member: MemberRow, password: string, wrong: ErrorCode = 'PAYMENT_PASSWORD_WRONG') {
    if (member.payment_password_hash === null) throw new ApiError('PAYMENT_PASSWORD_REQUIRED');
    const key = counterKey(member.id);
    const now = deps.now();
    const counter = await deps.counters.counter(member.merchant_id, key);
    if (counter?.locked_until != null && counter.locked_until > now.toISOString()) {
      throw new ApiError('PAYMENT_PASSWORD_LOCKED', { lockedUntil: counter.locked_until });
    }
    if (await verifyPassword(member.payment_password_hash, password)) {
      if (counter !== undefined) await deps.counters.clearCounter(member.merchant_id, key);
      return;
    }
    const failures = (counter?.locked_until != null ? 0 : (counter?.failures ?? 0)) + 1;
    const lock = failures >= deps.config.paymentPasswordLockAfter;
    const lockedUntil = lock
      ? new Date(now.getTime() + deps.config.paymentPasswordLockMinutes * 60_000).toISOString()
      : null;
    await deps.counters.saveCounter({
      merchantId: member.merchant_id,
      key,
      failures: lock ? 0 : failures,
      windowStartedAt: counter?.window_started_at ?? now.toISOString(),
      lockedUntil,
    });
    if (lock) throw new ApiError('PAYMENT_PASSWORD_LOCKED', { lockedUntil });
    throw new ApiError(wrong, { attemptsLeft: deps.config.paymentPasswordLockAfter - failures });
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
