/**
 * Each member session keeps the browser's user-agent it started with, so an operator can see the
 * devices a member plays on (the console's member page) beside the addresses they came from.
 * Sessions from before this migration have none and are listed as an unknown device.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('member_session').addColumn('user_agent', 'varchar(512)').execute();
}
