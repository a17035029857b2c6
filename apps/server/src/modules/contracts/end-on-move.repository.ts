/**
 * A member moved to another upline (the console's upline move) leaves the contracts it had as a
 * downline: their upline is no longer its direct upline, and a top agent's house contract does not
 * follow it under an upline either. An offer still waiting is cancelled; an active contract (or one
 * ending) ends at once, as a confirmed end does: the period in progress is not paid. Runs in the
 * move's own transaction, so the tree and the contracts change together. The member's contracts with
 * its own downlines stay: its team moved with it.
 */
import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../../db/schema.ts';
import type { ContractPeriod } from '@openlobby/contract';
import { periodAt, previousPeriod } from './periods.ts';

export async function endContractsOfMovedMember(
  tx: Kysely<DatabaseSchema>,
  merchantId: number,
  memberId: number,
  now: Date,
): Promise<number> {
  const at = now.toISOString();
  const cancelled = await tx
    .updateTable('agent_contract')
    .set({ status: 'CANCELLED', open_slot: null, decided_at: at, ended_at: at, updated_at: at })
    .where('merchant_id', '=', merchantId)
    .where('downline_id', '=', memberId)
    .where('status', '=', 'PENDING')
    .executeTakeFirst();
  const open = await tx
    .selectFrom('agent_contract')
    .select(['id', 'period', 'next_period'])
    .where('merchant_id', '=', merchantId)
    .where('downline_id', '=', memberId)
    .where('status', 'in', ['ACTIVE', 'END_REQUESTED'])
    .execute();
  if (open.length === 0) return Number(cancelled.numUpdatedRows);
  const merchant = await tx
    .selectFrom('merchant')
    .select('time_zone')
    .where('id', '=', merchantId)
    .executeTakeFirstOrThrow();
  const zone = merchant.time_zone;
  for (const row of open) {
    const period = row.period as ContractPeriod;
    const last = previousPeriod(period, periodAt(period, now.getTime(), zone).key, zone).key;
    // Periods already ended are still settled by the runner; nothing after the last one is.
    const done = row.next_period === null || row.next_period > last;
    await tx
      .updateTable('agent_contract')
      .set({
        status: 'ENDED',
        open_slot: null,
        last_period: last,
        ...(done ? { next_period: null, next_due_at: null } : {}),
        ended_at: at,
        updated_at: at,
      })
      .where('id', '=', row.id)
      .execute();
  }
  return Number(cancelled.numUpdatedRows) + open.length;
}
