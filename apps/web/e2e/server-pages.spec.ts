import type { Browser, Locator, Page, TestInfo } from '@playwright/test';
import jsQR from 'jsqr';
import { startAccountsServer } from './support/accounts.ts';
import { setTextSize, sidewaysOverflow } from './support/a11yLayout.ts';
import { openChatFromSheet } from './support/customerService.ts';
import { E2E_PORT, type ExtraServer } from './support/server.ts';
import { expect, restingContext, test } from './support/test.ts';
import { logIn } from './support/wallet.ts';

/**
 * The pages the server draws for a player, opened the way a player opens them: the demo payment
 * page from the deposit screen and live chat from the customer-service sheet. They come in the
 * lobby's language and theme (Urdu right to left, every heading and button in Urdu; the light
 * theme's light background), and fit a 360 px phone without sideways scrolling, at 200 % text too.
 * On a server of its own (its own deposits and chats).
 */
test.describe.configure({ mode: 'serial' });

/** E2E_PORT + 61: clear of the other specs' offsets. */
const PORT = E2E_PORT + 61;

type Language = 'EN' | 'UR';
type Theme = 'light' | 'dark';

/** The page backgrounds of apps/server/src/platform/page-theme.ts, as the browser reports them. */
const BACKGROUND: Record<Theme, string> = { light: 'rgb(248, 250, 252)', dark: 'rgb(15, 23, 42)' };

const TEXT = {
  EN: {
    online: 'Online payment',
    next: 'Next',
    payTitle: 'Demo payment',
    pay: 'Pay now',
    cancel: 'Cancel payment',
    qr: 'QR code',
    qrTitle: 'Scan to pay',
    qrLabel: 'QR code of the payment',
    chatTitle: 'Live chat',
    send: 'Send',
    back: 'Back',
    message: 'Type a message',
  },
  UR: {
    online: 'آن لائن ادائیگی',
    next: 'آگے',
    payTitle: 'ڈیمو ادائیگی',
    pay: 'ابھی ادا کریں',
    cancel: 'ادائیگی منسوخ کریں',
    qr: 'کیو آر کوڈ',
    qrTitle: 'ادائیگی کے لیے اسکین کریں',
    qrLabel: 'ادائیگی کا کیو آر کوڈ',
    chatTitle: 'لائیو چیٹ',
    send: 'بھیجیں',
    back: 'واپس',
    message: 'پیغام لکھیں',
  },
} as const;

let server: ExtraServer;

test.beforeAll(async () => {
  server = await startAccountsServer(PORT);
});

test.afterAll(async () => {
  await server?.stop();
});

/** The demo player, logged in, with the language and theme saved as a returning player has them. */
async function member(browser: Browser, language: Language, theme: Theme): Promise<Page> {
  const page = await (await restingContext(browser)).newPage();
  await logIn(page, server.baseUrl);
  await page.evaluate(
    ([lang, mode]) => {
      localStorage.setItem('language', lang);
      localStorage.setItem('theme', mode);
    },
    [language, theme] as const,
  );
  return page;
}

/** Deposit screen -> Online payment -> 200 -> Next: the browser lands on the gateway's page. */
async function openPaymentPage(page: Page, language: Language): Promise<void> {
  const text = TEXT[language];
  await page.goto(`${server.baseUrl}/m/voucherCenter`);
  const online = page.getByRole('radio', { name: text.online, exact: true });
  await online.click();
  await expect(online).toBeChecked();
  await page.getByRole('button', { name: '200', exact: true }).click();
  await page.getByRole('button', { name: text.next, exact: true }).click();
  await expect(page).toHaveURL(/\/pay\/demo\//);
}

async function expectLook(page: Page, language: Language, theme: Theme): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('lang', language.toLowerCase());
  await expect(page.locator('html')).toHaveAttribute('dir', language === 'UR' ? 'rtl' : 'ltr');
  await expect(page.locator('body')).toHaveCSS('background-color', BACKGROUND[theme]);
}

/** No sideways scroll at the phone's width, at normal text and at 200 % text. */
async function expectFits(page: Page, info: TestInfo, name: string): Promise<void> {
  expect(await sidewaysOverflow(page)).toBe(0);
  await page.screenshot({ path: info.outputPath(`${name}.png`), fullPage: true });
  await setTextSize(page, 200);
  // The page has taken the new size before it is measured.
  await expect
    .poll(() => page.evaluate(() => getComputedStyle(document.documentElement).fontSize))
    .toBe('32px');
  expect(await sidewaysOverflow(page)).toBe(0);
  await page.screenshot({ path: info.outputPath(`${name}-200.png`), fullPage: true });
  await setTextSize(page, 100);
}

test('in Urdu and light, the payment page opened from the deposit screen is Urdu and light', async ({
  browser,
}, info) => {
  const page = await member(browser, 'UR', 'light');
  await openPaymentPage(page, 'UR');
  await expectLook(page, 'UR', 'light');
  await expect(page).toHaveTitle(TEXT.UR.payTitle);
  await expect(page.getByRole('heading', { level: 1, name: TEXT.UR.payTitle })).toBeVisible();
  await expect(page.getByRole('button', { name: TEXT.UR.pay })).toBeVisible();
  await expect(page.getByRole('button', { name: TEXT.UR.cancel })).toBeVisible();
  // The amount reads as the lobby shows it, left to right inside the Urdu page.
  await expect(page.locator('.amount bdi[dir="ltr"]')).toHaveText('¥200.00');
  await expectFits(page, info, 'payment-ur-light');
  await page.getByRole('button', { name: TEXT.UR.pay }).click();
  await expect(page).toHaveURL(/\/m\/voucherCenter\?depositId=/);
  await page.context().close();
});

test('in Urdu and light, live chat opened from the customer-service sheet is Urdu and light', async ({
  browser,
}, info) => {
  const page = await member(browser, 'UR', 'light');
  await openChatFromSheet(page, server.baseUrl, 'UR');
  await expectLook(page, 'UR', 'light');
  await expect(page.getByRole('heading', { level: 1, name: TEXT.UR.chatTitle })).toBeVisible();
  await expect(page.getByRole('link', { name: TEXT.UR.back })).toBeVisible();
  await expect(page.getByRole('textbox', { name: TEXT.UR.message })).toBeVisible();
  await expect(page.getByRole('button', { name: TEXT.UR.send })).toBeVisible();
  await expectFits(page, info, 'chat-ur-light');
  await page.context().close();
});

for (const [language, theme] of [
  ['EN', 'light'],
  ['UR', 'dark'],
] as const) {
  test(`in ${language} and ${theme}, both pages follow the lobby`, async ({ browser }, info) => {
    const text = TEXT[language];
    const page = await member(browser, language, theme);
    await openPaymentPage(page, language);
    await expectLook(page, language, theme);
    await expect(page.getByRole('heading', { level: 1, name: text.payTitle })).toBeVisible();
    await expect(page.getByRole('button', { name: text.cancel })).toBeVisible();
    await expectFits(page, info, `payment-${language.toLowerCase()}-${theme}`);

    await openChatFromSheet(page, server.baseUrl, language);
    await expectLook(page, language, theme);
    await expect(page.getByRole('heading', { level: 1, name: text.chatTitle })).toBeVisible();
    await expect(page.getByRole('button', { name: text.send })).toBeVisible();
    await expectFits(page, info, `chat-${language.toLowerCase()}-${theme}`);
    await page.context().close();
  });
}

/** What a phone's camera reads from the QR code on screen (drawn on a canvas, decoded by jsQR). */
async function scanned(qr: Locator): Promise<string> {
  const image = await qr.evaluate(async (svg) => {
    const size = 320;
    const picture = new Image();
    picture.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(new XMLSerializer().serializeToString(svg))}`;
    await picture.decode();
    const canvas = document.createElement('canvas');
    canvas.width = size;
    canvas.height = size;
    const context = canvas.getContext('2d');
    context?.drawImage(picture, 0, 0, size, size);
    return { size, data: Array.from(context?.getImageData(0, 0, size, size).data ?? []) };
  });
  const code = jsQR(Uint8ClampedArray.from(image.data), image.size, image.size);
  expect(code, 'a readable QR code').not.toBeNull();
  return code?.data ?? '';
}

test('in Urdu and dark, the deposit QR code reads in Urdu and opens the payment page in Urdu and dark', async ({
  browser,
}, info) => {
  // Two phones, a login and a deposit: slow when the shared machine is busy.
  test.setTimeout(120_000);
  const text = TEXT.UR;
  const page = await member(browser, 'UR', 'dark');
  await page.goto(`${server.baseUrl}/m/voucherCenter`);
  await page.getByRole('radio', { name: text.qr, exact: true }).click();
  await page.getByRole('button', { name: '200', exact: true }).click();
  await page.getByRole('button', { name: text.next, exact: true }).click();
  await expect(page.getByRole('heading', { name: text.qrTitle })).toBeVisible();
  const qr = page.getByRole('img', { name: text.qrLabel });
  await expect(qr).toBeVisible();
  await page.screenshot({ path: info.outputPath('qr-ur-dark.png'), fullPage: true });

  // The payer scans it with another phone: a whole address, in the member's language and theme.
  const address = new URL(await scanned(qr));
  expect(address.origin).toBe(server.baseUrl);
  expect(address.pathname).toMatch(/^\/pay\/demo\//);
  const payer = await (await restingContext(browser)).newPage();
  await payer.goto(address.href);
  await expectLook(payer, 'UR', 'dark');
  await expect(payer.getByRole('heading', { level: 1, name: text.payTitle })).toBeVisible();
  await payer.context().close();
  await page.context().close();
});
