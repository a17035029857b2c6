/**
 * The referral tree as a closure table: one `member_tree` row per (ancestor, descendant) pair,
 * with the distance between them, and a depth-0 row for every member itself. A team's totals are
 * then one indexed join however deep the tree is, and placing a new member copies its referrer's
 * ancestors. Existing members are placed from `member.referrer_id`, and every member without an
 * invitation code of its own gets one. Runs on SQLite and PostgreSQL alike.
 */
import { randomInt } from 'node:crypto';
import { type ColumnDefinitionBuilder, type Kysely, sql } from 'kysely';

// The alphabet of invitation codes at the time of this migration (no 0/O, 1/I/L): a migration keeps
// its own copy so that later changes to the app's codes do not change what it did.
const CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const newCode = () =>
  Array.from({ length: 8 }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('');

const required = (col: ColumnDefinitionBuilder) => col.notNull();
const member = (col: ColumnDefinitionBuilder) => col.notNull().references('member.id').onDelete('cascade');

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('member_tree')
    .addColumn('ancestor_id', 'integer', member)
    .addColumn('descendant_id', 'integer', member)
    .addColumn('depth', 'integer', required)
    .addColumn('merchant_id', 'integer', (col) => col.notNull().references('merchant.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('member_tree_pk', ['ancestor_id', 'descendant_id'])
    .execute();
  // A team by level (direct downlines are depth 1) and a member's upline chain.
  await db.schema
    .createIndex('member_tree_team_idx')
    .on('member_tree')
    .columns(['ancestor_id', 'depth', 'descendant_id'])
    .execute();
  await db.schema
    .createIndex('member_tree_upline_idx')
    .on('member_tree')
    .columns(['descendant_id', 'depth', 'ancestor_id'])
    .execute();

  await sql`INSERT INTO member_tree (ancestor_id, descendant_id, depth, merchant_id)
    SELECT id, id, 0, merchant_id FROM member`.execute(db);
  // Level by level: each pass adds the members whose referrer was placed in the pass before. A
  // referrer chain is at most as long as the member table, and a cycle (never written by the app)
  // would stop adding rows, so the loop ends either way.
  for (let depth = 1; ; depth += 1) {
    const added = await sql`INSERT INTO member_tree (ancestor_id, descendant_id, depth, merchant_id)
      SELECT t.ancestor_id, m.id, t.depth + 1, m.merchant_id
      FROM member m
      JOIN member_tree t ON t.descendant_id = m.referrer_id
      WHERE m.referrer_id IS NOT NULL AND t.depth = ${depth - 1}
        AND NOT EXISTS (SELECT 1 FROM member_tree e WHERE e.ancestor_id = t.ancestor_id AND e.descendant_id = m.id)`.execute(
      db,
    );
    if ((added.numAffectedRows ?? 0n) === 0n) break;
  }

  const uncoded = await sql<{ id: number }>`SELECT id FROM member WHERE own_affiliate_code IS NULL`.execute(
    db,
  );
  for (const row of uncoded.rows) {
    await sql`UPDATE member SET own_affiliate_code = ${newCode()} WHERE id = ${row.id}`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('member_tree').execute();
}
