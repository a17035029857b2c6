import { expect, test } from './support/test.ts';
import { chooseUrdu } from './support/language.ts';

test.describe('theme and language (spec 2.15 and section 4)', () => {
  test('theme defaults to dark, switches to light and survives a reload', async ({ page }) => {
    await page.goto('/m/home');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await page.getByRole('banner').getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('dialog', { name: 'Side menu' }).getByRole('radio', { name: 'Light' }).check();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('light');
    // Home's page comes light before any script runs, the browser's bar colour included.
    await page.route('**/m/assets/*.js', (route) => route.abort());
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', '#f6f7fb');
  });

  test('an unknown saved theme falls back to dark', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('theme', 'sepia'));
    await page.goto('/m/home');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  });

  test('Urdu turns the page right to left, mirrors direction icons and survives a reload', async ({
    page,
  }) => {
    await page.goto('/m/help');
    await chooseUrdu(page);

    const html = page.locator('html');
    await expect(html).toHaveAttribute('dir', 'rtl');
    await expect(html).toHaveAttribute('lang', 'ur');
    await expect(page.getByRole('banner').getByRole('heading', { level: 1, name: 'مدد مرکز' })).toBeVisible();

    await page.reload();
    await expect(html).toHaveAttribute('dir', 'rtl');
    expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('UR');
    // Help articles come back in Urdu after the reload.
    await expect(page.getByRole('link', { name: 'اکاؤنٹ اور سیکیورٹی' })).toBeVisible();

    // The back arrow is mirrored and sits at the right-hand edge.
    const back = page.getByRole('banner').getByRole('button', { name: 'واپس' });
    const transform = await back.locator('svg').evaluate((icon) => getComputedStyle(icon).transform);
    expect(transform).toBe('matrix(-1, 0, 0, 1, 0, 0)');
    const box = await back.boundingBox();
    expect(box && box.x > 390 / 2).toBe(true);

    // The side menu slides in from the left in right-to-left layouts.
    await page.getByRole('banner').getByRole('button', { name: 'مینو کھولیں' }).click();
    const sheet = page.getByRole('dialog', { name: 'سائیڈ مینو' });
    await expect.poll(async () => (await sheet.boundingBox())?.x).toBe(0);
  });

  test('every API call carries the current language', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('language', 'UR'));
    const helpRequest = page.waitForRequest((request) => request.url().includes('/wps/system/helpCenter'));
    await page.goto('/m/help');
    const request = await helpRequest;
    expect(await request.headerValue('language')).toBe('UR');
    expect(new URL(request.url()).searchParams.get('lang')).toBe('UR');
  });
});
