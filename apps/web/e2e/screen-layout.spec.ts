import type { Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { startAccountsServer } from './support/accounts.ts';
import { expectLaidOut } from './support/a11yLayout.ts';
import { type Language, startIn, type Theme } from './support/language.ts';
import { E2E_PORT, type ExtraServer } from './support/server.ts';
import { logIn } from './support/wallet.ts';

/**
 * The main screens in both languages and both themes at the phone viewport: each reads in its
 * language's direction, shows its main controls by role and name, and nothing overflows sideways
 * (clipped Urdu and unmirrored layouts show up as sideways overflow).
 */

/** Theme, direction and no sideways overflow. */
async function expectLook(page: Page, language: Language, theme: Theme): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
  await expectLaidOut(page, language);
}

const TEXTS = {
  EN: {
    openMenu: 'Open menu',
    sideMenu: 'Side menu',
    helpTopics: 'Help topics',
    logIn: 'Log in',
    register: 'Register',
    forgot: 'Forgot password',
  },
  UR: {
    openMenu: 'مینو کھولیں',
    sideMenu: 'سائیڈ مینو',
    helpTopics: 'مدد کے موضوعات',
    logIn: 'لاگ اِن',
    register: 'رجسٹر کریں',
    forgot: 'پاس ورڈ بھول گئے',
  },
} as const;

for (const language of ['EN', 'UR'] as const) {
  for (const theme of ['dark', 'light'] as const) {
    test(`screens in ${language} ${theme}`, async ({ page }) => {
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await startIn(page, language, theme);
      const text = TEXTS[language];

      await page.goto('/m/home');
      await expect(page.locator('.banner img').first()).toBeVisible();
      await expectLook(page, language, theme);

      await page.getByRole('banner').getByRole('button', { name: text.openMenu }).click();
      const menu = page.getByRole('dialog', { name: text.sideMenu });
      await expect(menu).toBeVisible();
      // The drawer slides in from the reading side: it ends up wholly on screen.
      await expect(menu).toBeInViewport({ ratio: 1 });
      await page.keyboard.press('Escape');
      await expect(menu).toHaveCount(0);

      await page.goto('/m/help');
      await expect(
        page.getByRole('navigation', { name: text.helpTopics }).getByRole('link').first(),
      ).toBeVisible();
      await expectLook(page, language, theme);

      await page.goto('/m/helpDetail?p=0&c=1');
      await expect(page.getByRole('article').getByRole('heading').first()).toBeVisible();
      await expectLook(page, language, theme);

      for (const [path, title] of [
        ['/m/login', text.logIn],
        ['/m/register', text.register],
        ['/m/forget', text.forgot],
      ] as const) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1, name: title, exact: true })).toBeVisible();
        await expect(page.locator('.auth__form')).toBeVisible();
        await expectLook(page, language, theme);
      }
    });
  }
}

test.describe('a member', () => {
  test.describe.configure({ mode: 'serial' });
  let server: ExtraServer;

  test.beforeAll(async () => {
    test.setTimeout(180_000);
    server = await startAccountsServer(E2E_PORT + 303);
  });

  test.afterAll(async () => {
    await server?.stop();
  });

  test('member header and menus in EN dark', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    // The demo's seeded agent (type 1, nickname Demo Agent), logged in for real.
    await logIn(page, server.baseUrl, 'demo_agent');
    await page.goto(`${server.baseUrl}/m/home`);
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    await expect(menu.getByRole('link')).toHaveText([
      'Home',
      'Notice',
      'Deposit',
      'Promotion',
      'Member centre',
    ]);
    await expect(page.getByRole('banner').getByRole('link', { name: /Demo Agent/ })).toBeVisible();
    await expect(
      page.getByRole('region', { name: 'Featured promotions' }).getByRole('img').first(),
    ).toBeVisible();
    await page.getByRole('banner').getByRole('button', { name: 'Log out' }).click();
    const confirm = page.getByRole('dialog', { name: 'Do you want to sign out?' });
    await expect(confirm).toBeVisible();
    await confirm.getByRole('button', { name: 'Sign out' }).click();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Log in' })).toBeVisible();
    expect(await page.evaluate(() => sessionStorage.getItem('MC_SESSION_INFO'))).toBeNull();
  });
});
