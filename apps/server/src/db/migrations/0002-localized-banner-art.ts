import { type Kysely, sql } from 'kysely';

/**
 * Banner art per language: an announcement text may name its own picture (the Urdu banner shows
 * Urdu art). Empty means the announcement's shared image_url. Banners seeded before this drew
 * their art at /cdn/banners/<slug>.svg; they now point each language at <slug>.<lang>.svg.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('announcement_text')
    .addColumn('image_url', 'varchar(512)', (col) => col.notNull().defaultTo(''))
    .execute();
  await sql`
    UPDATE announcement_text
    SET image_url = (
      SELECT replace(a.image_url, '.svg', '.' || lower(announcement_text.language) || '.svg')
      FROM announcement a
      WHERE a.id = announcement_text.announcement_id
    )
    WHERE announcement_id IN (
      SELECT id FROM announcement WHERE image_url LIKE '/cdn/banners/%.svg'
    )
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('announcement_text').dropColumn('image_url').execute();
}
