import { type Kysely, sql } from 'kysely';

/**
 * Seeded banner art is linked as WebP (modules/cdn/raster.ts): a browser draws an SVG picture on
 * its main thread, which held up a phone's home screen. Links to our own /cdn/banners/*.svg move
 * to the .webp of the same picture; an operator's own pictures are left as they are. The .svg
 * addresses keep answering, so going back needs nothing.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const table of ['announcement', 'announcement_text']) {
    await sql`
      UPDATE ${sql.table(table)}
      SET image_url = substr(image_url, 1, length(image_url) - 4) || '.webp'
      WHERE image_url LIKE '/cdn/banners/%.svg'
    `.execute(db);
  }
}

export async function down(): Promise<void> {
  // Both addresses answer: nothing to undo.
}
