import { expect, test } from './support/test.ts';
import { memberOnAccountsServer } from './support/memberOnAccountsServer.ts';

/**
 * Money reads the same everywhere, at a phone viewport in English and Urdu: the header's whole
 * balance, the wallet's, the dice game's and the lottery's all carry the one symbol and thousands
 * separators (Latin digits in Urdu too). The header offers a refresh and a deposit; after a game the
 * list the player is on shows the balance, and closing the lottery goes back to its lobby.
 */
test.describe.configure({ mode: 'serial' });
test.use({ viewport: { width: 360, height: 780 } });

const server = memberOnAccountsServer(41);

const TEXT = {
  EN: {
    refresh: 'Refresh balance',
    deposit: 'Deposit',
    closeLottery: 'Close the lottery',
    lottery: '3-Digit Draw · Every Minute',
    hot: 'Hot games',
    game: 'Classic Dice',
    play: 'Play Classic Dice',
  },
  UR: {
    refresh: 'بیلنس تازہ کریں',
    deposit: 'رقم جمع کروائیں',
    closeLottery: 'لاٹری بند کریں',
    lottery: '3 ہندسوں کی قرعہ اندازی · ہر منٹ',
    hot: 'مقبول گیمز',
    game: 'کلاسک ڈائس',
    play: 'کلاسک ڈائس کھیلیں',
  },
} as const;

/** Whole money with a thousands separator: "¥5,000" (Urdu marks nothing else in front). */
const WHOLE_MONEY = /^\u200E?¥\d{1,3}(,\d{3})+$/;
/** Money at the currency's two decimals: "¥5,000.00". */
const MONEY = /^\u200E?¥\d{1,3}(,\d{3})+\.\d\d$/;

for (const language of ['EN', 'UR'] as const) {
  const T = TEXT[language];

  test(`${language}: the header reads the balance as money, refreshes it and leads to deposit`, async ({
    browser,
  }) => {
    const page = await server.member(browser, language);
    const header = page.getByRole('banner');
    await expect(header.locator('.home-header__balance bdi')).toHaveText(WHOLE_MONEY);
    const refreshed = page.waitForResponse((response) => response.url().includes('/wallets/'));
    await header.getByRole('button', { name: T.refresh }).click();
    await refreshed;
    await header.getByRole('link', { name: T.deposit }).click();
    await expect(page).toHaveURL(/\/m\/voucherCenter/);
    await expect(page.locator('.balance-card__amount bdi')).toHaveText(MONEY);
    await page.context().close();
  });

  test(`${language}: the dice game and the lottery show the balance as the lobby does`, async ({
    browser,
  }) => {
    const page = await server.member(browser, language);
    await page.goto(`${server.baseUrl}/m/gameList?type=hot`);
    await expect(page.getByRole('heading', { level: 1, name: T.hot })).toBeVisible();
    await page.getByRole('button', { name: T.play, exact: true }).first().click();
    const dice = page.getByRole('dialog', { name: T.game });
    await expect(dice.frameLocator('iframe').locator('#balance')).toHaveText(MONEY);
    await dice.getByRole('button').first().click();
    await expect(dice).toHaveCount(0);
    // Back on the list the player came from, with the balance the game left.
    await expect(page.getByRole('heading', { level: 1, name: T.hot })).toBeVisible();
    await expect(page.locator('.screen-title .home-header__balance bdi')).toHaveText(WHOLE_MONEY);

    await page.goto(`${server.baseUrl}/m/lottery`);
    await page.getByRole('link', { name: new RegExp(T.lottery.replace(/[()]/g, '\\$&')) }).click();
    const lottery = page.frameLocator('iframe');
    await expect(lottery.locator('#balance')).toHaveText(MONEY);
    await page.getByRole('button', { name: T.closeLottery }).click();
    await expect(page).toHaveURL(/\/m\/lottery$/);
    await page.context().close();
  });
}
