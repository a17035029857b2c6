import type { Page } from '@playwright/test';
import { startAccountsServer } from './support/accounts.ts';
import { storeLook } from './support/language.ts';
import { E2E_PORT, type ExtraServer } from './support/server.ts';
import { expect, restingPage, test } from './support/test.ts';
import { logIn } from './support/wallet.ts';

/**
 * Home's floating customer-service button never lies over a control: not on first load (a 740 px
 * phone opened with it on My collection's More link), not wherever the page comes to rest, in
 * English and Urdu. Where it has no free place (a screen of tiles) it steps aside; at the end of
 * the page there is room for it.
 */
const TEXTS = {
  EN: { service: 'Customer service', moreFav: 'More of my collection', hot: 'Hot games' },
  UR: { service: 'کسٹمر سروس', moreFav: 'میرے مجموعے میں مزید', hot: 'مقبول گیمز' },
} as const;

/**
 * What the floating button lies over now: the controls of the page under its box, or null when it
 * is not showing (stepped aside).
 */
function coveredControls(page: Page): Promise<string[] | null> {
  return page.evaluate(() => {
    const button = document.querySelector<HTMLElement>('.floating-service');
    if (button === null || !button.checkVisibility({ visibilityProperty: true })) return null;
    const own = button.getBoundingClientRect();
    const main = document.getElementById('main');
    const controls = main?.querySelectorAll<HTMLElement>(
      'a[href], button, input, select, textarea, [tabindex]:not([tabindex="-1"]), [role="button"], [role="tab"]',
    );
    return [...(controls ?? [])]
      .filter((control) => control !== button && !button.contains(control))
      .filter((control) => {
        const box = control.getBoundingClientRect();
        return (
          box.width > 0 &&
          box.height > 0 &&
          box.left < own.right &&
          box.right > own.left &&
          box.top < own.bottom &&
          box.bottom > own.top
        );
      })
      .map((control) => control.getAttribute('aria-label') ?? control.textContent?.trim().slice(0, 30) ?? '');
  });
}

// Each test logs in first, on a shared two-core machine.
// One worker runs every test here: a second worker would start a second server on the same port.
test.describe.configure({ mode: 'serial', timeout: 120_000 });

let server: ExtraServer;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  server = await startAccountsServer(E2E_PORT + 123);
});

test.afterAll(async () => {
  await server?.stop();
});

for (const [width, height] of [
  [390, 740],
  [360, 780],
] as const) {
  for (const language of ['EN', 'UR'] as const) {
    const text = TEXTS[language];

    test(`the floating button lies over no control on a member's home at ${width}x${height} (${language})`, async ({
      browser,
    }) => {
      const page = await restingPage(browser);
      await page.setViewportSize({ width, height });
      await logIn(page, server.baseUrl);
      await storeLook(page, language, language === 'EN' ? 'light' : 'dark');
      await page.goto(`${server.baseUrl}/m/home`);
      await expect(page.getByRole('link', { name: text.moreFav })).toBeVisible();
      await expect(page.getByRole('list', { name: text.hot }).getByRole('button').first()).toBeVisible();

      // First load, nothing scrolled: it shows, beside the controls rather than on one.
      const floating = page.getByRole('main').getByRole('button', { name: text.service }).last();
      await expect(floating).toBeVisible();
      await expect.poll(() => coveredControls(page)).toEqual([]);

      // Wherever the page comes to rest: on no control, or out of the way.
      const scrollHeight = await page.evaluate(() => document.documentElement.scrollHeight);
      for (const fraction of [0.15, 0.3, 0.5, 0.75]) {
        await page.evaluate((y) => window.scrollTo(0, y), Math.round(scrollHeight * fraction));
        await expect.poll(async () => (await coveredControls(page)) ?? []).toEqual([]);
      }
      // At the end of the page it has room of its own again.
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await expect.poll(() => coveredControls(page)).toEqual([]);
      await page.context().close();
    });
  }
}
