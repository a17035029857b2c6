import type { Page } from '@playwright/test';
import { startAccountsServer } from './support/accounts.ts';
import { storeLook } from './support/language.ts';
import { E2E_PORT, type ExtraServer } from './support/server.ts';
import { expect, restingPage, test } from './support/test.ts';
import { logIn } from './support/wallet.ts';

/**
 * Live chat's code (and the customer-service sheet that offers it) loads only when a player asks for
 * help. On a connection that drops that chunk, a tap on Customer service or on the side menu's Live
 * chat must still answer: a dialog says, in the player's language, that it could not load and
 * offers Try again, which brings the sheet with live chat first once the connection is back.
 */
const TEXTS = {
  EN: {
    service: 'Customer service',
    quickLinks: 'Quick links',
    failed: 'Network problem. Please check your connection and try again.',
    retry: 'Try again',
    serviceList: 'Ways to reach us',
    liveChat: 'Live chat',
    openMenu: 'Open menu',
    sideMenu: 'Side menu',
  },
  UR: {
    service: 'کسٹمر سروس',
    quickLinks: 'فوری روابط',
    failed: 'نیٹ ورک میں مسئلہ ہے۔ براہِ کرم اپنا کنکشن چیک کر کے دوبارہ کوشش کریں۔',
    retry: 'دوبارہ کوشش کریں',
    serviceList: 'ہم سے رابطے کے طریقے',
    liveChat: 'لائیو چیٹ',
    openMenu: 'مینو کھولیں',
    sideMenu: 'سائیڈ مینو',
  },
} as const;

// Pages that wait for a loader's retry, on a shared two-core machine.
test.describe.configure({ timeout: 120_000 });

/** Live chat's chunk (shared by the sheet, the message centre and the side menu) never arrives. */
const LIVE_CHAT_CHUNK = /\/m\/assets\/liveChat-[\w-]+\.js$/;

interface Outage {
  /** Requests for the chunk refused so far. */
  readonly refused: () => number;
  /** The connection is back. */
  readonly restore: () => Promise<void>;
}

async function dropLiveChatCode(page: Page): Promise<Outage> {
  let refused = 0;
  const refuse = (route: Parameters<Parameters<Page['route']>[1]>[0]) => {
    refused += 1;
    return route.abort('internetdisconnected');
  };
  await page.route(LIVE_CHAT_CHUNK, refuse);
  return { refused: () => refused, restore: () => page.unroute(LIVE_CHAT_CHUNK, refuse) };
}

/**
 * The failure dialog answers the tap; Try again asks for the code again at once (and says so again
 * while the network is still down); once it is back the sheet comes, live chat first, with no reload.
 */
async function expectFailureThenRecovery(page: Page, language: 'EN' | 'UR', outage: Outage): Promise<void> {
  const text = TEXTS[language];
  const dialog = page.getByRole('dialog', { name: text.service });
  await expect(dialog.getByRole('alert')).toHaveText(text.failed);
  const retry = dialog.getByRole('button', { name: text.retry });
  await expect(retry).toBeEnabled();
  const before = outage.refused();
  await retry.click();
  await expect.poll(outage.refused).toBeGreaterThan(before);
  await expect(dialog.getByRole('alert')).toHaveText(text.failed);
  await outage.restore();
  // The next attempt (the player's Try again or the loader's own, at most 16 s apart) brings it.
  const entries = dialog.getByRole('list', { name: text.serviceList }).getByRole('listitem');
  await expect(entries.first()).toHaveText(new RegExp(`^${text.liveChat}`), { timeout: 40_000 });
}

for (const language of ['EN', 'UR'] as const) {
  const text = TEXTS[language];

  test(`Customer service answers with Try again when live chat's code cannot load (${language})`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 360, height: 780 });
    const outage = await dropLiveChatCode(page);
    await page.goto('/m/home');
    if (language === 'UR') {
      await storeLook(page, 'UR', 'dark');
      await page.reload();
      await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    }
    await page
      .getByRole('navigation', { name: text.quickLinks })
      .getByRole('button', { name: text.service })
      .click();
    await expectFailureThenRecovery(page, language, outage);
  });
}

test.describe("a member's side-menu Live chat when its code cannot load", () => {
  // One worker runs both languages against the one accounts server on this port: run apart, the
  // first to finish would stop the server under the other.
  test.describe.configure({ mode: 'serial' });
  let server: ExtraServer;

  test.beforeAll(async () => {
    test.setTimeout(180_000);
    server = await startAccountsServer(E2E_PORT + 121);
  });

  test.afterAll(async () => {
    await server?.stop();
  });

  for (const language of ['EN', 'UR'] as const) {
    test(`says so and offers Try again (${language})`, async ({ browser }) => {
      const text = TEXTS[language];
      const page = await restingPage(browser);
      await page.setViewportSize({ width: 360, height: 780 });
      await logIn(page, server.baseUrl);
      await storeLook(page, language, language === 'EN' ? 'light' : 'dark');
      await page.goto(`${server.baseUrl}/m/home`);
      const outage = await dropLiveChatCode(page);
      await page.getByRole('banner').getByRole('button', { name: text.openMenu }).click();
      await page
        .getByRole('dialog', { name: text.sideMenu })
        .getByRole('button', { name: text.liveChat })
        .click();
      await expectFailureThenRecovery(page, language, outage);
      await page.context().close();
    });
  }
});
