import { expect, type Page } from '@playwright/test';

export type Language = 'EN' | 'UR';
export type Theme = 'light' | 'dark';

/** Switches to Urdu from the header's language button, as a player does, and waits for RTL. */
export async function chooseUrdu(page: Page): Promise<void> {
  await page.getByRole('banner').getByRole('button', { name: 'Language: EN' }).click();
  await page.getByRole('dialog', { name: 'Language' }).getByRole('radio', { name: 'اردو' }).click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
}

/**
 * Every page this test opens starts in `language` and `theme`, stored before the app's scripts
 * run, as if the player had chosen them on an earlier visit.
 */
export async function startIn(page: Page, language: Language, theme: Theme): Promise<void> {
  await page.addInitScript(
    ([lang, mode]) => {
      localStorage.setItem('language', lang);
      localStorage.setItem('theme', mode);
    },
    [language, theme] as const,
  );
}

/**
 * Stores `language` and `theme` on the page that is open, the way the header's switches do; the
 * next page load (a goto or a reload, which the caller does) reads them.
 */
export async function storeLook(page: Page, language: Language, theme: Theme): Promise<void> {
  await page.evaluate(
    ([lang, mode]) => {
      localStorage.setItem('language', lang);
      localStorage.setItem('theme', mode);
    },
    [language, theme] as const,
  );
}
