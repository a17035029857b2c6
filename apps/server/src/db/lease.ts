/**
 * Named leases: scheduled work that must run on one instance at a time (the lottery engine,
 * contract settlement, the AML monitor, the seamless sweep: each through leased-runner.ts) holds a
 * row of `lottery_lease` (the table is older than its second user; one row per lease name). Taking
 * is a conditional UPDATE that succeeds when the lease is free, expired or already ours, so
 * instances on one PostgreSQL take turns. A lease only keeps the work from running twice at once;
 * each unit of work must still be safe to repeat on its own.
 */
import type { Db } from './database.ts';

/** Takes or renews the lease when it is free, expired or ours; true when we hold it now. */
export async function takeLease(
  db: Db,
  name: string,
  holder: string,
  now: string,
  expiresAt: string,
): Promise<boolean> {
  await db
    .insertInto('lottery_lease')
    .values({ name, holder: '', expires_at: '' })
    .onConflict((conflict) => conflict.column('name').doNothing())
    .execute();
  const result = await db
    .updateTable('lottery_lease')
    .set({ holder, expires_at: expiresAt })
    .where('name', '=', name)
    .where((eb) => eb.or([eb('holder', '=', holder), eb('expires_at', '<=', now)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Frees the lease when we hold it, so another instance takes it at once instead of on expiry. */
export async function releaseLease(db: Db, name: string, holder: string): Promise<void> {
  await db
    .updateTable('lottery_lease')
    .set({ expires_at: '' })
    .where('name', '=', name)
    .where('holder', '=', holder)
    .execute();
}
