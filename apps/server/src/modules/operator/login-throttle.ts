/**
 * Backoff and lockout of operator logins, counted per operator name and per client address by the
 * server's one attempt counter (db/attempt-counter.ts, as member logins are). An attempt counts as
 * failed before the password is checked, in one conditional statement per key, so parallel guesses
 * cannot share one allowance. A success clears both counts.
 *
 * After `backoffFrom` failures each further attempt waits 5 s, doubling per failure; from `lockAt`
 * failures the key is locked for 15 minutes. Failures older than a day are forgotten.
 */
import { ApiError } from '../../platform/api-error.ts';
import type { OperatorRepository } from './repository.ts';

interface Policy {
  readonly backoffFrom: number;
  readonly lockAt: number;
}
/** One operator name is guessed at by anyone; one address may be an office of several operators. */
export const OPERATOR_POLICY: Policy = { backoffFrom: 3, lockAt: 10 };
export const ADDRESS_POLICY: Policy = { backoffFrom: 10, lockAt: 30 };
export const LOCK_SECONDS = 15 * 60;
const BACKOFF_BASE_SECONDS = 5;
const FORGET_AFTER_MS = 24 * 60 * 60_000;

export function waitSeconds(failures: number, policy: Policy): number {
  if (failures >= policy.lockAt) return LOCK_SECONDS;
  if (failures < policy.backoffFrom) return 0;
  return Math.min(LOCK_SECONDS, BACKOFF_BASE_SECONDS * 2 ** (failures - policy.backoffFrom));
}

export interface ThrottleKey {
  readonly key: string;
  readonly policy: Policy;
}

export const operatorThrottleKey = (username: string) => `operator:${username.toLowerCase()}`;

export const throttleKeys = (username: string, address: string): ThrottleKey[] => [
  { key: operatorThrottleKey(username), policy: OPERATOR_POLICY },
  { key: `address:${address}`, policy: ADDRESS_POLICY },
];

/** locked_until after each failure of a key counted at `at`: the wait that failure starts. */
function lockSchedule(policy: Policy, at: number): (string | null)[] {
  return Array.from({ length: policy.lockAt }, (_, index) => {
    const wait = waitSeconds(index + 1, policy);
    return wait === 0 ? null : new Date(at + wait * 1000).toISOString();
  });
}

export function createLoginThrottle(repo: OperatorRepository, now: () => Date) {
  return {
    /** Refuses with OPERATOR_LOCKED while any key waits; otherwise counts this attempt as failed. */
    async admit(keys: readonly ThrottleKey[]): Promise<void> {
      const at = now().getTime();
      const claimed: string[] = [];
      for (const { key, policy } of keys) {
        const attempt = await repo.claimLoginAttempt(key, {
          now: new Date(at).toISOString(),
          forgetBefore: new Date(at - FORGET_AFTER_MS).toISOString(),
          restartAfterLock: false,
          lockSchedule: lockSchedule(policy, at),
        });
        if (!attempt.allowed) {
          // A refused attempt is no guess: the keys counted before this one get it back.
          for (const counted of claimed) await repo.releaseLoginAttempt(counted);
          const until = Date.parse(attempt.lockedUntil ?? '') || at;
          throw new ApiError('OPERATOR_LOCKED', {
            retryAfterSeconds: Math.max(1, Math.ceil((until - at) / 1000)),
          });
        }
        claimed.push(key);
      }
    },

    /** The attempt was right: every count starts again (guessing needs no valid login to hide behind). */
    async succeeded(keys: readonly ThrottleKey[]): Promise<void> {
      for (const { key } of keys) await repo.resetLoginAttempts(key);
    },
  };
}
