/**
 * The catalogue a fresh install starts with: 16 vendors and a little over 1,000 games across every
 * category that holds games. No third-party vendor can be reached from here, so vendors and titles
 * are OpenLobby's own inventions, built from word lists that read like real lobby titles
 * (game-catalogue-titles.ts) by the generators of game-catalogue-builders.ts, vendor by vendor
 * (game-catalogue-vendors.ts). A fixed pseudo-random sequence picks the combinations, so every
 * install seeds the same catalogue.
 */
import type { GameHoldingCategory } from '@openlobby/contract';
import type { CatalogueFile } from '../modules/games/catalogue-file.ts';
import { random } from './game-catalogue-builders.ts';
import { URDU_NAMES, withDistinctNames } from './game-catalogue-names.ts';
import { VENDORS } from './game-catalogue-vendors.ts';

/** Every few games of each vendor is hot, so HOT mixes vendors and categories. */
const HOT_EVERY = 17;

/**
 * Complete files (defaults filled in), so the seed needs no parsing on every fresh database;
 * games.test.ts checks each against the catalogue schema instead.
 */
export function seedCatalogue(): CatalogueFile[] {
  const generated = withDistinctNames(
    VENDORS,
    VENDORS.map((plan, vendorIndex) => plan.games(random(0x0be11 + vendorIndex * 7919))),
  );
  return VENDORS.map((plan, vendorIndex) => {
    const games = (generated[vendorIndex] ?? []).map((game, index) => {
      const nameUr = URDU_NAMES[game.name];
      return {
        minLine: 1,
        supportPlay: false,
        showIcon: true,
        enabled: true,
        ...game,
        ...(nameUr === undefined ? {} : { nameUr }),
        hot: game.hot ?? index % HOT_EVERY === 3,
        sortOrder: index,
      };
    });
    return {
      vendor: {
        code: plan.code,
        name: plan.name,
        sortOrder: vendorIndex,
        categories: plan.categories.map((category) => ({
          category,
          displayName: plan.name,
          accountTypeName: `${plan.code}_${category}`,
        })),
      },
      games,
    };
  });
}

/** Lobby order and names of the categories (labels in English and Urdu). */
export const seedCategories: readonly {
  code: GameHoldingCategory;
  nameEn: string;
  nameUr: string;
}[] = [
  { code: 'RNG', nameEn: 'Slots', nameUr: 'سلاٹس' },
  { code: 'LIVE', nameEn: 'Live Casino', nameUr: 'لائیو کیسینو' },
  { code: 'FISH', nameEn: 'Fishing', nameUr: 'مچھلی کا شکار' },
  { code: 'PVP', nameEn: 'Cards', nameUr: 'کارڈز' },
  // The house draws (ELOTT) are what a player calls the lottery, and spec 2.10 has that tab launch
  // one; the third-party vendors' regional draws (LOTT) open their own lobby and read as lotto.
  { code: 'ELOTT', nameEn: 'Lottery', nameUr: 'لاٹری' },
  { code: 'LOTT', nameEn: 'Lotto', nameUr: 'لوٹو' },
  { code: 'SPORTS', nameEn: 'Sports', nameUr: 'کھیل' },
  { code: 'ESPORTS', nameEn: 'E-Sports', nameUr: 'ای اسپورٹس' },
  { code: 'LIVESTREAM', nameEn: 'Live Shows', nameUr: 'لائیو شوز' },
];
