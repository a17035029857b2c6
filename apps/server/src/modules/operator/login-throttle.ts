/**
 * Backoff and lockout of operator logins, counted per operator name and per client address. An
 * attempt counts as failed before the password is checked, in one
 * conditional statement per key, so parallel guesses cannot share one allowance. A success clears
 * both counts.
 *
 * After `backoffFrom` failures each further attempt waits 5 s, doubling per failure; from `lockAt`
 * failures the key is locked for 15 minutes. Failures older than a day are forgotten.
 */
import { ApiError } from '../../platform/api-error.ts';
import type { LoginFailureRow, OperatorRepository } from './repository.ts';

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

export function createLoginThrottle(repo: OperatorRepository, now: () => Date) {
  const recent = (row: LoginFailureRow | undefined, at: number) =>
    row === undefined || Date.parse(row.last_failure_at) + FORGET_AFTER_MS < at ? 0 : row.failures;

  return {
    /** Refuses with OPERATOR_LOCKED while any key waits; otherwise counts this attempt as failed. */
    async admit(keys: readonly ThrottleKey[]): Promise<void> {
      const at = now().getTime();
      const rows = new Map(
        (await repo.loginFailures(keys.map((k) => k.key))).map((r) => [r.throttle_key, r]),
      );
      for (const { key, policy } of keys) {
        const row = rows.get(key);
        const wait = waitSeconds(recent(row, at), policy);
        const until = row === undefined ? at : Date.parse(row.last_failure_at) + wait * 1000;
        if (until > at)
          throw new ApiError('OPERATOR_LOCKED', { retryAfterSeconds: Math.ceil((until - at) / 1000) });
      }
      for (const { key } of keys) {
        const row = rows.get(key);
        const taken = await repo.reserveFailure(key, row, recent(row, at) + 1, new Date(at).toISOString());
        // Another attempt took this count at the same moment: this one waits its turn.
        if (!taken) throw new ApiError('OPERATOR_LOCKED', { retryAfterSeconds: 1 });
      }
    },

    /** The attempt was right: every count starts again (guessing needs no valid login to hide behind). */
    async succeeded(keys: readonly ThrottleKey[]): Promise<void> {
      for (const { key } of keys) await repo.clearFailures(key);
    },
  };
}
