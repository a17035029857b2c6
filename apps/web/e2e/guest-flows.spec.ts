import type { Page } from '@playwright/test';
import { expect, pageShowingPopups, test } from './support/test.ts';
import {
  fillBirthDate,
  solveSlider,
  startAccountsServer,
  TEST_CAPTCHA,
  uniqueName,
} from './support/accounts.ts';
import { storeLook, type Theme } from './support/language.ts';
import { E2E_PORT, type ExtraServer } from './support/server.ts';
import { DEMO_PASSWORD, DEMO_USER } from './support/wallet.ts';

/**
 * A guest who taps Play is told why the login screen opened, and after logging in or registering
 * lands in the game they chose (a slot opens in the game frame; a house draw opens its lottery
 * page), not on home. The guest welcome popup offers Register beside Close. At the phone viewport,
 * in English and Urdu, on this spec's own server (test challenges for the login's human check).
 */
test.describe.configure({ mode: 'serial' });

/** The house dice game: the hot list and its page both name it in the player's language. */
const DICE_FRAME = /^(Classic Dice|کلاسک ڈائس)$/;

const TEXTS = {
  EN: {
    hot: 'Hot games',
    dice: 'Classic Dice',
    play: (game: string) => `Play ${game}`,
    reason: 'Log in or register to play this game. You will go straight back to it.',
    username: 'Username',
    password: 'Password',
    confirm: 'Confirm password',
    captcha: 'Captcha',
    slider: 'Human check: slide the piece into the gap',
    passed: 'Check passed',
    logIn: 'Log in',
    registerLink: 'Register',
    register: 'Register',
    tabs: 'Game categories',
    lottery: 'Lottery',
    houseVendor: 'Open OpenLobby E-Lottery',
    houseDraw: '5-Digit Draw · Every 5 Minutes',
    close: 'Close',
  },
  UR: {
    hot: 'مقبول گیمز',
    dice: 'کلاسک ڈائس',
    play: (game: string) => `${game} کھیلیں`,
    reason: 'یہ گیم کھیلنے کے لیے لاگ ان یا رجسٹر کریں۔ اس کے بعد آپ سیدھے اسی گیم پر واپس آئیں گے۔',
    username: 'صارف نام',
    password: 'پاس ورڈ',
    confirm: 'پاس ورڈ کی تصدیق کریں',
    captcha: 'کیپچا',
    slider: 'انسانی تصدیق: ٹکڑے کو خالی جگہ میں سلائیڈ کریں',
    passed: 'تصدیق ہو گئی',
    logIn: 'لاگ اِن کریں',
    registerLink: 'رجسٹر کریں',
    register: 'رجسٹر کریں',
    tabs: 'گیمز کے زمرے',
    lottery: 'لاٹری',
    houseVendor: 'OpenLobby E-Lottery کھولیں',
    houseDraw: '5 ہندسوں کی قرعہ اندازی · ہر 5 منٹ',
    close: 'بند کریں',
  },
} as const;

type Language = keyof typeof TEXTS;

let server: ExtraServer;

test.beforeAll(async () => {
  server = await startAccountsServer(E2E_PORT + 97);
});

test.afterAll(async () => {
  await server?.stop();
});

async function openHome(page: Page, language: Language, theme: Theme): Promise<void> {
  await page.goto(`${server.baseUrl}/m/home`);
  await storeLook(page, language, theme);
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('dir', language === 'UR' ? 'rtl' : 'ltr');
}

/** The slider solved as a person solves it (support/slider.ts), in the page's language. */
async function human(page: Page, language: Language): Promise<void> {
  const text = TEXTS[language];
  await solveSlider(page, text.slider, text.passed);
}

for (const language of ['EN', 'UR'] as const) {
  const text = TEXTS[language];
  const theme = language === 'EN' ? 'light' : 'dark';

  test.describe(`a guest in ${language}`, () => {
    test('taps Play, reads why the login opened, logs in and is in the game they chose', async ({ page }) => {
      await openHome(page, language, theme);
      await page
        .getByRole('list', { name: text.hot })
        .getByRole('button', { name: text.play(text.dice) })
        .click();
      await expect(page).toHaveURL(/\/m\/login\?reason=play&next=/);
      await expect(page.getByRole('status').filter({ hasText: text.reason })).toBeVisible();

      await page.getByLabel(text.username, { exact: true }).fill(DEMO_USER);
      await page.getByLabel(text.password, { exact: true }).fill(DEMO_PASSWORD);
      await human(page, language);
      await page.getByRole('button', { name: text.logIn, exact: true }).click();

      // Back where they tapped, with the game open in its frame, and the mark gone from the address.
      await expect(page.getByRole('dialog', { name: DICE_FRAME })).toBeVisible();
      await expect(page).toHaveURL(/\/m\/home$/);
      // A reload does not start it a second time.
      await page.reload();
      await expect(page.getByRole('list', { name: text.hot })).toBeVisible();
      await expect(page.getByRole('dialog', { name: DICE_FRAME })).toHaveCount(0);
    });

    test('taps a house draw, registers from the login screen, and lands on that draw', async ({ page }) => {
      await openHome(page, language, theme);
      const tabs = page.getByRole('tablist', { name: text.tabs });
      await tabs.getByRole('tab', { name: text.lottery, exact: true }).click();
      await page.getByRole('tabpanel').getByRole('link', { name: text.houseVendor }).click();
      await page.getByRole('button', { name: text.play(text.houseDraw) }).click();
      await expect(page).toHaveURL(/\/m\/login\?reason=play&next=%2Fm%2FlaunchGame/);
      await expect(page.getByRole('status').filter({ hasText: text.reason })).toBeVisible();

      await page.getByRole('link', { name: text.registerLink, exact: true }).click();
      await expect(page).toHaveURL(/\/m\/register\?reason=play&next=%2Fm%2FlaunchGame/);
      // The login screen stays up, with fields of the same names, until the register screen's code has
      // arrived: a person types once they see the register form.
      await expect(page.getByLabel(text.confirm, { exact: true })).toBeVisible();
      await expect(page.getByRole('status').filter({ hasText: text.reason })).toBeVisible();
      const usernameMethod = page.getByRole('radio', { name: text.username });
      if ((await usernameMethod.count()) > 0) await usernameMethod.click();
      await page.getByLabel(text.username, { exact: true }).fill(uniqueName(`g${language.toLowerCase()}`));
      await page.getByLabel(text.password, { exact: true }).fill('Passw0rd1');
      await page.getByLabel(text.confirm, { exact: true }).fill('Passw0rd1');
      await page.getByLabel(text.captcha, { exact: true }).fill(TEST_CAPTCHA);
      await fillBirthDate(page);
      await human(page, language);
      await page.getByRole('button', { name: text.register, exact: true }).click();

      await expect(page).toHaveURL(/\/m\/launchGame\?playType=trad&gameId=\d+/);
    });

    test('the welcome popup offers Register beside Close', async ({ browser }) => {
      const page = await pageShowingPopups(browser);
      await openHome(page, language, theme);
      // The seeded guest popup; its first item may be another welcome, the actions are the same.
      const welcome = page
        .getByRole('dialog')
        .filter({ has: page.getByRole('button', { name: text.close }) });
      await expect(welcome).toBeVisible();
      await expect(welcome.getByRole('button', { name: text.close })).toBeVisible();
      await welcome.getByRole('button', { name: text.register, exact: true }).click();
      await expect(page).toHaveURL(/\/m\/register$/);
      await page.context().close();
    });
  });
}
