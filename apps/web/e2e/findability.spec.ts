import type { Locator, Page, Response } from '@playwright/test';
import { startAccountsServer } from './support/accounts.ts';
import { sendInboxMessage } from './support/messaging.ts';
import { operatorSession } from './support/rewards.ts';
import { storeLook } from './support/language.ts';
import { E2E_PORT, type ExtraServer } from './support/server.ts';
import { expect, restingPage, test } from './support/test.ts';
import { logIn, memberGet, sessionToken } from './support/wallet.ts';

/**
 * Everything a guest is offered on home can be found without typing an address, and works: the
 * game lobby and the lottery lobby have entries of their own, the Lottery tab holds the house
 * draws, Customer service offers people to talk to (live chat first) rather than the FAQ, the
 * floating button never sits on a control the player cannot get out from under, the download bar
 * reads in full, and the hot list never shows two games under one name. At the phone viewport and
 * at 360 px, in English and Urdu.
 */
const TEXTS = {
  EN: {
    quickLinks: 'Quick links',
    allGames: 'All games',
    lottery: 'Lottery',
    lotto: 'Lotto',
    service: 'Customer service',
    messages: 'Messages',
    tabs: 'Game categories',
    draws: 'All draws: countdowns and results',
    houseVendor: 'Open OpenLobby E-Lottery',
    houseDraw: '5-Digit Draw · Every 5 Minutes',
    thirdPartyVendor: 'Open TCG Lotto Vietnam',
    serviceList: 'Ways to reach us',
    liveChat: 'Live chat',
    whatsapp: 'WhatsApp',
    help: 'Help centre',
    hot: 'Hot games',
    moreHot: 'More hot games',
    moreFav: 'More of my collection',
    bar: 'Faster play in our app',
    play: (game: string) => `Play ${game}`,
  },
  UR: {
    quickLinks: 'فوری روابط',
    allGames: 'تمام گیمز',
    lottery: 'لاٹری',
    lotto: 'لوٹو',
    service: 'کسٹمر سروس',
    messages: 'پیغامات',
    tabs: 'گیمز کے زمرے',
    draws: 'تمام قرعہ اندازیاں: الٹی گنتی اور نتائج',
    houseVendor: 'OpenLobby E-Lottery کھولیں',
    houseDraw: '5 ہندسوں کی قرعہ اندازی · ہر 5 منٹ',
    thirdPartyVendor: 'TCG Lotto Vietnam کھولیں',
    serviceList: 'ہم سے رابطے کے طریقے',
    liveChat: 'لائیو چیٹ',
    whatsapp: 'واٹس ایپ',
    help: 'مدد مرکز',
    hot: 'مقبول گیمز',
    moreHot: 'مزید مقبول گیمز',
    moreFav: 'میرے مجموعے میں مزید',
    bar: 'تیز تر کھیل کے لیے ایپ حاصل کریں',
    play: (game: string) => `${game} کھیلیں`,
  },
} as const;

type Language = keyof typeof TEXTS;

/**
 * Home in the language; `beforeLastLoad` runs just before the load that shows it (in Urdu a reload
 * after the look is stored), so a wait for a response it arms sees that load's answer, not one a
 * reload discards.
 */
async function openHome(page: Page, language: Language, beforeLastLoad = () => {}): Promise<void> {
  if (language === 'EN') beforeLastLoad();
  await page.goto('/m/home');
  if (language === 'UR') {
    await storeLook(page, 'UR', 'dark');
    beforeLastLoad();
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  }
}

/**
 * True when a tap at the middle of `target` reaches it (or something inside it), not a fixed
 * button or bar lying over it.
 */
function reachable(target: Locator): Promise<boolean> {
  return target.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return hit !== null && (hit === element || element.contains(hit));
  });
}

for (const width of [390, 360]) {
  for (const language of ['EN', 'UR'] as const) {
    const text = TEXTS[language];
    test.describe(`findability at ${width} px in ${language}`, () => {
      test.use({ viewport: { width, height: 844 } });

      test('home has entries for the game lobby, the lottery lobby and the message centre', async ({
        page,
      }) => {
        await openHome(page, language);
        const quick = page.getByRole('navigation', { name: text.quickLinks });
        for (const name of [text.allGames, text.lottery, text.messages, text.service]) {
          const entry = quick.getByRole('link', { name }).or(quick.getByRole('button', { name }));
          await expect(entry).toBeVisible();
          expect(await reachable(entry), name).toBe(true);
        }
        await quick.getByRole('link', { name: text.allGames }).click();
        await expect(page).toHaveURL(/\/m\/game$/);
        await page.goBack();
        await quick.getByRole('link', { name: text.lottery }).click();
        await expect(page).toHaveURL(/\/m\/lottery$/);
        await page.goBack();
        await quick.getByRole('link', { name: text.messages }).click();
        await expect(page).toHaveURL(/\/m\/message$/);
      });

      test("home's Lottery tab holds the house draws; the third-party vendors are under Lotto", async ({
        page,
      }) => {
        await openHome(page, language);
        const tabs = page.getByRole('tablist', { name: text.tabs });
        await tabs.getByRole('tab', { name: text.lottery, exact: true }).click();
        const panel = page.getByRole('tabpanel');
        await expect(panel.getByRole('link', { name: text.draws })).toBeVisible();
        await expect(panel.getByRole('link', { name: text.houseVendor })).toBeVisible();
        await expect(panel.getByRole('link', { name: text.thirdPartyVendor })).toHaveCount(0);
        await tabs.getByRole('tab', { name: text.lotto, exact: true }).click();
        await expect(panel.getByRole('link', { name: text.thirdPartyVendor })).toBeVisible();

        await tabs.getByRole('tab', { name: text.lottery, exact: true }).click();
        await panel.getByRole('link', { name: text.houseVendor }).click();
        await expect(page.getByRole('button', { name: text.play(text.houseDraw) })).toBeVisible();
        await page.goBack();
        await page.getByRole('tabpanel').getByRole('link', { name: text.draws }).click();
        await expect(page).toHaveURL(/\/m\/lottery$/);
      });

      test('Customer service, the quick link and the floating button, offers live chat first and the FAQ last', async ({
        page,
      }) => {
        await openHome(page, language);
        const quick = page.getByRole('navigation', { name: text.quickLinks });
        for (const opener of [
          quick.getByRole('button', { name: text.service }),
          page.getByRole('main').getByRole('button', { name: text.service }).last(),
        ]) {
          await opener.click();
          const sheet = page.getByRole('dialog', { name: text.service });
          const entries = sheet.getByRole('list', { name: text.serviceList }).getByRole('listitem');
          await expect(entries.first()).toHaveText(new RegExp(`^${text.liveChat}`));
          await expect(entries.last()).toHaveText(new RegExp(`^${text.help}`));
          await expect(sheet.getByRole('link', { name: new RegExp(`^${text.whatsapp}`) })).toHaveAttribute(
            'href',
            /^https:\/\/wa\.me\//,
          );
          await page.keyboard.press('Escape');
          await expect(sheet).toHaveCount(0);
        }
        // A guest's live chat starts with logging in (spec 4).
        await page.getByRole('main').getByRole('button', { name: text.service }).last().click();
        await page
          .getByRole('dialog', { name: text.service })
          .getByRole('button', { name: new RegExp(`^${text.liveChat}`) })
          .click();
        await expect(page).toHaveURL(/\/m\/login/);
      });

      test('the floating customer-service button never covers a game tile or the More link for good', async ({
        page,
      }) => {
        await openHome(page, language);
        const hot = page.getByRole('list', { name: text.hot });
        await expect(hot.getByRole('button').first()).toBeVisible();
        const floating = page.getByRole('main').getByRole('button', { name: text.service }).last();
        await expect(floating).toBeVisible();
        const targets = [
          page.getByRole('link', { name: text.moreHot }),
          ...(await hot.getByRole('button', { name: new RegExp(text.play('.+')) }).all()),
        ];
        for (const target of targets) {
          // Where scrolling to a control (focus, find-in-page) puts it: clear of the fixed button
          // and the bottom menu, so a tap reaches it.
          await target.evaluate((element) => element.scrollIntoView({ block: 'end' }));
          expect(await reachable(target), (await target.getAttribute('aria-label')) ?? 'More').toBe(true);
        }
        // At the very end of the page, the last row scrolls clear of the button too.
        await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
        const lastTile = hot.getByRole('button', { name: new RegExp(text.play('.+')) }).last();
        expect(await reachable(lastTile)).toBe(true);
      });

      test('the download bar reads in full', async ({ page }) => {
        await openHome(page, language);
        const bar = page.getByRole('complementary', { name: text.bar });
        const sentence = bar.getByText(text.bar, { exact: true });
        await expect(sentence).toBeVisible();
        // Nothing cut at the line's end ("Faster play in our a…"): the sentence wraps instead, and
        // every line of it lies inside the bar.
        const layout = await sentence.evaluate((element) => {
          const range = document.createRange();
          range.selectNodeContents(element);
          const lines = [...range.getClientRects()];
          const bar = element.closest('aside')?.getBoundingClientRect();
          return {
            overflowing: element.scrollWidth > element.clientWidth + 1,
            ellipsis: getComputedStyle(element).textOverflow === 'ellipsis',
            inside:
              bar !== undefined &&
              lines.every(
                (line) =>
                  line.left >= bar.left - 1 &&
                  line.right <= bar.right + 1 &&
                  line.top >= bar.top - 1 &&
                  line.bottom <= bar.bottom + 1,
              ),
            lineTops: new Set(lines.map((line) => Math.round(line.top))).size,
          };
        });
        expect(layout.overflowing).toBe(false);
        expect(layout.ellipsis).toBe(false);
        expect(layout.inside).toBe(true);
        expect(layout.lineTops).toBeLessThanOrEqual(2);
      });

      test('the hot list never shows two games under one name', async ({ page }) => {
        // The whole hot list the lobby loads (home shows its first rows; "More" shows the rest).
        let hotAnswer: Promise<Response> | undefined;
        await openHome(page, language, () => {
          // In this language only: in Urdu the English page loaded first may still be answering,
          // and its answer's body is gone once the page reloads.
          hotAnswer = page.waitForResponse(
            (response) =>
              response.url().includes('/wps/relay/GCSGAME_hotGamesV2') &&
              response.url().includes(`language=${language}`),
          );
        });
        const hot = page.getByRole('list', { name: text.hot });
        await expect(hot.getByRole('button').first()).toBeVisible();
        const names = await hot
          .getByRole('button', { name: new RegExp(text.play('.+')) })
          .evaluateAll((buttons) => buttons.map((button) => button.getAttribute('aria-label') ?? ''));
        expect(names.length).toBeGreaterThan(6);
        expect(names.filter((name, index) => names.indexOf(name) !== index)).toEqual([]);
        if (hotAnswer === undefined) throw new Error('home was opened without waiting for its hot list');
        const body = (await (await hotAnswer).json()) as { value: { list: { displayName: string }[] } };
        const all = body.value.list.map((game) => game.displayName.toLowerCase());
        expect(all.length).toBeGreaterThan(20);
        expect(all.filter((name, index) => all.indexOf(name) !== index)).toEqual([]);
      });
    });
  }
}

test.describe('a member finds operator messages from home, the side menu and the member centre', () => {
  test.describe.configure({ mode: 'serial' });
  let server: ExtraServer;
  let ops: string;

  test.beforeAll(async () => {
    server = await startAccountsServer(E2E_PORT + 99);
    ops = await operatorSession(server);
  });

  test.afterAll(async () => {
    await server?.stop();
  });

  for (const width of [390, 360]) {
    for (const language of ['EN', 'UR'] as const) {
      test(`the floating button never covers My collection's More link at ${width} px in ${language}`, async ({
        browser,
      }) => {
        const text = TEXTS[language];
        const page = await restingPage(browser);
        await page.setViewportSize({ width, height: 740 });
        await logIn(page, server.baseUrl);
        await storeLook(page, language, language === 'EN' ? 'light' : 'dark');
        await page.goto(`${server.baseUrl}/m/home`);
        const more = page.getByRole('link', { name: text.moreFav });
        await expect(more).toBeVisible();
        await expect(page.getByRole('main').getByRole('button', { name: text.service }).last()).toBeVisible();
        // 740 px tall: home opens with the link under the floating button, so focusing it must move it.
        // Where scrolling to it (find-in-page, a link to it) puts it, and where focusing it does: a tap
        // reaches it, clear of the floating button and the bottom menu.
        await more.evaluate((element) => element.scrollIntoView({ block: 'end' }));
        expect(await reachable(more), 'scrolled to').toBe(true);
        await page.evaluate(() => window.scrollTo(0, 0));
        await more.focus();
        expect(await reachable(more), 'focused').toBe(true);
      });
    }
  }

  for (const width of [390, 360]) {
    for (const language of ['EN', 'UR'] as const) {
      test(`the unread count shows on every Messages entry at ${width} px in ${language}`, async ({
        browser,
      }) => {
        const page = await restingPage(browser);
        await page.setViewportSize({ width, height: 844 });
        await logIn(page, server.baseUrl);
        const token = await sessionToken(page);
        const { customerId } = await memberGet<{ customerId: number }>(
          server.baseUrl,
          token,
          '/wps/member/info',
        );
        const counts = await memberGet<{
          announcementUnreadCount: number;
          inboxUnreadCount: number;
          chatUnreadCount: number;
        }>(server.baseUrl, token, '/wps/relay/CSP_unreadCount');
        await sendInboxMessage(server, ops, customerId, {
          EN: { title: 'Your withdrawal was approved', content: '<p>It is on its way.</p>' },
          UR: { title: 'آپ کی رقم نکالنے کی درخواست منظور ہو گئی', content: '<p>رقم روانہ ہو گئی ہے۔</p>' },
        });
        // What the message centre badges: announcements, the inbox and chat, one more than before.
        const unread = String(
          counts.announcementUnreadCount + counts.inboxUnreadCount + counts.chatUnreadCount + 1,
        );
        const name = language === 'EN' ? `Messages, ${unread} unread` : `پیغامات، ${unread} نہیں پڑھے گئے`;
        await storeLook(page, language, language === 'EN' ? 'light' : 'dark');
        await page.goto(`${server.baseUrl}/m/home`);

        const home = page
          .getByRole('navigation', { name: TEXTS[language].quickLinks })
          .getByRole('link', { name });
        await expect(home).toBeVisible();
        await expect(home).toContainText(unread);

        await page
          .getByRole('banner')
          .getByRole('button', { name: language === 'EN' ? 'Open menu' : 'مینو کھولیں' })
          .click();
        const menu = page.getByRole('dialog', { name: language === 'EN' ? 'Side menu' : 'سائیڈ مینو' });
        await expect(menu.getByRole('link', { name })).toBeVisible();
        await menu.getByRole('link', { name }).click();
        await expect(page).toHaveURL(/\/m\/message$/);

        await page.goto(`${server.baseUrl}/m/member/home`);
        const entry = page.getByRole('link', { name });
        await expect(entry).toBeVisible();
        await entry.click();
        await expect(page).toHaveURL(/\/m\/message$/);
        await page.context().close();
      });
    }
  }
});
