import type { Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { storeLook } from './support/language.ts';
import { E2E_PORT, type ExtraServer, startExtraServer, WEB_DIST } from './support/server.ts';

/**
 * The installable app: manifest, service worker, offline page, the download popup of
 * spec 2.4 / 2.14 and /m/app. The suite blocks service workers (playwright.config.ts); the
 * "installable" tests allow them in their own contexts.
 */
const IOS_CHROME =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/120.0 Mobile/15E148 Safari/604.1';

/** Width and height from a PNG's IHDR chunk. */
function pngSize(bytes: Buffer): [number, number] {
  return [bytes.readUInt32BE(16), bytes.readUInt32BE(20)];
}

async function controlledHome(page: Page): Promise<void> {
  await page.goto('/m/home');
  await expect(page.getByRole('region', { name: 'Featured promotions' })).toBeVisible();
  // Registered after load and idle; clients.claim() then hands it this page.
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
    timeout: 15_000,
  });
}

test.describe('installable app', () => {
  test.use({ serviceWorkers: 'allow' });

  test('the manifest is linked and describes a standalone app with its icons', async ({ page }) => {
    await page.goto('/m/home');
    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    expect(href).toBe('/m/manifest.webmanifest');
    await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', '#0f1330');
    const response = await page.request.get(href ?? '');
    expect(response.headers()['content-type']).toMatch(/^application\/manifest\+json/);
    const manifest = (await response.json()) as {
      name: string;
      short_name: string;
      start_url: string;
      scope: string;
      display: string;
      theme_color: string;
      background_color: string;
      icons: { src: string; sizes: string; type: string; purpose: string }[];
    };
    expect(manifest).toMatchObject({
      short_name: 'OpenLobby',
      start_url: '/m/home',
      scope: '/',
      display: 'standalone',
      theme_color: '#0f1330',
      background_color: '#0f1330',
    });
    expect(manifest.name).toContain('OpenLobby');
    for (const size of [192, 512]) {
      expect(manifest.icons.some((icon) => icon.sizes === `${size}x${size}` && icon.purpose === 'any')).toBe(
        true,
      );
    }
    expect(manifest.icons.some((icon) => icon.purpose === 'maskable')).toBe(true);
    for (const icon of manifest.icons) {
      const image = await page.request.get(icon.src);
      expect(image.headers()['content-type']).toBe('image/png');
      const [width, height] = pngSize(await image.body());
      expect(`${width}x${height}`).toBe(icon.sizes);
    }
  });

  test('the service worker registers after load, controls the page and never stores API answers', async ({
    page,
  }) => {
    await controlledHome(page);
    const worker = await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.ready;
      return { script: registration.active?.scriptURL ?? '', scope: registration.scope };
    });
    expect(worker.script).toMatch(/\/m\/sw\.js$/);
    expect(worker.scope).toMatch(/\/m\/$/);
    const sw = await page.request.get('/m/sw.js');
    expect(sw.headers()['cache-control']).toBe('no-cache');
    expect(sw.headers()['content-type']).toMatch(/javascript/);

    // Use the lobby a little (settings, announcements, help), then look into every cache.
    await page.goto('/m/help');
    await expect(page.getByRole('navigation', { name: 'Help topics' })).toBeVisible();
    const cached = await page.evaluate(async () => {
      const urls: string[] = [];
      for (const name of await caches.keys()) {
        for (const request of await (await caches.open(name)).keys())
          urls.push(new URL(request.url).pathname);
      }
      return urls;
    });
    expect(cached).toContain('/m/offline.html');
    expect(cached.some((url) => url.startsWith('/m/assets/'))).toBe(true);
    expect(cached.filter((url) => !url.startsWith('/m/'))).toEqual([]);
  });

  test('offline, a reload shows the offline page; back online, Try again brings the lobby back', async ({
    page,
    context,
  }) => {
    await controlledHome(page);
    await context.setOffline(true);
    await page.reload();
    await expect(page.getByRole('heading', { name: 'You are offline' })).toBeVisible();
    await expect(page.getByText('The network connection is gone.')).toBeVisible();

    // Another screen, in Urdu and light: the same page in the reader's language.
    await storeLook(page, 'UR', 'light');
    await page.goto('/m/help');
    await expect(page.getByRole('heading', { name: 'آپ آف لائن ہیں' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');

    await context.setOffline(false);
    await page.getByRole('button', { name: 'دوبارہ کوشش کریں' }).click();
    await expect(page).toHaveURL(/\/m\/help$/);
    await expect(page.locator('#main')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'آپ آف لائن ہیں' })).toHaveCount(0);
  });
});

test.describe('download popup (spec 2.4, 2.14)', () => {
  const popup = (page: Page) => page.getByRole('dialog', { name: 'App download' });

  test('opens from the download bar with the countdown and options, closes with Escape', async ({ page }) => {
    await page.goto('/m/home');
    await page.evaluate(() => localStorage.setItem('theme', 'light'));
    await page.reload();
    const bar = page.getByRole('complementary', { name: 'Faster play in our app' });
    const opener = bar.getByRole('link', { name: 'Download' });
    await opener.click();
    const dialog = popup(page);
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText('LIMITED TIME EVENT')).toBeVisible();
    await expect(dialog.getByText('APP DOWNLOAD BONUS UP TO ₱ 3,888')).toBeVisible();
    // No campaign configured: 2 to 9 hours from page load.
    const timer = dialog.getByRole('timer');
    await expect(timer).toHaveText(/^0[2-8]:[0-5]\d:[0-5]\d$/);
    const first = await timer.textContent();
    await expect(timer).not.toHaveText(first ?? '');
    await expect(dialog.getByRole('link', { name: 'Android' })).toHaveAttribute('href', /openlobby\.apk$/);
    await expect(dialog.getByRole('link', { name: /^iOS Install/ })).toHaveAttribute('href', /\/ios$/);
    await expect(dialog.getByRole('link', { name: 'iOS profile' })).toHaveAttribute(
      'href',
      /\.mobileconfig$/,
    );
    // Focus moved into the dialog.
    await expect(dialog.locator(':focus')).toHaveCount(1);

    // No install prompt from this browser: the add-to-home-screen steps.
    await dialog.getByRole('button', { name: 'Add to home screen' }).click();
    await expect(
      dialog.getByRole('heading', { name: 'How to add OpenLobby to your home screen' }),
    ).toBeVisible();
    await expect(dialog.getByRole('listitem').filter({ hasText: 'Install app' })).toBeVisible();

    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(opener).toBeFocused();
  });

  test('opens from the header button and the side-menu shortcut too', async ({ page }) => {
    await page.goto('/m/home');
    await page.getByRole('banner').getByRole('link', { name: 'Download app' }).click();
    await expect(popup(page)).toBeVisible();
    await popup(page).getByRole('button', { name: 'Close' }).click();
    await expect(popup(page)).toHaveCount(0);

    await page.getByRole('banner').getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('dialog', { name: 'Side menu' }).getByRole('link', { name: 'App download' }).click();
    await expect(popup(page)).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'Side menu' })).toHaveCount(0);
    await expect(page).toHaveURL(/\/m\/home$/);
  });

  test('Urdu and dark read right to left', async ({ page }) => {
    await page.goto('/m/home');
    await storeLook(page, 'UR', 'dark');
    await page.reload();
    await page.getByRole('complementary').getByRole('link').first().click();
    const dialog = page.getByRole('dialog', { name: 'ایپ ڈاؤن لوڈ' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText('محدود وقت کی پیشکش')).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  });

  test.describe('on iPhone outside Safari', () => {
    test.use({ userAgent: IOS_CHROME });

    test('a download asks for Safari instead of leaving', async ({ page }) => {
      await page.goto('/m/home');
      await page.getByRole('banner').getByRole('link', { name: 'Download app' }).click();
      await popup(page)
        .getByRole('link', { name: /^iOS Install/ })
        .click();
      await expect(popup(page).getByRole('alert')).toHaveText('Please use Safari for download App.');
      await expect(page).toHaveURL(/\/m\/home$/);
    });
  });
});

test.describe('running as the installed app', () => {
  test.beforeEach(async ({ page }) => {
    // What a home-screen launch reports: display-mode standalone.
    await page.addInitScript(() => {
      const original = window.matchMedia.bind(window);
      window.matchMedia = (query: string) => {
        const list = original(query);
        return query === '(display-mode: standalone)'
          ? Object.defineProperty(list, 'matches', { value: true })
          : list;
      };
    });
  });

  test('hides the bar, the header button and the side-menu shortcut, and calls say Device: OTHERS', async ({
    page,
  }) => {
    // Home's page carries its settings; the game area's calls are the first API calls it makes.
    const apiCall = page.waitForRequest((request) => new URL(request.url()).pathname.startsWith('/wps/'));
    await page.goto('/m/home');
    expect((await apiCall).headers()['device']).toBe('OTHERS');
    await expect(page.getByRole('region', { name: 'Featured promotions' })).toBeVisible();
    await expect(page.getByRole('complementary', { name: 'Faster play in our app' })).toHaveCount(0);
    await expect(page.getByRole('banner').getByRole('link', { name: 'Download app' })).toHaveCount(0);
    await page.getByRole('banner').getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Side menu' });
    await expect(menu.getByRole('link', { name: 'WhatsApp' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'App download' })).toHaveCount(0);
  });
});

test.describe('/m/app', () => {
  test('renders the download page with its options and, for a desktop visitor, a QR code', async ({
    page,
  }) => {
    await page.goto('/m/app');
    await expect(page.getByRole('heading', { level: 1, name: 'App download' })).toBeVisible();
    await expect(page.getByRole('img', { name: 'QR code of the app download page' })).toBeVisible();
    await expect(page.getByText('APP DOWNLOAD BONUS UP TO ₱ 3,888')).toBeVisible();
    await expect(page.getByRole('timer')).toHaveText(/^0[2-8]:[0-5]\d:[0-5]\d$/);
    await expect(page.getByRole('link', { name: 'Android' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Add to home screen' })).toBeVisible();
    // Playwright's Chromium reports a desktop user agent: the QR code of this page shows.
    await expect(page.getByRole('img', { name: 'QR code of the app download page' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main menu' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page).toHaveURL(/\/m\/home$/);
  });

  test.describe('on a phone', () => {
    test.use({ userAgent: IOS_CHROME });

    test('shows no QR code', async ({ page }) => {
      await page.goto('/m/app');
      await expect(page.getByRole('link', { name: 'iOS profile' })).toBeVisible();
      await expect(page.getByRole('img', { name: 'QR code of the app download page' })).toHaveCount(0);
    });
  });
});

test.describe("the operator's campaign end (DOWNLOAD_CAMPAIGN_ENDS_AT)", () => {
  let server: ExtraServer;
  const endsAt = new Date(Date.now() + 30 * 3_600_000).toISOString();

  test.beforeAll(async () => {
    server = await startExtraServer(E2E_PORT + 70, {
      env: { WEB_DIST_DIR: WEB_DIST, DOWNLOAD_CAMPAIGN_ENDS_AT: endsAt },
    });
  });
  test.afterAll(async () => {
    await server?.stop();
  });

  test('wins over the random 2-to-9-hour deadline', async ({ page }) => {
    await page.goto(`${server.baseUrl}/m/app`);
    // About 30 hours left: only the configured end can say that.
    await expect(page.getByRole('timer')).toHaveText(/^(29|30):[0-5]\d:[0-5]\d$/);
  });
});
