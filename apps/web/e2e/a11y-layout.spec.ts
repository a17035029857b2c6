import type { Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { startAccountsServer } from './support/accounts.ts';
import { focusEscapes } from './support/a11yAudit.ts';
import { clippedTexts, obscuredWhenFocused, setTextSize, sidewaysOverflow } from './support/a11yLayout.ts';
import { preferenceContext, settle } from './support/a11yPass.ts';
import { E2E_PORT, type ExtraServer } from './support/server.ts';
import { logIn } from './support/wallet.ts';

/**
 * Keyboard and text-size rules of WCAG 2.2 AA that a screen reader's rules (axe) cannot see, at the
 * phone viewport: focus stays in a modal (2.1.2, 2.4.3), a focused control is never hidden under
 * the fixed bars (2.4.11), and the player's text size is honoured with nothing cut (1.4.4, 1.4.10).
 */
test.describe.configure({ mode: 'serial', timeout: 120_000 });

let server: ExtraServer;
let member: Page;

test.beforeAll(async ({ browser }) => {
  test.setTimeout(180_000);
  server = await startAccountsServer(E2E_PORT + 182);
  member = await (await preferenceContext(browser, 'en', 'dark')).newPage();
  await logIn(member, server.baseUrl);
});

test.afterAll(async () => {
  await member?.context().close();
  await server?.stop();
});

test('Tab and Shift+Tab never leave the side menu, whose last control is a radio group', async ({
  browser,
}) => {
  const page = await (await preferenceContext(browser, 'en', 'dark')).newPage();
  await page.goto(`${server.baseUrl}/m/home`);
  await page.getByRole('button', { name: 'Open menu' }).click();
  const menu = page.getByRole('dialog', { name: 'Side menu' });
  await expect(menu.getByRole('radio', { name: 'English' })).toBeChecked();
  expect(await focusEscapes(page, menu, 30)).toEqual([]);
  // Escape still closes it, and focus returns to the button that opened it.
  await page.keyboard.press('Escape');
  await expect(menu).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused();
  await page.context().close();
});

for (const [game, control] of [
  ['Spirit Fruits', 'Spin'],
  ['Classic Dice', 'Roll'],
] as const) {
  test(`Tab never leaves the ${game} frame, through the game's own controls too`, async () => {
    await member.goto(`${server.baseUrl}/m/home`);
    await member
      .getByRole('list', { name: 'Hot games' })
      .getByRole('button', { name: `Play ${game}` })
      .click();
    const frame = member.getByRole('dialog', { name: game });
    await expect(frame.getByRole('button', { name: `Close ${game}` })).toBeFocused();
    await expect(
      frame.frameLocator('iframe').getByRole('button', { name: control, exact: true }),
    ).toBeVisible();
    expect(await focusEscapes(member, frame, 30)).toEqual([]);
    await frame.getByRole('button', { name: `Close ${game}` }).click();
    await expect(frame).toHaveCount(0);
  });
}

test('Tab never leaves the lottery frame', async () => {
  await member.goto(`${server.baseUrl}/m/lottery`);
  await member
    .getByRole('link', { name: /^Play / })
    .first()
    .click();
  const frame = member.getByRole('dialog', { name: 'Lottery' });
  await expect(frame.frameLocator('iframe').getByRole('button').first()).toBeVisible();
  expect(await focusEscapes(member, frame, 30)).toEqual([]);
});

test('a control reached by Tab is never under the bottom menu or the floating button', async () => {
  await member.goto(`${server.baseUrl}/m/home`);
  await settle(member);
  expect(await obscuredWhenFocused(member, 60)).toEqual([]);
  await member.goto(`${server.baseUrl}/m/voucherCenter`);
  await expect(member.getByRole('button', { name: 'Next' })).toBeVisible();
  expect(await obscuredWhenFocused(member, 40)).toEqual([]);
});

test.describe('at 200 % text size', () => {
  test('the lobby grows with the setting and cuts nothing (guest home, EN)', async ({ browser }) => {
    const page = await (await preferenceContext(browser, 'en', 'light')).newPage();
    await setTextSize(page, 200);
    await page.goto(`${server.baseUrl}/m/home`);
    await settle(page);
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).fontSize)).toBe('32px');
    await expect(page.getByRole('banner').getByRole('link', { name: 'Log in', exact: true })).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('home-200.png'), fullPage: true });
    expect(await clippedTexts(page, 'body')).toEqual([]);
    expect(await sidewaysOverflow(page)).toBe(0);
    await page.context().close();
  });

  test('the Urdu deposit screen cuts nothing (member, UR dark)', async () => {
    await setTextSize(member, 200);
    await member.evaluate(() => localStorage.setItem('language', 'UR'));
    await member.goto(`${server.baseUrl}/m/voucherCenter`);
    await settle(member);
    await expect(member.locator('html')).toHaveAttribute('dir', 'rtl');
    await member.screenshot({ path: test.info().outputPath('deposit-ur-200.png'), fullPage: true });
    expect(await clippedTexts(member, 'body')).toEqual([]);
    expect(await sidewaysOverflow(member)).toBe(0);
  });

  test("the studio's game pages do not scroll sideways", async () => {
    // Four game pages at 200 % text, each opened from home: longer than the suite's two minutes.
    test.setTimeout(300_000);
    await setTextSize(member, 200);
    for (const [language, hotGames, play, games] of [
      ['EN', 'Hot games', (game: string) => `Play ${game}`, ['Spirit Fruits', 'Classic Dice']],
      ['UR', 'مقبول گیمز', (game: string) => `${game} کھیلیں`, ['Spirit Fruits', 'کلاسک ڈائس']],
    ] as const) {
      await member.evaluate((lang) => localStorage.setItem('language', lang), language);
      // The hot list names a game in the player's language where the catalogue has a name in it.
      for (const game of games) {
        await member.goto(`${server.baseUrl}/m/home`);
        await member
          .getByRole('list', { name: hotGames })
          .getByRole('button', { name: play(game) })
          .click();
        // The frame is named by the launch's title, which in Urdu is the game's Urdu name where it has one.
        const frame = member.getByRole('dialog');
        const page = frame.frameLocator('iframe');
        // Measured once the page has its stylesheet, its session (stakes, balance) and its fonts.
        await expect(page.locator('#balance')).toHaveText(/\d/);
        await expect(page.locator('main')).toHaveCSS('max-width', /px$/);
        const studio = await (await frame.locator('iframe').elementHandle())?.contentFrame();
        const overflow = await studio?.evaluate(async () => {
          await document.fonts.ready;
          const width = document.documentElement.clientWidth;
          // Past either edge: in Urdu (right to left) what spills to the right cannot even be scrolled to.
          const beyond = [...document.querySelectorAll<HTMLElement>('main *')]
            .filter((element) => {
              const box = element.getBoundingClientRect();
              return box.width > 0 && (box.right > width + 1 || box.left < -1);
            })
            .map((element) => `${element.tagName.toLowerCase()}.${element.className}`);
          return { scroll: document.documentElement.scrollWidth - width, beyond };
        });
        await member.screenshot({ path: test.info().outputPath(`${game}-${language}-200.png`) });
        expect(overflow, `${game} in ${language}`).toEqual({ scroll: 0, beyond: [] });
      }
    }
  });
});
