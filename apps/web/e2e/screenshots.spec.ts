import type { Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { plantSession } from './support/session.ts';

/**
 * Screenshots of the main screens in both languages and both themes, written to /tmp/shots for a
 * person to look at (clipped Urdu, mirrored layout, contrast). Also checks nothing overflows sideways.
 */
const SHOTS_DIR = process.env.SHOTS_DIR ?? '/tmp/shots';

async function prepare(page: Page, language: 'EN' | 'UR', theme: 'dark' | 'light'): Promise<void> {
  await page.addInitScript(
    ([lang, mode]) => {
      if (!sessionStorage.getItem('e2e-prepared')) {
        localStorage.setItem('language', lang);
        localStorage.setItem('theme', mode);
        sessionStorage.setItem('e2e-prepared', '1');
      }
    },
    [language, theme] as const,
  );
}

for (const language of ['EN', 'UR'] as const) {
  for (const theme of ['dark', 'light'] as const) {
    test(`screens in ${language} ${theme}`, async ({ page }) => {
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await prepare(page, language, theme);
      const name = `${language.toLowerCase()}-${theme}`;

      await page.goto('/m/home');
      await expect(page.locator('.banner img').first()).toBeVisible();
      await page.evaluate(() => document.fonts.ready);
      await page.screenshot({ path: `${SHOTS_DIR}/home-${name}.png` });
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);

      await page
        .locator('.app-header')
        .getByRole('button', { name: language === 'EN' ? 'Open menu' : 'مینو کھولیں' })
        .click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await page.waitForTimeout(300);
      await page.screenshot({ path: `${SHOTS_DIR}/side-menu-${name}.png` });
      await page.keyboard.press('Escape');

      await page.goto('/m/help');
      await expect(page.locator('.help-topic').first()).toBeVisible();
      await page.screenshot({ path: `${SHOTS_DIR}/help-${name}.png` });

      await page.goto('/m/helpDetail?p=0&c=1');
      await expect(page.locator('.help-article')).toBeVisible();
      await page.screenshot({ path: `${SHOTS_DIR}/help-detail-${name}.png` });

      await page.goto('/m/inviteFriends');
      await expect(page.locator('.pending__card')).toBeVisible();
      await page.screenshot({ path: `${SHOTS_DIR}/pending-${name}.png` });

      await page.goto('/m/login');
      await expect(page.locator('.auth__form')).toBeVisible();
      await page.waitForTimeout(300);
      await page.screenshot({ path: `${SHOTS_DIR}/login-${name}.png` });
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
      ).toBeLessThanOrEqual(0);

      await page.goto('/m/register');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.waitForTimeout(500);
      await page.screenshot({ path: `${SHOTS_DIR}/register-${name}.png`, fullPage: true });

      await page.goto('/m/forget');
      await expect(page.locator('.auth__form')).toBeVisible();
      await page.screenshot({ path: `${SHOTS_DIR}/forget-${name}.png` });
    });
  }
}

test('member header and menus in EN dark', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await plantSession(page, { userName: 'agent_amira', type: 1 });
  await page.goto('/m/home');
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  await expect(menu.getByRole('link')).toHaveText([
    'Home',
    'Notice',
    'Deposit',
    'Promotion',
    'Member centre',
  ]);
  await expect(page.getByRole('banner').getByRole('link', { name: /agent_amira/ })).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Featured promotions' }).getByRole('img').first(),
  ).toBeVisible();
  await page.screenshot({ path: `${SHOTS_DIR}/home-member-en-dark.png` });
  await page.getByRole('banner').getByRole('button', { name: 'Log out' }).click();
  const confirm = page.getByRole('dialog', { name: 'Do you want to sign out?' });
  await expect(confirm).toBeVisible();
  await page.screenshot({ path: `${SHOTS_DIR}/logout-en-dark.png` });
  await confirm.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Log in' })).toBeVisible();
  expect(await page.evaluate(() => sessionStorage.getItem('MC_SESSION_INFO'))).toBeNull();
});
