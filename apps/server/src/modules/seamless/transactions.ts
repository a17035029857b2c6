/**
 * bet, win and rollback: the calls that move a member's money. Each is idempotent on the vendor's
 * transactionId. Its money (ledger.transfer in the caller's transaction) and its idempotency row
 * (the first answer) commit in ONE database transaction: either both exist or neither does, so a
 * retry either finds the answer or does the whole thing. The ledger ids are derived from vendor and
 * transaction id too, as a second fence: even a retry that slipped past the idempotency row could
 * not move money twice (the ledger would answer it as a replay).
 *
 * Racing duplicates: see idempotency.ts. Bet states are claimed by single UPDATE statements, and
 * every transaction touches rows in one order (a bet's vendor session first, then bet state, member
 * wallet, house account, idempotency row), so PostgreSQL never deadlocks on them.
 */
import { createBet } from './bet.ts';
import type { SeamlessDeps } from './context.ts';
import { createIdempotency } from './idempotency.ts';
import { createRollback } from './rollback.ts';
import { createWin } from './win.ts';

export function createTransactions(deps: SeamlessDeps) {
  const frame = createIdempotency(deps);
  return {
    bet: createBet(deps, frame),
    win: createWin(deps, frame),
    rollback: createRollback(deps, frame),
  };
}
