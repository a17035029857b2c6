/**
 * Time-outs and self-exclusion (modules/protection/exclusion*.ts).
 *
 * `player_exclusion`: one row per time-out or self-exclusion a member takes, never updated by the
 * member: a longer one is a second row, so the rows are the audit of every exclusion (member, kind,
 * from, until, when it was asked for). `ends_at` null is an indefinite self-exclusion. `lifted_at`,
 * `lifted_by` and `lift_reason` are for the console's lift after expiry (later; audited there).
 *
 * The guard reads a member's rows by `(member_id, ends_at)`; a member who never excluded themself
 * costs one probe of that index. Registration finds the member by the mobile or e-mail unique
 * indexes of 0003 and then their rows by the same index. Runs on SQLite and PostgreSQL alike.
 */
import { type ColumnDefinitionBuilder, type Kysely, PostgresAdapter } from 'kysely';

const required = (col: ColumnDefinitionBuilder) => col.notNull();

export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema
    .createTable('player_exclusion')
    .addColumn('id', 'integer', (col) =>
      postgres ? col.primaryKey().generatedByDefaultAsIdentity() : col.primaryKey().autoIncrement(),
    )
    .addColumn('merchant_id', 'integer', (col) => col.notNull().references('merchant.id').onDelete('cascade'))
    .addColumn('member_id', 'integer', (col) => col.notNull().references('member.id').onDelete('cascade'))
    // TIME_OUT or SELF_EXCLUSION.
    .addColumn('kind', 'varchar(16)', required)
    // H24, D7, D30, W6, M6, Y1, Y2, Y5, INDEFINITE: what the member chose.
    .addColumn('duration', 'varchar(16)', required)
    .addColumn('starts_at', 'varchar(32)', required)
    .addColumn('ends_at', 'varchar(32)')
    .addColumn('created_at', 'varchar(32)', required)
    .addColumn('lifted_at', 'varchar(32)')
    .addColumn('lifted_by', 'varchar(64)')
    .addColumn('lift_reason', 'varchar(500)')
    .execute();
  await db.schema
    .createIndex('player_exclusion_member_idx')
    .on('player_exclusion')
    .columns(['member_id', 'ends_at'])
    .execute();
}
