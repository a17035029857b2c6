/**
 * Agents' affiliate links (modules/agents/links*): a code of the link's own, accepted by
 * registration like a member's invitation code, placing the new member under the agent with the
 * link's kind (member or agent) and rebate rates (`rates`: JSON {product: basis points}). A
 * deleted link keeps its row (its registrations stay counted) and stops registering. Codes are
 * unique per merchant. Runs on SQLite and PostgreSQL alike.
 */
import { type ColumnDefinitionBuilder, type Kysely, PostgresAdapter } from 'kysely';

const required = (col: ColumnDefinitionBuilder) => col.notNull();

export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema
    .createTable('affiliate_link')
    .addColumn('id', 'integer', (col) =>
      postgres ? col.primaryKey().generatedByDefaultAsIdentity() : col.primaryKey().autoIncrement(),
    )
    .addColumn('merchant_id', 'integer', (col) => col.notNull().references('merchant.id').onDelete('cascade'))
    .addColumn('agent_id', 'integer', (col) => col.notNull().references('member.id').onDelete('cascade'))
    .addColumn('code', 'varchar(16)', required)
    .addColumn('kind', 'varchar(8)', required)
    .addColumn('rates', 'text', required)
    .addColumn('note', 'varchar(64)', (col) => col.notNull().defaultTo(''))
    .addColumn('registrations', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('created_at', 'varchar(32)', required)
    .addColumn('deleted_at', 'varchar(32)')
    .execute();
  await db.schema
    .createIndex('affiliate_link_code_uq')
    .on('affiliate_link')
    .columns(['merchant_id', 'code'])
    .unique()
    .execute();
  await db.schema
    .createIndex('affiliate_link_agent_idx')
    .on('affiliate_link')
    .columns(['agent_id', 'id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('affiliate_link').ifExists().execute();
}
