import { expect, test } from './support/test.ts';

test.describe('back rules of spec 2.2', () => {
  test('the back arrow goes home from activity even with history behind it', async ({ page }) => {
    await page.goto('/m/game');
    await page
      .getByRole('navigation', { name: 'Main menu' })
      .getByRole('link', { name: 'Promotion' })
      .click();
    await expect(page).toHaveURL(/\/m\/activity$/);
    // The promotions screen has painted (until then the game lobby still shows, with its own back).
    await expect(
      page.getByRole('banner').getByRole('heading', { level: 1, name: 'Promotions' }),
    ).toBeVisible();
    await page.getByRole('banner').getByRole('button', { name: 'Back' }).click();
    await expect(page).toHaveURL(/\/m\/home$/);
  });

  test('the back arrow goes home from trail', async ({ page }) => {
    await page.goto('/m/game');
    await page.goto('/m/trail');
    await page.getByRole('banner').getByRole('button', { name: 'Back' }).click();
    await expect(page).toHaveURL(/\/m\/home$/);
  });

  test('the back button of headerless login goes home', async ({ page }) => {
    await page.goto('/m/help');
    await page.goto('/m/login');
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page).toHaveURL(/\/m\/home$/);
  });

  test('elsewhere the back arrow goes one step back in history', async ({ page }) => {
    await page.goto('/m/help');
    await page.getByRole('link', { name: '1. How do I register?' }).click();
    await expect(page).toHaveURL(/\/m\/helpDetail\?p=0&c=0$/);
    await page.getByRole('banner').getByRole('button', { name: 'Back' }).click();
    await expect(page).toHaveURL(/\/m\/help$/);
  });

  test('in-app navigation then back returns to the previous screen', async ({ page }) => {
    await page.goto('/m/home');
    await page.getByRole('navigation', { name: 'Quick links' }).getByRole('link', { name: 'Help' }).click();
    await expect(page).toHaveURL(/\/m\/help$/);
    await page.getByRole('banner').getByRole('button', { name: 'Back' }).click();
    await expect(page).toHaveURL(/\/m\/home$/);
  });

  test('with one history entry the back arrow goes home instead of leaving', async ({ page }) => {
    await page.goto('/m/home');
    // A full page load starts a new lobby session: nothing of the lobby lies behind it.
    await page.goto('/m/game');
    await page.getByRole('banner').getByRole('button', { name: 'Back' }).click();
    await expect(page).toHaveURL(/\/m\/home$/);
  });
});
