import type { Page } from '@playwright/test';
import { expect, restingPage, test } from './support/test.ts';
import { startAccountsServer } from './support/accounts.ts';
import { E2E_PORT, type ExtraServer } from './support/server.ts';
import { logIn } from './support/wallet.ts';
import { expectLaidOut } from './support/a11yLayout.ts';
import { startIn } from './support/language.ts';

/**
 * The lobby at the phone viewport against the production build: a guest browses home's
 * tabs and the lobby, opens a game list, searches, scrolls for more and is sent to login by a
 * launch or a star; a member keeps a favourite, finds it in 'my collection' and the favourites
 * list, removes it, and launches a game into the full-screen frame and back.
 */
function gameCategories(page: Page) {
  return page.getByRole('tablist', { name: 'Game categories' });
}

test.describe('a guest', () => {
  test('browses home tabs and is sent to login by a launch and by a star', async ({ page }) => {
    await page.goto('/m/home');
    const tabs = gameCategories(page);
    await expect(tabs.getByRole('tab', { name: 'Hot' })).toHaveAttribute('aria-selected', 'true');
    const hot = page.getByRole('list', { name: 'Hot games' });
    await expect(hot.getByRole('button', { name: /^Play / }).first()).toBeVisible();
    // 'My collection' is for members only.
    await expect(page.getByRole('heading', { name: 'My collection' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'More hot games' })).toHaveAttribute(
      'href',
      '/m/gameList?type=hot',
    );

    await tabs.getByRole('tab', { name: 'Slots' }).click();
    await expect(tabs.getByRole('tab', { name: 'Slots' })).toHaveAttribute('aria-selected', 'true');
    const providers = page.getByRole('list', { name: 'Game providers' });
    await expect(providers.getByRole('link', { name: 'Open OpenLobby Slots' })).toBeVisible();
    await tabs.getByRole('tab', { name: 'Live Casino' }).click();
    await expect(providers.getByRole('link', { name: 'Open Velvet Live' })).toBeVisible();

    await tabs.getByRole('tab', { name: 'Hot' }).click();
    await hot
      .getByRole('button', { name: /^Add .* to favourites$/ })
      .first()
      .click();
    await expect(page).toHaveURL(/\/m\/login$/);
    await page.goBack();
    await gameCategories(page).getByRole('tab', { name: 'Hot' }).click();
    await page
      .getByRole('list', { name: 'Hot games' })
      .getByRole('button', { name: /^Play / })
      .first()
      .click();
    // A guest logs in first, told why and brought back afterwards (guest-flows.spec).
    await expect(page).toHaveURL(/\/m\/login\?reason=play&next=/);
  });

  test('browses the lobby: categories, vendor lists with hot games, promotions', async ({ page }) => {
    await page.goto('/m/game');
    const menu = page.getByRole('navigation', { name: 'Categories' });
    await expect(menu.getByRole('tab', { name: 'Hot' })).toHaveAttribute('aria-selected', 'true');
    await expect(
      page
        .getByRole('list', { name: 'Hot' })
        .getByRole('button', { name: /^Play / })
        .first(),
    ).toBeVisible();

    await menu.getByRole('tab', { name: 'Slots' }).click();
    await expect(page.getByRole('heading', { name: 'OpenLobby Slots' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'All OpenLobby Slots games' })).toBeVisible();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);

    await menu.getByRole('tab', { name: 'Sports', exact: true }).click();
    await expect(page.getByRole('list', { name: 'Game providers' }).getByRole('link').first()).toBeVisible();

    await menu.getByRole('tab', { name: 'Favourites' }).click();
    await expect(page.getByText('Log in to see your favourite games.')).toBeVisible();

    await menu.getByRole('tab', { name: 'Promotions' }).click();
    await expect(page).toHaveURL(/\/m\/activity$/);
  });

  test('opens a game list, searches and finds a game, scrolls to load more', async ({ page }) => {
    await page.goto('/m/game');
    await page.getByRole('navigation', { name: 'Categories' }).getByRole('tab', { name: 'Slots' }).click();
    await page.getByRole('link', { name: 'All OpenLobby Slots games' }).click();
    await expect(page).toHaveURL(/\/m\/gameList\?gameType=RNG&vassalage=OLS$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Game list' })).toBeVisible();
    await expect(page.getByText('190 games')).toBeVisible();
    const list = page.getByRole('list', { name: 'Search games' });
    const plays = list.getByRole('button', { name: /^Play / });
    await expect(plays).toHaveCount(25);

    // Near the bottom, the next page is asked for and appended.
    const second = page.waitForResponse((response) => response.url().includes('pageNo=2'));
    await page.mouse.wheel(0, 20_000);
    await second;
    await expect(plays.nth(25)).toBeAttached();

    // Search by a word of a game seen in the list: a new search starts again at page 1.
    await page.evaluate(() => window.scrollTo(0, 0));
    const name = (await plays.first().getAttribute('aria-label'))?.replace(/^Play /, '') ?? '';
    await page.getByRole('searchbox', { name: 'Search games' }).fill(name);
    await expect(list.getByRole('button', { name: `Play ${name}`, exact: true })).toBeVisible();
    await expect(plays).not.toHaveCount(25);

    await list.getByRole('button', { name: `Play ${name}`, exact: true }).click();
    // A guest logs in first, told why and brought back afterwards (guest-flows.spec).
    await expect(page).toHaveURL(/\/m\/login\?reason=play&next=/);
  });

  test('the lottery frame shows the lottery without a token in its address, says when it is not available, and closes', async ({
    page,
  }) => {
    await page.goto('/m/launchGame?playType=trad&gameId=1');
    const frame = page.getByTitle('Lottery');
    await expect(frame).toBeVisible();
    expect(await frame.getAttribute('src')).not.toContain('token');
    await page.getByRole('button', { name: 'Close the lottery' }).click();
    await expect(page).toHaveURL(/\/m\/lottery$/);
    // A lottery page that does not answer (the network fails on the way) shows a translated state
    // instead of a broken frame.
    await page.route('**/lottery/?*', (route) => route.abort('connectionrefused'));
    await page.goto('/m/launchGame?playType=trad&gameId=1&pageBack=home');
    await expect(page.getByRole('heading', { name: 'The lottery is not available yet' })).toBeVisible();
    await page.getByRole('button', { name: 'Close the lottery' }).click();
    await expect(page).toHaveURL(/\/m\/home$/);
  });
});

test.describe('a member', () => {
  test.describe.configure({ mode: 'serial' });
  let server: ExtraServer;
  let page: Page;

  test.beforeAll(async ({ browser }) => {
    // The login's human check needs the test challenges of an accounts server (next to E2E_PORT).
    server = await startAccountsServer(E2E_PORT + 1);
    page = await restingPage(browser);
    await logIn(page, server.baseUrl);
  });

  test.afterAll(async () => {
    await page?.context().close();
    await server?.stop();
  });

  test('favourites a game, finds it in my collection and the favourites list, removes it', async () => {
    const collection = page.getByRole('region', { name: 'My collection' });
    await expect(collection.getByText('Tap the star on a game to keep it here.')).toBeVisible();
    const hot = page.getByRole('list', { name: 'Hot games' });
    const star = hot.getByRole('button', { name: /^Add .* to favourites$/ }).first();
    const name = ((await star.getAttribute('aria-label')) ?? '').replace(/^Add (.*) to favourites$/, '$1');
    await star.click();
    await expect(page.getByRole('status').getByText('Changes saved')).toBeVisible();
    await expect(hot.getByRole('button', { name: `Remove ${name} from favourites` })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(collection.getByRole('button', { name: `Play ${name}`, exact: true })).toBeVisible();

    await collection.getByRole('link', { name: 'More of my collection' }).click();
    await expect(page).toHaveURL(/\/m\/gameList\?type=fav$/);
    // The router keeps home on screen until the list's chunk has arrived.
    await expect(page.getByRole('heading', { level: 1, name: 'My collection' })).toBeVisible();
    await expect(page.getByRole('button', { name: `Play ${name}`, exact: true })).toBeVisible();
    await page.getByRole('button', { name: `Remove ${name} from favourites` }).click();
    await expect(page.getByRole('status').getByText('Changes saved')).toBeVisible();
    await expect(page.getByText('You have no favourite games yet.')).toBeVisible();
  });

  test('launches a game: the frame opens full screen and closes back to the balance', async () => {
    await page.goto(`${server.baseUrl}/m/home`);
    await gameCategories(page).getByRole('tab', { name: 'Hot' }).click();
    const slot = page
      .getByRole('list', { name: 'Hot games' })
      .getByRole('button', { name: /^Play / })
      .first();
    // The first hot game is a house slot (OLS): its page is served by our own studio.
    const gamePage = page.waitForResponse((response) => response.url().includes('/studio/'));
    await slot.click();
    const frame = page.getByRole('dialog');
    await expect(frame.locator('iframe')).toBeVisible();
    expect((await gamePage).status()).toBe(200);
    await frame.getByRole('button', { name: /^Close / }).click();
    await expect(frame).toHaveCount(0);
    await expect(page.getByRole('banner').getByText(/Balance/)).toBeAttached();
  });
});

/** English light and Urdu dark: mirrored, nothing clipped into a second line, nothing sideways. */
test.describe('lobby screens', () => {
  test.describe.configure({ mode: 'serial' });
  let server: ExtraServer;

  test.beforeAll(async () => {
    // The demo member, who has no favourites on a fresh server, logs in on a server of its own.
    test.setTimeout(180_000);
    server = await startAccountsServer(E2E_PORT + 302);
  });

  test.afterAll(async () => {
    await server?.stop();
  });

  for (const [language, theme] of [
    ['EN', 'light'],
    ['UR', 'dark'],
  ] as const) {
    test(`lobby screens in ${language} ${theme}`, async ({ page }) => {
      await page.emulateMedia({ reducedMotion: 'reduce' });
      // The seeded demo member (no favourites), whose launch of a house game opens our own studio's
      // page in the frame.
      await logIn(page, server.baseUrl);
      await startIn(page, language, theme);
      const laidOut = (): Promise<void> => expectLaidOut(page, language);

      await page.goto(`${server.baseUrl}/m/home`);
      await expect(page.locator('.game-tile img').first()).toBeVisible();
      await page.locator('.home-games').scrollIntoViewIfNeeded();
      await laidOut();

      await page.goto(`${server.baseUrl}/m/game`);
      await expect(page.locator('.game-tile img').first()).toBeVisible();
      // A one-word category name stays whole on one line (it used to break as 'Promotion' / 's').
      const brokenWords = await page
        .getByRole('navigation', { name: language === 'EN' ? 'Categories' : 'زمرے' })
        .getByRole('tab')
        .evaluateAll((tabs) =>
          tabs
            .map((tab) => {
              const range = document.createRange();
              range.selectNodeContents(tab);
              const lines = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
              return { text: tab.textContent?.trim() ?? '', lines: lines.size };
            })
            .filter(({ text, lines }) => !/\s/.test(text) && lines > 1)
            .map(({ text }) => text),
        );
      expect(brokenWords).toEqual([]);
      await page.locator('#game-tab-RNG').click();
      await expect(page.locator('.games-block').first()).toBeVisible();
      await laidOut();

      await page.goto(`${server.baseUrl}/m/gameList?gameType=RNG&vassalage=OLS`);
      await expect(page.locator('.game-tile img').first()).toBeVisible();
      await laidOut();

      // The launch opens the house game's page in the full-screen frame, and that page runs.
      await page.locator('.game-tile__play').first().click();
      const gameFrame = page.locator('.game-frame iframe');
      await expect(gameFrame).toBeInViewport({ ratio: 1 });
      await expect(page.frameLocator('.game-frame iframe').getByRole('heading', { level: 1 })).toBeVisible();

      // The house lottery in the lottery frame: the every-minute 3-digit draw, its clock running.
      await page.goto(`${server.baseUrl}/m/launchGame?playType=trad&code=1-minute-28&prize_mode=Elott`);
      await expect(page.getByRole('dialog').locator('iframe')).toBeInViewport({ ratio: 1 });
      await expect(page.getByRole('dialog').frameLocator('iframe').getByRole('timer')).toBeVisible();
    });
  }
});
