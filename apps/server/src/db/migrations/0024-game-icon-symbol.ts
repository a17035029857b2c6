/**
 * The emblem an operator chose for a game's drawn icon (icon-symbols.ts), or null for the one its
 * title and category give. Imports never write it, so a chosen emblem survives a catalogue update.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('game').addColumn('icon_symbol', 'varchar(16)').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('game').dropColumn('icon_symbol').execute();
}
