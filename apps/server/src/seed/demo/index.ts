/**
 * The labelled demo's data: members with a published password, demo deposit channels and receiving
 * accounts, a bonus and an opening balance. seedDatabase calls this only when DEMO=true; a
 * production server refuses a database that holds any of it (find-demo-data.ts).
 */
import type { Transaction } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { DatabaseSchema } from '../../db/schema.ts';
import { seedDemoMembers } from './members.ts';
import { seedDemoVipAndSignIn } from './vip-sign-in.ts';
import { seedDemoRebates } from './rebates.ts';
import { seedDemoInvites } from './invites.ts';
import { seedDemoWallet } from './wallet.ts';

export async function seedDemoData(
  db: Db,
  tx: Transaction<DatabaseSchema>,
  merchantId: number,
  now: string,
): Promise<void> {
  await seedDemoMembers(tx, merchantId, now);
  await seedDemoWallet(db, tx, merchantId, now);
  await seedDemoVipAndSignIn(tx, merchantId, now);
  await seedDemoRebates(tx, merchantId, now);
  await seedDemoInvites(tx, merchantId, now);
}
