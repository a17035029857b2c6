/**
 * Names of the seeded games: Urdu names of a few well-known titles, and one name per game across
 * every vendor.
 */
import { GameCategory } from '@openlobby/contract';
import { type SeedGame, type VendorPlan, slug } from './game-catalogue-builders.ts';
import { SLOT_ADJECTIVES, SLOT_NOUNS } from './game-catalogue-titles.ts';

/** Urdu names for a handful of well-known titles (the rest show in English). */
export const URDU_NAMES: Readonly<Record<string, string>> = {
  Cricket: 'کرکٹ',
  Football: 'فٹ بال',
  'Teen Patti Bronze Room': 'تین پتی کانسی کمرہ',
  'Teen Patti Silver Room': 'تین پتی چاندی کمرہ',
  'Ludo Club Bronze Room': 'لوڈو کلب کانسی کمرہ',
  'Ludo Club Silver Room': 'لوڈو کلب چاندی کمرہ',
  'Virtual Cricket': 'ورچوئل کرکٹ',
  'Andar Bahar': 'اندر باہر',
};

const nameKey = (name: string): string => name.toLocaleLowerCase('en');

/**
 * Vendors draw their titles from the same word lists, so two vendors could offer two different
 * games under one name, and the hot list and favourites, which mix vendors, would show them side
 * by side. A title an earlier vendor already has is replaced: a slot by the first adjective and
 * noun pair nobody uses, any other game by the vendor's brand before the title. Earlier vendors
 * keep every title, so the house games' names never change.
 */
export function withDistinctNames(
  plans: readonly VendorPlan[],
  generated: readonly SeedGame[][],
): SeedGame[][] {
  const everyTitle = new Set(generated.flat().map((game) => nameKey(game.name)));
  const taken = new Set<string>();
  const unusedPairs = SLOT_ADJECTIVES.flatMap((adjective) =>
    SLOT_NOUNS.map((noun) => `${adjective} ${noun}`),
  ).filter((pair) => !everyTitle.has(nameKey(pair)));
  const freshPairs = unusedPairs.values();
  return generated.map((games, vendorIndex) =>
    games.map((game) => {
      let name = game.name;
      if (taken.has(nameKey(name))) {
        const brand = plans[vendorIndex]?.brand;
        if (game.category === GameCategory.RNG || brand === undefined) {
          const pair = freshPairs.next();
          if (pair.done === true) throw new Error('the slot word lists ran out of unused titles');
          name = pair.value;
        } else name = `${brand} ${game.name}`;
      }
      if (taken.has(nameKey(name))) throw new Error(`seeded game name used twice: ${name}`);
      taken.add(nameKey(name));
      return name === game.name ? game : { ...game, name, gameCode: slug(name) };
    }),
  );
}
