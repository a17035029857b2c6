/**
 * The age check at registration: each member's date of birth as an ISO day (YYYY-MM-DD,
 * no time, so no time zone can move it), and each merchant's minimum age (18 to 25, spec 9's
 * agreement says 18). Members from before this migration, trial accounts and social sign-ins have
 * none (null); the minimum age of existing merchants is 18.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('member').addColumn('birth_date', 'varchar(10)').execute();
  await db.schema
    .alterTable('merchant')
    .addColumn('minimum_age', 'integer', (col) => col.notNull().defaultTo(18))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('merchant').dropColumn('minimum_age').execute();
  await db.schema.alterTable('member').dropColumn('birth_date').execute();
}
