import { expect, test } from './support/test.ts';
import { ROUTE_EXPECTATIONS } from './support/routes.ts';

test.describe('route table of spec 2.1 and layout rules of 2.2', () => {
  for (const route of ROUTE_EXPECTATIONS) {
    test(`${route.path} shows ${route.title}`, async ({ page }) => {
      // Console errors catch what a person would not see: CSP refusals, failed chunks, 404 images,
      // from the screen and from any frame it opens.
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(`${message.text()} (${message.location().url})`);
      });
      page.on('pageerror', (error) => errors.push(error.message));
      await page.goto(route.path);
      if (route.guestLandsOn) await expect(page).toHaveURL(new RegExp(`${route.guestLandsOn}$`));
      const menu = page.getByRole('navigation', { name: 'Main menu' });
      const header = page.getByRole('banner');

      if (route.header === 'home') {
        await expect(header.getByRole('link', { name: 'OpenLobby home' })).toBeVisible();
        await expect(header.getByRole('button', { name: 'Back' })).toHaveCount(0);
        await expect(page.getByRole('region', { name: 'Featured promotions' })).toBeVisible();
      } else if (route.header === 'page') {
        await expect(header.getByRole('heading', { level: 1, name: route.title, exact: true })).toBeVisible();
        await expect(header.getByRole('button', { name: 'Back' })).toBeVisible();
        await expect(header.getByRole('link', { name: 'OpenLobby home' })).toHaveCount(0);
      } else {
        await expect(page.getByRole('heading', { level: 1, name: route.title, exact: true })).toBeVisible();
        await expect(header).toHaveCount(0);
        // Headerless screens still offer a way back.
        await expect(page.getByRole('button', { name: 'Back' })).toBeVisible();
      }

      if (route.bottomMenu) await expect(menu).toBeVisible();
      else await expect(menu).toHaveCount(0);
      await expect(page).toHaveTitle(`${route.title} · OpenLobby`);
      if (route.frame) {
        await expect(
          page.frameLocator(`iframe[title="${route.frame.title}"]`).getByText(route.frame.shows),
        ).toBeVisible();
      }
      expect(errors).toEqual([]);
    });
  }

  test('/ redirects to the home screen', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/m\/home$/);
    await expect(page.getByRole('banner').getByRole('link', { name: 'OpenLobby home' })).toBeVisible();
  });

  test('an unknown path falls back to /m/home by replacement', async ({ page }) => {
    await page.goto('/m/no-such-screen');
    await expect(page).toHaveURL(/\/m\/home$/);
    await expect(page.getByRole('region', { name: 'Featured promotions' })).toBeVisible();
    // Replaced, not pushed: the router's first entry is the home one.
    expect(await page.evaluate(() => (window.history.state as { idx?: number } | null)?.idx)).toBe(0);
  });

  test('a screen chunk that fails to load is logged and leaves a spinner (spec section 8)', async ({
    page,
  }) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await page.route('**/m/assets/HelpListScreen-*.js', (route) => route.abort());
    await page.goto('/m/help');
    await expect(page.getByRole('main').getByRole('status')).toHaveText('Loading…');
    await expect
      .poll(() => errors.some((text) => text.includes('Could not load a chunk of the app')))
      .toBe(true);
    // The shell around it still works.
    await expect(page.getByRole('banner').getByRole('heading', { name: 'Help centre' })).toBeVisible();
  });
});
