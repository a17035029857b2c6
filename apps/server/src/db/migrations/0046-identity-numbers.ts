/**
 * Self-exclusion by identity. `identity_document.document_number`: the number an officer read from
 * an identity document when approving it (its key: upper case, letters and digits only), so an
 * identity is "verified" by a person, not typed by the member. `member.id_number` (declared at
 * registration) is kept in the same key form, and existing values are brought to it here.
 * `player_exclusion.via_member_id`: a self-exclusion carried over from another account of the same
 * verified identity (null: the member took it). Both numbers are indexed per merchant, since a
 * registration and an approval each look for a self-excluded member holding the number.
 */
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('identity_document').addColumn('document_number', 'varchar(32)').execute();
  await db.schema
    .createIndex('identity_document_number_idx')
    .on('identity_document')
    .columns(['merchant_id', 'document_number'])
    .execute();
  await sql`update member set id_number = upper(replace(replace(replace(replace(id_number, '-', ''), ' ', ''), '/', ''), '.', '')) where id_number is not null`.execute(
    db,
  );
  await sql`update member set id_number = null where id_number = ''`.execute(db);
  await db.schema
    .createIndex('member_id_number_idx')
    .on('member')
    .columns(['merchant_id', 'id_number'])
    .execute();
  await db.schema
    .alterTable('player_exclusion')
    .addColumn('via_member_id', 'integer', (col) => col.references('member.id').onDelete('set null'))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('player_exclusion').dropColumn('via_member_id').execute();
  await db.schema.dropIndex('member_id_number_idx').execute();
  await db.schema.dropIndex('identity_document_number_idx').execute();
  await db.schema.alterTable('identity_document').dropColumn('document_number').execute();
}
