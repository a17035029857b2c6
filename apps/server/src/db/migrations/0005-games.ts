/**
 * Game catalogue: vendors, categories, the vendors of each category, games, search words,
 * favourites and recent games. Runs on SQLite and PostgreSQL alike.
 *
 * Every list reads one index in its own order, so a page costs the same on 100 or 100,000 games:
 * (category, enabled, sort_order, id) for a category tab, (vendor_id, category, enabled, sort_order,
 * id) for a vendor's games, (enabled, sort_order, id) for ALL and (hot, enabled, hot_order, id) for
 * hot games. Name search uses game_word, one row per lower-cased word of a game's English name,
 * matched by prefix as a range on its primary key: "drag" finds "Golden Dragon". A range (not LIKE)
 * because SQLite's LIKE only uses an index under NOCASE collation and PostgreSQL's only under the C
 * collation; the word column is byte-ordered on both (SQLite BINARY, PostgreSQL COLLATE "C"), so the
 * same range means the same on both. FTS5 was not used: PostgreSQL has no FTS5, and prefix search
 * on words is what a lobby search box needs.
 */
import { type ColumnDefinitionBuilder, type Kysely, PostgresAdapter, sql } from 'kysely';

function isPostgres(db: Kysely<unknown>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = isPostgres(db);
  const id = (col: ColumnDefinitionBuilder) =>
    postgres ? col.primaryKey().generatedByDefaultAsIdentity() : col.primaryKey().autoIncrement();
  const flag = (col: ColumnDefinitionBuilder) => col.notNull().defaultTo(1);

  await db.schema
    .createTable('game_vendor')
    .addColumn('id', 'integer', id)
    .addColumn('code', 'varchar(32)', (col) => col.notNull().unique())
    .addColumn('name', 'varchar(64)', (col) => col.notNull())
    .addColumn('enabled', 'integer', flag)
    .addColumn('sort_order', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('game_category')
    .addColumn('code', 'varchar(16)', (col) => col.primaryKey())
    .addColumn('name_en', 'varchar(64)', (col) => col.notNull())
    .addColumn('name_ur', 'varchar(64)', (col) => col.notNull())
    .addColumn('sort_order', 'integer', (col) => col.notNull())
    .addColumn('enabled', 'integer', flag)
    .execute();

  // spec 3: vendorNames per category, each with accountTypeName, displayName and vendor.
  await db.schema
    .createTable('game_category_vendor')
    .addColumn('category', 'varchar(16)', (col) =>
      col.notNull().references('game_category.code').onDelete('cascade'),
    )
    .addColumn('vendor_id', 'integer', (col) =>
      col.notNull().references('game_vendor.id').onDelete('cascade'),
    )
    .addColumn('account_type_name', 'varchar(64)', (col) => col.notNull())
    .addColumn('display_name', 'varchar(64)', (col) => col.notNull())
    .addColumn('sort_order', 'integer', (col) => col.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('game_category_vendor_pk', ['category', 'vendor_id'])
    .execute();

  await db.schema
    .createTable('game')
    .addColumn('id', 'integer', id)
    .addColumn('vendor_id', 'integer', (col) =>
      col.notNull().references('game_vendor.id').onDelete('cascade'),
    )
    .addColumn('category', 'varchar(16)', (col) => col.notNull().references('game_category.code'))
    .addColumn('game_code', 'varchar(64)', (col) => col.notNull())
    .addColumn('name_en', 'varchar(128)', (col) => col.notNull())
    .addColumn('name_ur', 'varchar(128)')
    .addColumn('room_id', 'varchar(64)')
    .addColumn('support_play', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('lotto_mode', 'varchar(16)')
    .addColumn('game_group_id', 'integer')
    .addColumn('show_icon', 'integer', flag)
    .addColumn('game_classify', 'varchar(32)')
    // Minor units at GAME_MONEY_SCALE.
    .addColumn('min_bet_minor', 'bigint', (col) => col.notNull())
    .addColumn('min_line', 'integer', (col) => col.notNull().defaultTo(1))
    .addColumn('sort_order', 'integer', (col) => col.notNull())
    .addColumn('hot', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('hot_order', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('enabled', 'integer', flag)
    // Changes with the icon's art (name, vendor), so icon addresses can be cached for ever.
    .addColumn('icon_version', 'varchar(16)', (col) => col.notNull())
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('updated_at', 'varchar(32)', (col) => col.notNull())
    .addUniqueConstraint('game_vendor_code_unique', ['vendor_id', 'game_code'])
    .execute();
  await db.schema
    .createIndex('game_list_all_idx')
    .on('game')
    .columns(['enabled', 'sort_order', 'id'])
    .execute();
  await db.schema
    .createIndex('game_list_category_idx')
    .on('game')
    .columns(['category', 'enabled', 'sort_order', 'id'])
    .execute();
  await db.schema
    .createIndex('game_list_vendor_idx')
    .on('game')
    .columns(['vendor_id', 'category', 'enabled', 'sort_order', 'id'])
    .execute();
  await db.schema
    .createIndex('game_list_hot_idx')
    .on('game')
    .columns(['hot', 'enabled', 'hot_order', 'id'])
    .execute();

  await db.schema
    .createTable('game_word')
    .addColumn('word', 'varchar(64)', (col) =>
      postgres ? col.notNull().modifyEnd(sql`collate "C"`) : col.notNull(),
    )
    .addColumn('game_id', 'integer', (col) => col.notNull().references('game.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('game_word_pk', ['word', 'game_id'])
    .execute();
  await db.schema.createIndex('game_word_game_idx').on('game_word').column('game_id').execute();

  await db.schema
    .createTable('favourite_game')
    .addColumn('member_id', 'integer', (col) => col.notNull().references('member.id').onDelete('cascade'))
    .addColumn('game_id', 'integer', (col) => col.notNull().references('game.id').onDelete('cascade'))
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    // Per-member order of adding: timestamps tie within a millisecond, a counter never does.
    .addColumn('seq', 'integer', (col) => col.notNull())
    .addPrimaryKeyConstraint('favourite_game_pk', ['member_id', 'game_id'])
    .execute();
  await db.schema
    .createIndex('favourite_game_member_idx')
    .on('favourite_game')
    .columns(['member_id', 'seq'])
    .execute();
  await db.schema.createIndex('favourite_game_game_idx').on('favourite_game').column('game_id').execute();

  await db.schema
    .createTable('recent_game')
    .addColumn('member_id', 'integer', (col) => col.notNull().references('member.id').onDelete('cascade'))
    .addColumn('game_id', 'integer', (col) => col.notNull().references('game.id').onDelete('cascade'))
    .addColumn('played_at', 'varchar(32)', (col) => col.notNull())
    // Per-member order of play (see favourite_game.seq).
    .addColumn('seq', 'integer', (col) => col.notNull())
    .addPrimaryKeyConstraint('recent_game_pk', ['member_id', 'game_id'])
    .execute();
  await db.schema
    .createIndex('recent_game_member_idx')
    .on('recent_game')
    .columns(['member_id', 'seq'])
    .execute();
  await db.schema.createIndex('recent_game_game_idx').on('recent_game').column('game_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'recent_game',
    'favourite_game',
    'game_word',
    'game',
    'game_category_vendor',
    'game_category',
    'game_vendor',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
