import { describe, expect, it } from 'vitest';
import { seedCatalogue, seedCategories } from './game-catalogue.ts';

/** Every game of the seed with the vendor it belongs to. */
function seededGames(): { vendor: string; category: string; name: string; nameUr?: string }[] {
  return seedCatalogue().flatMap((file) =>
    file.games.map((game) => ({
      vendor: file.vendor.code,
      category: game.category,
      name: game.name,
      ...(game.nameUr === undefined ? {} : { nameUr: game.nameUr }),
    })),
  );
}

function duplicates(names: readonly string[]): string[] {
  const seen = new Set<string>();
  const twice = new Set<string>();
  for (const name of names) {
    const key = name.trim().toLocaleLowerCase('en');
    if (seen.has(key)) twice.add(name);
    seen.add(key);
  }
  return [...twice];
}

describe('seeded game names', () => {
  // The hot list, the favourites and the search mix every vendor and category in one grid: two
  // different games with one name there cannot be told apart, in either language.
  it('no two seeded games share a name, across vendors and categories (English)', () => {
    expect(duplicates(seededGames().map((game) => game.name))).toEqual([]);
  });

  it('no two seeded games share a name in Urdu either (a game without an Urdu name shows its English one)', () => {
    expect(duplicates(seededGames().map((game) => game.nameUr ?? game.name))).toEqual([]);
  });

  it('the hot games, which home shows side by side, have distinct names', () => {
    const hot = seedCatalogue().flatMap((file) =>
      file.games.filter((game) => game.hot).map((game) => game.name),
    );
    expect(hot.length).toBeGreaterThan(20);
    expect(duplicates(hot)).toEqual([]);
  });

  it('every game keeps a game code unique within its vendor', () => {
    for (const file of seedCatalogue()) {
      const codes = file.games.map((game) => game.gameCode);
      expect(new Set(codes).size, file.vendor.code).toBe(codes.length);
    }
  });
});

describe('seeded categories', () => {
  // The house draws are what a player calls the lottery (spec 2.10: ELOTT launches a lottery), so
  // that category carries the name "Lottery"; the third-party lotto vendors read as lotto.
  it('the house draws (ELOTT) are the Lottery tab, ahead of the third-party lotto vendors (LOTT)', () => {
    const codes = seedCategories.map((category) => category.code);
    const elott = seedCategories.find((category) => category.code === 'ELOTT');
    const lott = seedCategories.find((category) => category.code === 'LOTT');
    expect(elott).toMatchObject({ nameEn: 'Lottery', nameUr: 'لاٹری' });
    expect(lott?.nameEn).not.toBe('Lottery');
    expect(lott?.nameUr).not.toBe('لاٹری');
    expect(codes.indexOf('ELOTT')).toBeLessThan(codes.indexOf('LOTT'));
  });
});
