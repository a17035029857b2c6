import type { Browser, Locator, Page } from '@playwright/test';
import { gamesEn } from '../src/features/games/i18n/en.ts';
import { gamesUr } from '../src/features/games/i18n/ur.ts';
import { type Language, preferenceContext, settle } from './support/a11yPass.ts';
import { expect, test } from './support/test.ts';

/**
 * The lobby's game tiles at a 360 px phone, in English and Urdu: a game whose vendor is not
 * connected says so on its tile before the tap (in words, and in the tile's name), every list
 * leads with the games that open, home's hot list starts with the house games, the lobby
 * shows at least nine tiles in its first screen, and every list names a game in the player's
 * language where the catalogue has a name in it (the house dice).
 */
const PHONE = { width: 360, height: 780 };

const TEXTS = {
  en: {
    games: gamesEn,
    hot: 'Hot',
    hotGames: 'Hot games',
    search: 'Search games',
    slots: 'Slots',
    dice: 'Classic Dice',
  },
  ur: {
    games: gamesUr,
    hot: gamesUr.tabs.HOT,
    hotGames: gamesUr.home.hotTitle,
    search: gamesUr.list.search,
    slots: 'سلاٹس',
    dice: 'کلاسک ڈائس',
  },
} as const;

/** A phone in the language and theme, on `path`: the opening steps of every test here. */
async function openPhone(browser: Browser, language: Language, theme: 'light' | 'dark', path: string) {
  const context = await preferenceContext(browser, language, theme);
  const page = await context.newPage();
  await page.setViewportSize(PHONE);
  await page.goto(path);
  return { context, page, texts: TEXTS[language] };
}

/** Types a search on the game list and waits until its first page has replaced the whole list. */
async function searchGames(page: Page, language: Language, words: string, matches: RegExp) {
  const { search } = TEXTS[language];
  await page.getByRole('searchbox', { name: search }).fill(words);
  const results = page.getByRole('list', { name: search, exact: true });
  await expect
    .poll(async () => {
      const shown = await tiles(language, results);
      return shown.length > 0 && shown.every((tile) => matches.test(tile.name));
    })
    .toBe(true);
  return results;
}

/** The tile's accessible name, read back into the game's name and whether it plays now. */
function tileOf(language: Language, label: string): { name: string; playable: boolean } | null {
  const { tile } = TEXTS[language].games;
  const pattern = (template: string) =>
    new RegExp(`^${template.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace('{{game}}', '(.+)')}$`);
  const soon = pattern(tile.playSoon).exec(label);
  if (soon) return { name: soon[1] ?? '', playable: false };
  const play = pattern(tile.play).exec(label);
  return play ? { name: play[1] ?? '', playable: true } : null;
}

/** Every game tile of a list, in order: name, playable, and its visible text. */
async function tiles(language: Language, list: Locator) {
  const labels = await list.locator('li button:not([aria-pressed])').evaluateAll((buttons) =>
    buttons.map((button) => ({
      label: button.getAttribute('aria-label') ?? '',
      text: button.textContent ?? '',
    })),
  );
  return labels.flatMap(({ label, text }) => {
    const tile = tileOf(language, label);
    return tile ? [{ ...tile, text }] : [];
  });
}

function expectPlayableFirst(found: readonly { playable: boolean }[], where: string): void {
  const firstSoon = found.findIndex((tile) => !tile.playable);
  expect(found[0]?.playable, `${where}: first tile plays`).toBe(true);
  expect(firstSoon, `${where}: some tile is not playable yet`).toBeGreaterThan(0);
  expect(
    found.slice(firstSoon).every((tile) => !tile.playable),
    `${where}: no playable tile after one that is not`,
  ).toBe(true);
}

/** Tiles whose play button is wholly on the first screen and not covered by a fixed bar. */
function tilesOnFirstScreen(page: Page, list: Locator): Promise<number> {
  return list.locator('li button:not([aria-pressed])').evaluateAll(
    (buttons) =>
      buttons.filter((button) => {
        const box = button.getBoundingClientRect();
        if (box.top < 0 || box.bottom > window.innerHeight || box.height < 44 || box.width < 44) return false;
        const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
        return hit !== null && button.contains(hit);
      }).length,
  );
}

for (const [language, theme] of [
  ['en', 'light'],
  ['ur', 'dark'],
] as const) {
  test.describe(`game tiles (${language}, ${theme})`, () => {
    test.use({ viewport: PHONE });

    test('the lobby marks games that cannot open yet, leads with those that can, and fills the screen', async ({
      browser,
    }) => {
      const { context, page, texts } = await openPhone(browser, language, theme, '/m/game');
      const hot = page.getByRole('list', { name: texts.hot, exact: true });
      await expect(hot.getByRole('button').first()).toBeVisible();
      await settle(page);

      const found = await tiles(language, hot);
      expect(found.length).toBeGreaterThan(12);
      expectPlayableFirst(found, '/m/game hot');
      // Said in words on the tile itself, before any tap.
      const soon = found.find((tile) => !tile.playable);
      expect(soon?.text).toContain(texts.games.tile.soon);
      const soonTile = hot.getByRole('button', {
        name: texts.games.tile.playSoon.replace('{{game}}', soon?.name ?? ''),
        exact: true,
      });
      await expect(soonTile).toContainText(texts.games.tile.soon);
      const playable = found.find((tile) => tile.playable);
      await expect(
        hot.getByRole('button', {
          name: texts.games.tile.play.replace('{{game}}', playable?.name ?? ''),
          exact: true,
        }),
      ).not.toContainText(texts.games.tile.soon);

      expect(await tilesOnFirstScreen(page, hot)).toBeGreaterThanOrEqual(9);
      await context.close();
    });

    test("home's hot list starts with the house games; search results lead with playable games", async ({
      browser,
    }) => {
      const { context, page, texts } = await openPhone(browser, language, theme, '/m/home');
      const hot = page.getByRole('list', { name: texts.hotGames, exact: true });
      await expect(hot.getByRole('button').first()).toBeVisible();
      const home = await tiles(language, hot);
      expectPlayableFirst(home, 'home hot');

      // A category's providers: the connected ones first, the others marked in words.
      await page.getByRole('tab', { name: texts.slots, exact: true }).click();
      const providers = page.getByRole('list', { name: texts.games.vendors.title });
      const cards = await providers.getByRole('link').evaluateAll((links) =>
        links.map((link) => ({
          text: link.textContent ?? '',
          label: link.getAttribute('aria-label') ?? '',
        })),
      );
      const marked = cards.map((card) => card.text.includes(texts.games.tile.soon));
      expect(marked[0]).toBe(false);
      expect(marked.indexOf(true)).toBeGreaterThan(0);
      expect(marked.slice(marked.indexOf(true)).every(Boolean)).toBe(true);
      for (const card of cards.filter((_, index) => marked[index]))
        expect(card.label).toContain(texts.games.tile.soon.toLocaleLowerCase());

      await page.goto('/m/gameList');
      const results = await searchGames(page, language, 'golden', /golden/i);
      const found = await tiles(language, results);
      expect(found.length).toBeGreaterThan(5);
      expectPlayableFirst(found, 'search golden');
      await context.close();
    });

    test("every list names the house dice in the player's language, as its game frame does", async ({
      browser,
    }) => {
      const { context, page, texts } = await openPhone(browser, language, theme, '/m/home');
      const play = texts.games.tile.play.replace('{{game}}', texts.dice);
      const dice = (list: Locator) => list.getByRole('button', { name: play, exact: true });
      // Home's hot list, the lobby's hot tab, the full hot list and a search by the English word.
      await expect(dice(page.getByRole('list', { name: texts.hotGames, exact: true }))).toBeVisible();
      await page.goto('/m/game');
      await expect(dice(page.getByRole('list', { name: texts.hot, exact: true }))).toBeVisible();
      await page.goto('/m/gameList?type=hot');
      await expect(dice(page.getByRole('list', { name: texts.search, exact: true }))).toBeVisible();
      await page.goto('/m/gameList');
      const results = await searchGames(page, language, 'classic dice', new RegExp(texts.dice));
      await expect(dice(results)).toBeVisible();
      // No English name left over beside the Urdu one.
      if (language === 'ur') await expect(page.getByText(TEXTS.en.dice)).toHaveCount(0);
      await context.close();
    });
  });
}
