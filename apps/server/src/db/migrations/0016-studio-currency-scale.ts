/**
 * The studio keeps its session's currency scale as the wallet's authenticate answer states it
 * (currencyDecimals), instead of reading it from how a balance is written. Sessions opened before
 * this migration take their member's merchant currency scale, the one the wallet writes them in.
 */
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  // The default only satisfies NOT NULL while the column is added; every row is set below or by the studio.
  await db.schema
    .alterTable('studio_session')
    .addColumn('currency_scale', 'integer', (col) => col.notNull().defaultTo(2))
    .execute();
  await sql`UPDATE studio_session SET currency_scale = (
      SELECT merchant.currency_scale FROM member JOIN merchant ON merchant.id = member.merchant_id
      WHERE CAST(member.id AS VARCHAR(32)) = studio_session.player_id)
    WHERE EXISTS (SELECT 1 FROM member WHERE CAST(member.id AS VARCHAR(32)) = studio_session.player_id)`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('studio_session').dropColumn('currency_scale').execute();
}
