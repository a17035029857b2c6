/**
 * Game icon addresses carry a version worked out from the drawing's inputs when a list is read
 * (modules/games/catalogue-write.repository.ts), so the stored copy that imports wrote was never
 * read, and went stale whenever the drawing changed. Dropped so nobody reads a stale version.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('game').dropColumn('icon_version').execute();
}

/** Earlier code wrote the column on import and never read it: any value serves it. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('game')
    .addColumn('icon_version', 'varchar(16)', (col) => col.notNull().defaultTo('0000000000'))
    .execute();
}
