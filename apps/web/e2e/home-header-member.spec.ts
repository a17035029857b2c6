import type { Locator } from '@playwright/test';
import { startAccountsServer } from './support/accounts.ts';
import { storeLook } from './support/language.ts';
import { E2E_PORT, type ExtraServer } from './support/server.ts';
import { expect, restingPage, test } from './support/test.ts';
import { logIn } from './support/wallet.ts';

/**
 * The member corner of home's header on a 360 px phone: the member's name and VIP level both read in
 * full (Urdu's tag is twice as long as "VIP 1"), and a reload whose member-details requests drop
 * still ends with them shown, not with the placeholders for good.
 */
const TEXTS = {
  EN: { corner: 'Demo Player VIP 1', vip: 'VIP 1' },
  UR: { corner: 'Demo Player وی آئی پی 1', vip: 'وی آئی پی 1' },
} as const;

/** Where the lobby keeps the member's details for the tab (the contract's StorageKey.MEMBER_INFO). */
const MEMBER_DETAILS_KEY = 'memberInfo';

/** True when the element shows all of its text (no ellipsis, nothing past its box). */
function readsInFull(element: Locator): Promise<boolean> {
  return element.evaluate((node) => node.scrollWidth <= node.clientWidth + 1 && node.clientWidth > 0);
}

// Each test logs in first, on a shared two-core machine.
// One worker runs every test here: a second worker would start a second server on the same port.
test.describe.configure({ mode: 'serial', timeout: 120_000 });

let server: ExtraServer;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  server = await startAccountsServer(E2E_PORT + 122);
});

test.afterAll(async () => {
  await server?.stop();
});

for (const language of ['EN', 'UR'] as const) {
  const text = TEXTS[language];

  test(`a member's name and VIP level both read in full at 360 px (${language})`, async ({ browser }) => {
    const page = await restingPage(browser);
    await page.setViewportSize({ width: 360, height: 780 });
    await logIn(page, server.baseUrl);
    await storeLook(page, language, language === 'EN' ? 'light' : 'dark');
    await page.goto(`${server.baseUrl}/m/home`);
    const corner = page.getByRole('banner').getByRole('link', { name: text.corner });
    await expect(corner).toBeVisible();
    const name = corner.getByText('Demo Player', { exact: true });
    const vip = corner.getByText(text.vip, { exact: true });
    expect(await readsInFull(name)).toBe(true);
    expect(await readsInFull(vip)).toBe(true);
    // Side by side or one above the other, never on top of each other.
    const [a, b] = [await name.boundingBox(), await vip.boundingBox()];
    const overlap =
      a !== null &&
      b !== null &&
      a.x < b.x + b.width &&
      b.x < a.x + a.width &&
      a.y < b.y + b.height &&
      b.y < a.y + a.height;
    expect(overlap).toBe(false);
    await page.context().close();
  });

  test(`a reload whose member-details requests drop still shows the member (${language})`, async ({
    browser,
  }) => {
    const page = await restingPage(browser);
    await logIn(page, server.baseUrl);
    // Home has its details (so none arrive after they are taken away below).
    await expect(page.getByRole('banner').getByRole('link', { name: TEXTS.EN.corner })).toBeVisible();
    await storeLook(page, language, 'dark');
    // Without the details this tab kept from before (a tab whose copy is gone): only asking again
    // can bring them back.
    await page.evaluate((key) => sessionStorage.removeItem(key), MEMBER_DETAILS_KEY);
    // The first two answers never come (home may ask twice as the app takes over the page).
    let dropped = 0;
    await page.route('**/wps/member/info', async (route) => {
      if (dropped < 2) {
        dropped += 1;
        await route.abort('connectionreset');
        return;
      }
      await route.continue();
    });
    await page.reload();
    await expect(page.getByRole('banner').getByRole('link', { name: text.corner })).toBeVisible();
    expect(dropped).toBe(2);
    await page.context().close();
  });
}
