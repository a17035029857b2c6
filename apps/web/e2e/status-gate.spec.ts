import type { Route } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { storeLook } from './support/language.ts';
import { E2E_PORT, runServerCli, startExtraServer } from './support/server.ts';

// Each scenario starts its own server process with its own fresh data directory, on a port derived
// from E2E_PORT so suites run side by side on different E2E_PORTs never share one.
const MAINTENANCE_PORT = E2E_PORT + 11;
const REGION_PORT = E2E_PORT + 12;

test.describe('system status gate (spec section 4)', () => {
  test('maintenance shows the maintenance page instead of the lobby', async ({ page }) => {
    const server = await startExtraServer(MAINTENANCE_PORT, {
      prepare: (dataDir) => runServerCli(dataDir, ['maintenance', 'on']),
    });
    try {
      await page.goto(`${server.baseUrl}/m/home`);
      await expect(page.getByRole('heading', { level: 1, name: 'We are upgrading' })).toBeVisible();
      await expect(page.getByText('System upgrading, please try again later')).toBeVisible();
      await expect(page.getByRole('button', { name: 'Check again' })).toBeVisible();
      await expect(page.getByRole('navigation', { name: 'Main menu' })).toHaveCount(0);
      await expect(page.getByRole('region', { name: 'Featured promotions' })).toHaveCount(0);
    } finally {
      await server.stop();
    }
  });

  test('a restricted address shows the region page with the IP', async ({ page }) => {
    const server = await startExtraServer(REGION_PORT, { env: { REGION_DENY_CIDRS: '127.0.0.0/8,::1/128' } });
    try {
      await page.goto(`${server.baseUrl}/m/help`);
      await expect(
        page.getByRole('heading', { level: 1, name: 'Service unavailable in your region' }),
      ).toBeVisible();
      await expect(page.getByText('Sorry, our service is not available in your region.')).toBeVisible();
      await expect(page.getByText(/Your IP address: (127\.0\.0\.1|::1)/)).toBeVisible();
      await expect(page.getByRole('link', { name: 'Contact customer service' })).toHaveAttribute(
        'href',
        /^https?:\/\//,
      );
      await expect(page.getByRole('navigation', { name: 'Help topics' })).toHaveCount(0);

      // The same page in Urdu, light theme: right to left, message from the shared catalogue.
      await storeLook(page, 'UR', 'light');
      await page.reload();
      await expect(
        page.getByRole('heading', { level: 1, name: 'آپ کے علاقے میں سروس دستیاب نہیں' }),
      ).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    } finally {
      await server.stop();
    }
  });

  // Not on home: home's page carries its settings itself, fresh from that request.
  test('the cached answer is used at once and refreshed in the background', async ({ page }) => {
    await page.goto('/m/help');
    const topics = page.getByRole('navigation', { name: 'Help topics' });
    await expect(topics).toBeVisible();

    // Pretend the last answer said "maintenance", and hold the refresh until we let it go.
    await page.evaluate(() => {
      const cached = JSON.parse(localStorage.getItem('consolidatedSettings') ?? '{}') as {
        status: { status: number; maintenance: boolean };
      };
      cached.status = { ...cached.status, status: 1, maintenance: true };
      localStorage.setItem('consolidatedSettings', JSON.stringify(cached));
    });
    let release: (route: Route) => void = () => undefined;
    const held = new Promise<Route>((resolve) => {
      release = resolve;
    });
    await page.route('**/wps/system/settings/consolidated', (route) => release(route));
    await page.reload();

    // Straight from the cache, before any answer arrives.
    await expect(page.getByRole('heading', { level: 1, name: 'We are upgrading' })).toBeVisible();
    // The fresh answer (status 0) replaces it.
    await (await held).continue();
    await expect(topics).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'We are upgrading' })).toBeHidden();
  });

  test("home's page carries its own status: no call, no stale maintenance", async ({ page }) => {
    await page.goto('/m/help');
    await expect(page.getByRole('navigation', { name: 'Help topics' })).toBeVisible();
    await page.evaluate(() => {
      const cached = JSON.parse(localStorage.getItem('consolidatedSettings') ?? '{}') as {
        status: { status: number; maintenance: boolean };
      };
      cached.status = { ...cached.status, status: 1, maintenance: true };
      localStorage.setItem('consolidatedSettings', JSON.stringify(cached));
    });
    let settingsCalls = 0;
    page.on('request', (request) => {
      if (request.url().includes('/wps/system/settings/consolidated')) settingsCalls += 1;
    });
    await page.goto('/m/home');
    await expect(page.getByRole('region', { name: 'Featured promotions' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'We are upgrading' })).toBeHidden();
    expect(settingsCalls).toBe(0);
  });
});
