/**
 * The game catalogue of a fresh install (content/game-catalogue.ts). Categories are added when
 * missing; games only when no vendor exists yet, so an operator's imports and changes survive
 * restarts. Runs inside the seed's transaction, in batches.
 */
import type { Transaction } from 'kysely';
import { seedCatalogue, seedCategories } from '../../content/game-catalogue.ts';
import { writeCatalogue } from '../../modules/games/repository.ts';
import type { DatabaseSchema } from '../../db/schema.ts';

export async function seedGames(tx: Transaction<DatabaseSchema>, now: string): Promise<void> {
  await tx
    .insertInto('game_category')
    .values(
      seedCategories.map((category, index) => ({
        code: category.code,
        name_en: category.nameEn,
        name_ur: category.nameUr,
        sort_order: index,
      })),
    )
    .onConflict((conflict) => conflict.column('code').doNothing())
    .execute();
  const anyVendor = await tx.selectFrom('game_vendor').select('id').limit(1).executeTakeFirst();
  if (anyVendor !== undefined) return;
  for (const file of seedCatalogue()) await writeCatalogue(tx, file, now, null);
}
