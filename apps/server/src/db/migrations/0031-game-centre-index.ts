/**
 * The game centre's collections of one category. New lists its games most recently added first
 * (catalogue id, descending), alone or for one vendor; Hot lists its hot games in hot order. The
 * list indexes of 0005 order by (sort_order, id) and keep hot games of every category together, so
 * without these a page of New would sort the whole category and a page of Hot its hot games.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('game_list_new_idx')
    .on('game')
    .columns(['category', 'enabled', 'id'])
    .execute();
  await db.schema
    .createIndex('game_list_new_vendor_idx')
    .on('game')
    .columns(['vendor_id', 'category', 'enabled', 'id'])
    .execute();
  await db.schema
    .createIndex('game_list_hot_category_idx')
    .on('game')
    .columns(['category', 'hot', 'enabled', 'hot_order', 'id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('game_list_hot_category_idx').execute();
  await db.schema.dropIndex('game_list_new_vendor_idx').execute();
  await db.schema.dropIndex('game_list_new_idx').execute();
}
