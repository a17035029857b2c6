import { type ColumnDefinitionBuilder, type Kysely, PostgresAdapter } from 'kysely';

/** SQLite wants AUTOINCREMENT, PostgreSQL an identity column; everything else is shared. */
function identity(db: Kysely<unknown>) {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  return (col: ColumnDefinitionBuilder) =>
    postgres ? col.primaryKey().generatedByDefaultAsIdentity() : col.primaryKey().autoIncrement();
}

const merchantRef = (col: ColumnDefinitionBuilder) =>
  col.notNull().references('merchant.id').onDelete('cascade');

export async function up(db: Kysely<unknown>): Promise<void> {
  const id = identity(db);

  await db.schema
    .createTable('merchant')
    .addColumn('id', 'integer', id)
    .addColumn('code', 'varchar(32)', (col) => col.notNull().unique())
    .addColumn('name', 'varchar(128)', (col) => col.notNull())
    .addColumn('currency_code', 'varchar(8)', (col) => col.notNull())
    .addColumn('currency_symbol', 'varchar(8)', (col) => col.notNull())
    .addColumn('decimal_separator', 'varchar(4)', (col) => col.notNull())
    .addColumn('group_separator', 'varchar(4)', (col) => col.notNull())
    .addColumn('currency_pattern', 'varchar(32)', (col) => col.notNull())
    .addColumn('currency_scale', 'integer', (col) => col.notNull())
    .addColumn('maintenance', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('whitelabel_flag')
    .addColumn('merchant_id', 'integer', merchantRef)
    .addColumn('flag', 'varchar(64)', (col) => col.notNull())
    .addColumn('enabled', 'integer', (col) => col.notNull())
    .addPrimaryKeyConstraint('whitelabel_flag_pk', ['merchant_id', 'flag'])
    .execute();

  await db.schema
    .createTable('template_setting')
    .addColumn('merchant_id', 'integer', merchantRef)
    .addColumn('name', 'varchar(64)', (col) => col.notNull())
    .addColumn('version', 'integer', (col) => col.notNull())
    .addPrimaryKeyConstraint('template_setting_pk', ['merchant_id', 'name'])
    .execute();

  await db.schema
    .createTable('announcement')
    .addColumn('id', 'integer', id)
    .addColumn('merchant_id', 'integer', merchantRef)
    .addColumn('type', 'varchar(4)', (col) => col.notNull())
    .addColumn('group_name', 'varchar(64)', (col) => col.notNull().defaultTo(''))
    .addColumn('image_url', 'varchar(512)', (col) => col.notNull().defaultTo(''))
    .addColumn('link', 'varchar(512)', (col) => col.notNull().defaultTo(''))
    .addColumn('promotion_type', 'varchar(64)')
    .addColumn('execution', 'varchar(4)')
    .addColumn('sort_order', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('starts_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('ends_at', 'varchar(32)')
    .execute();
  await db.schema
    .createIndex('announcement_merchant_type_idx')
    .on('announcement')
    .columns(['merchant_id', 'type', 'sort_order'])
    .execute();

  await db.schema
    .createTable('announcement_text')
    .addColumn('announcement_id', 'integer', (col) =>
      col.notNull().references('announcement.id').onDelete('cascade'),
    )
    .addColumn('language', 'varchar(8)', (col) => col.notNull())
    .addColumn('title', 'varchar(256)', (col) => col.notNull())
    .addColumn('content', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('announcement_text_pk', ['announcement_id', 'language'])
    .execute();

  await db.schema
    .createTable('help_item')
    .addColumn('id', 'integer', id)
    .addColumn('merchant_id', 'integer', merchantRef)
    .addColumn('parent_id', 'integer', (col) => col.references('help_item.id').onDelete('cascade'))
    .addColumn('sort_order', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createIndex('help_item_merchant_idx')
    .on('help_item')
    .columns(['merchant_id', 'sort_order'])
    .execute();

  await db.schema
    .createTable('help_item_text')
    .addColumn('help_item_id', 'integer', (col) =>
      col.notNull().references('help_item.id').onDelete('cascade'),
    )
    .addColumn('language', 'varchar(8)', (col) => col.notNull())
    .addColumn('title', 'varchar(256)', (col) => col.notNull())
    .addColumn('content', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('help_item_text_pk', ['help_item_id', 'language'])
    .execute();

  await db.schema
    .createTable('customer_service')
    .addColumn('id', 'integer', id)
    .addColumn('merchant_id', 'integer', merchantRef)
    .addColumn('cs_type', 'varchar(16)', (col) => col.notNull())
    .addColumn('path', 'varchar(1024)', (col) => col.notNull())
    .addColumn('path_encrypted', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('sort_order', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();

  await db.schema
    .createTable('download_link')
    .addColumn('id', 'integer', id)
    .addColumn('merchant_id', 'integer', merchantRef)
    .addColumn('resource_type', 'varchar(32)', (col) => col.notNull())
    .addColumn('url', 'varchar(1024)', (col) => col.notNull())
    .addColumn('sort_order', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();

  await db.schema
    .createTable('live_model')
    .addColumn('id', 'integer', id)
    .addColumn('merchant_id', 'integer', merchantRef)
    .addColumn('name', 'varchar(128)', (col) => col.notNull())
    .addColumn('avatar_url', 'varchar(512)', (col) => col.notNull())
    .addColumn('streaming', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();

  await db.schema
    .createTable('country')
    .addColumn('code', 'varchar(4)', (col) => col.primaryKey())
    .addColumn('dialing_code', 'varchar(8)', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('country_name')
    .addColumn('country_code', 'varchar(4)', (col) =>
      col.notNull().references('country.code').onDelete('cascade'),
    )
    .addColumn('language', 'varchar(8)', (col) => col.notNull())
    .addColumn('name', 'varchar(128)', (col) => col.notNull())
    .addPrimaryKeyConstraint('country_name_pk', ['country_code', 'language'])
    .execute();

  await db.schema
    .createTable('merchant_host')
    .addColumn('id', 'integer', id)
    .addColumn('merchant_id', 'integer', merchantRef)
    .addColumn('kind', 'varchar(32)', (col) => col.notNull())
    .addColumn('address', 'varchar(512)', (col) => col.notNull())
    .addColumn('sort_order', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();

  await db.schema
    .createTable('audit_log')
    .addColumn('id', 'integer', id)
    .addColumn('occurred_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('actor', 'varchar(128)', (col) => col.notNull())
    .addColumn('action', 'varchar(64)', (col) => col.notNull())
    .addColumn('merchant_id', 'integer', (col) => col.references('merchant.id').onDelete('set null'))
    .addColumn('detail', 'text', (col) => col.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'audit_log',
    'merchant_host',
    'country_name',
    'country',
    'live_model',
    'download_link',
    'customer_service',
    'help_item_text',
    'help_item',
    'announcement_text',
    'announcement',
    'template_setting',
    'whitelabel_flag',
    'merchant',
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
