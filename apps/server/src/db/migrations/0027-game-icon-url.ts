/**
 * The address of a picture an operator uploaded for a game's icon (`/uploads/...` on our server or an
 * https address), or null for the drawn icon. Imports never write it, so an uploaded icon survives a
 * catalogue update.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('game').addColumn('icon_url', 'varchar(512)').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('game').dropColumn('icon_url').execute();
}
