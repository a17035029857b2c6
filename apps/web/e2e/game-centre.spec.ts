import type { Page } from '@playwright/test';
import { gamesEn } from '../src/features/games/i18n/en.ts';
import { gamesUr } from '../src/features/games/i18n/ur.ts';
import { shellTexts } from './support/a11yPass.ts';
import { startAccountsServer } from './support/accounts.ts';
import { storeLook } from './support/language.ts';
import { E2E_PORT, type ExtraServer } from './support/server.ts';
import { expect, restingPage, test } from './support/test.ts';
import { logIn } from './support/wallet.ts';

/**
 * The slots centre and game centre at a phone (390 x 844) against the real server and catalogue,
 * in English light and Urdu dark: a member narrows the slots to one provider, searches a game,
 * launches it into the full-screen frame and closes it; the game centre switches category.
 */
const TEXTS = {
  EN: { games: gamesEn, fishing: 'Fishing', slots: 'Slots' },
  UR: { games: gamesUr, fishing: 'مچھلی کا شکار', slots: 'سلاٹس' },
} as const;

/** A playable tile's label ("Play {{game}}") as a pattern whose group is the game's name. */
function playPattern(template: string): RegExp {
  const escaped = template.replace(/[.*+?^$()|[\]\\]/g, '\\$&');
  return new RegExp(`^${escaped.replace('{{game}}', '(.+)')}$`);
}

test.describe('a member in the game centres', () => {
  test.describe.configure({ mode: 'serial' });
  let server: ExtraServer;
  let page: Page;

  test.beforeAll(async ({ browser }) => {
    // The login's human check needs the test challenges of an accounts server (next to E2E_PORT).
    server = await startAccountsServer(E2E_PORT + 223);
    page = await restingPage(browser);
    await page.setViewportSize({ width: 390, height: 844 });
    await logIn(page, server.baseUrl);
  });

  test.afterAll(async () => {
    await page?.context().close();
    await server?.stop();
  });

  for (const [language, theme] of [
    ['EN', 'light'],
    ['UR', 'dark'],
  ] as const) {
    test(`slots centre in ${language}: a provider, a search, a launch`, async () => {
      const { games } = TEXTS[language];
      const play = playPattern(games.tile.play);
      await storeLook(page, language, theme);
      await page.goto(`${server.baseUrl}/m/slotsCenter`);
      await expect(page.locator('html')).toHaveAttribute('dir', language === 'UR' ? 'rtl' : 'ltr');
      // Spec 2.2: no bottom menu here.
      const mainMenu = shellTexts(language === 'EN' ? 'en' : 'ur').bottomMenu.label;
      await expect(page.getByRole('navigation', { name: mainMenu })).toHaveCount(0);

      const providers = page.getByRole('group', { name: games.centre.vendors });
      await expect(providers).toBeVisible();
      // The provider row scrolls within itself: the page never grows sideways on a phone.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      await expect(providers.getByRole('button', { name: games.centre.allVendors })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
      const grid = page.getByRole('list', { name: games.centre.collection.all });
      await expect(grid.getByRole('button', { name: play }).first()).toBeVisible();
      const count = page.locator('.games-list__count');
      const allCount = await count.textContent();

      // The first provider (the house slots, which open now): the grid narrows to it.
      const provider = providers.getByRole('button').nth(1);
      await provider.click();
      await expect(provider).toHaveAttribute('aria-pressed', 'true');
      await expect(page).toHaveURL(/[?&]vendor=[A-Z0-9_]+/);
      await expect(count).not.toHaveText(allCount ?? '');

      // Search the first game by its name: the server answers with it.
      const first = grid.getByRole('button', { name: play }).first();
      const name = play.exec((await first.getAttribute('aria-label')) ?? '')?.[1] ?? '';
      expect(name).not.toBe('');
      await page.getByRole('searchbox', { name: games.centre.searchSlots }).fill(name);
      const found = grid.getByRole('button', {
        name: games.tile.play.replace('{{game}}', name),
        exact: true,
      });
      await expect(found).toBeVisible();
      await expect(count).toHaveText(new RegExp(language === 'EN' ? '^\\d+ games?$' : '^\\d+ گیمز?$'));

      // The same launch as every tile: the house studio's page opens in the full-screen frame.
      await found.click();
      const frame = page.getByRole('dialog', { name });
      await expect(frame.locator('iframe')).toBeVisible();
      await expect(frame.frameLocator('iframe').getByRole('heading', { level: 1, name })).toBeVisible();
      await frame.getByRole('button', { name: games.frame.close.replace('{{game}}', name) }).click();
      await expect(frame).toHaveCount(0);
    });

    test(`game centre in ${language}: categories as tabs, each with its own games`, async () => {
      const { games, fishing, slots } = TEXTS[language];
      await storeLook(page, language, theme);
      await page.goto(`${server.baseUrl}/m/gameCenter`);
      // The game centre keeps the bottom menu.
      const mainMenu = shellTexts(language === 'EN' ? 'en' : 'ur').bottomMenu.label;
      await expect(page.getByRole('navigation', { name: mainMenu })).toBeVisible();
      const tabs = page.getByRole('tablist');
      await expect(tabs.getByRole('tab', { name: slots, exact: true })).toHaveAttribute(
        'aria-selected',
        'true',
      );
      await tabs.getByRole('tab', { name: fishing, exact: true }).click();
      await expect(page).toHaveURL(/[?&]gameType=FISH/);
      // The fishing vendors are not connected in the seed: their tiles say so, and still list.
      const grid = page.getByRole('list', { name: fishing });
      await expect(grid.getByRole('listitem').first()).toBeVisible();
      await expect(page.getByRole('group', { name: games.centre.vendors })).toBeVisible();
      // A search that matches nothing says so in the player's language.
      await page.getByRole('searchbox', { name: games.centre.search }).fill('zzzqqq');
      await expect(page.getByText(games.centre.noMatch.replace('{{search}}', 'zzzqqq'))).toBeVisible();
    });
  }
});
