import { expect, type Page } from '@playwright/test';

/**
 * Starts a free trial as a visitor does: the free-trial page's button (a type 4 member on the
 * server's trial merchant), landing on home. `baseUrl` is a spec's own server; the suite's server
 * when left out.
 */
export async function startFreeTrial(page: Page, baseUrl = ''): Promise<void> {
  await page.goto(`${baseUrl}/m/trail`);
  await page.getByRole('button', { name: 'Start free trial' }).click();
  await expect(page).toHaveURL(/\/m\/home$/);
}
