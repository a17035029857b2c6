import { createCache } from '../../platform/cache.ts';

/** Each memo holds at most this many accounts: enough for the busy ones, bounded however many members sign up. */
export const LEDGER_MEMO_ENTRIES = 10_000;

/**
 * What the ledger remembers between calls: account ids by merchant, currency and key, and whether an
 * account is guarded (no overdraft; immutable once it exists). Both grow with members, so both are
 * bounded caches; a forgotten entry costs one read.
 */
export function createLedgerMemos(max = LEDGER_MEMO_ENTRIES) {
  return {
    accountIds: createCache<string, number>({ max }),
    guarded: createCache<number, boolean>({ max }),
  };
}
export type LedgerMemos = ReturnType<typeof createLedgerMemos>;
