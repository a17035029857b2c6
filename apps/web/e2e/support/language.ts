import { expect, type Page } from '@playwright/test';

/** Switches to Urdu from the header's language button, as a player does, and waits for RTL. */
export async function chooseUrdu(page: Page): Promise<void> {
  await page.getByRole('banner').getByRole('button', { name: 'Language: EN' }).click();
  await page.getByRole('dialog', { name: 'Language' }).getByRole('radio', { name: 'اردو' }).click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
}
