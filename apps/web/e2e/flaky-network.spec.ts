import type { Page } from '@playwright/test';
import { expect, test } from './support/test.ts';

/** The first request for the chunk `name` fails as a dropped connection does; later ones go through. */
async function refuseFirstLoad(page: Page, name: string): Promise<{ count: number }> {
  const refusals = { count: 0 };
  await page.route(`**/m/assets/${name}-*.js`, async (route) => {
    if (refusals.count === 0) {
      refusals.count += 1;
      await route.abort('internetdisconnected');
      return;
    }
    await route.continue();
  });
  return refusals;
}

/**
 * A phone on a patchy connection (spec section 8: a failed lazy route logs an error and shows a
 * spinner). The spinner must not be the end: the chunk is asked for again, and the screen comes
 * without the player reloading the page.
 */
test.describe('a screen whose code fails to arrive', () => {
  // The service worker may hold the chunk already; this is about the network failing.
  test.use({ serviceWorkers: 'block' });

  test('shows a spinner, asks again and then shows the screen, with no reload', async ({ page }) => {
    const refusals = await refuseFirstLoad(page, 'HelpDetailScreen');
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await page.goto('/m/help');
    const documentStart = await page.evaluate(() => performance.timeOrigin);
    const topics = page.getByRole('navigation', { name: 'Help topics' });
    await topics.getByRole('link', { name: '2. My deposit has not arrived' }).click();
    await expect(page).toHaveURL(/\/m\/helpDetail\?p=1&c=1$/);

    await expect(
      page.getByRole('article').getByRole('heading', { name: 'My deposit has not arrived' }),
    ).toBeVisible();
    expect(refusals.count).toBe(1);
    expect(errors.some((text) => text.includes('Could not load a chunk of the app'))).toBe(true);
    // The same document all along: the player did not have to reload.
    expect(await page.evaluate(() => performance.timeOrigin)).toBe(documentStart);
  });

  test("home's game area comes after a failed first try, and the lobby stays up meanwhile", async ({
    page,
  }) => {
    const refusals = await refuseFirstLoad(page, 'HomeGameArea');
    await page.goto('/m/home');
    await expect(page.getByRole('tablist', { name: 'Game categories' })).toBeVisible();
    expect(refusals.count).toBe(1);
    await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
  });
});
