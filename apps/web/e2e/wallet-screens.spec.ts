import type { Browser, Page } from '@playwright/test';
import { MemberType } from '@openlobby/contract';
import { expect, restingPage, test } from './support/test.ts';
import { startAccountsServer } from './support/accounts.ts';
import { expectLaidOut } from './support/a11yLayout.ts';
import { createInternalAgent } from './support/internalAccounts.ts';
import { startIn } from './support/language.ts';
import { E2E_PORT, type ExtraServer } from './support/server.ts';
import { startFreeTrial } from './support/trial.ts';
import { DEMO_USER, logIn, memberGet, memberPost, sessionToken } from './support/wallet.ts';

/**
 * Every wallet screen at 390×844 in EN light and UR dark, against the real server: the demo member
 * first gives each screen content the way a member does (a payment password, a bank card and a
 * JazzCash e-wallet bound, a withdrawal asked for; the seed made the opening deposit). Each screen
 * shows its content, reads in the language's direction and nothing overflows sideways.
 */

// One worker runs every test here: a second worker would start second servers on the same ports.
test.describe.configure({ mode: 'serial', timeout: 120_000 });

/** The demo's receiving account of the bank transfer channel (apps/server seed/demo/wallet.ts). */
const BANK_TRANSFER_ACCOUNT = '0123 4567 8901 2345';

let server: ExtraServer;

test.beforeAll(async ({ browser }) => {
  test.setTimeout(240_000);
  server = await startAccountsServer(E2E_PORT + 305);
  await giveTheWalletContent(browser, server.baseUrl);
});

test.afterAll(async () => {
  await server?.stop();
});

/** Payment password, a bank card, a JazzCash e-wallet and a pending withdrawal, through the screens. */
async function giveTheWalletContent(browser: Browser, baseUrl: string): Promise<void> {
  const page = await restingPage(browser);
  await logIn(page, baseUrl);
  await page.goto(`${baseUrl}/m/member/paymentPassword`);
  await page.getByLabel('New payment password').fill('123456');
  await page.getByLabel('Confirm payment password').fill('123456');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect.poll(async () => hasPaymentPassword(page, baseUrl)).toBe(true);

  await page.goto(`${baseUrl}/m/member/bankCards`);
  await page.getByRole('combobox', { name: 'Bank' }).selectOption({ index: 1 });
  await page.getByRole('textbox', { name: 'Card number' }).fill('6222 0212 3456 1234');
  const name = page.getByRole('textbox', { name: 'Account name' });
  if (await name.isEditable()) await name.fill('Demo Player');
  await page.getByRole('button', { name: 'Bind card' }).click();
  await expect(page.getByRole('list').filter({ hasText: '1234' })).toBeVisible();

  await page.goto(`${baseUrl}/m/member/bankCards?type=ewallet`);
  await page.getByRole('combobox', { name: 'E-wallet' }).selectOption({ label: 'JazzCash' });
  await page.getByRole('textbox', { name: 'Mobile number (e-wallet account)' }).fill('+92 300 1234567');
  await page.getByRole('button', { name: 'Bind card' }).click();
  await expect(page.getByRole('list').filter({ hasText: '03** ***4567' })).toBeVisible();

  await page.goto(`${baseUrl}/m/withdraw`);
  await page.getByRole('textbox', { name: 'Amount' }).fill('200');
  await page.getByLabel('Payment password').fill('123456');
  await page.getByRole('button', { name: 'Withdraw', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Withdrawal requested' })).toBeVisible();
  await page.context().close();
}

async function hasPaymentPassword(page: Page, baseUrl: string): Promise<boolean> {
  const value = await memberGet<{ hasPassword: boolean }>(
    baseUrl,
    await sessionToken(page),
    '/wps/member/hasWithdrawalPassword',
  );
  return value.hasPassword;
}

const SCREENS: { path: string; name: string; ready: (page: Page) => Promise<void> }[] = [
  {
    path: '/m/voucherCenter',
    name: 'deposit',
    ready: (page) => expect(page.locator('form .chip').first()).toBeVisible(),
  },
  {
    path: '/m/withdraw',
    name: 'withdraw',
    ready: (page) => expect(page.locator('.payout__card').first()).toBeVisible(),
  },
  {
    path: '/m/member/bankCards',
    name: 'bank-cards',
    ready: (page) => expect(page.locator('.item').first()).toBeVisible(),
  },
  {
    path: '/m/member/paymentPassword',
    name: 'payment-password',
    ready: (page) => expect(page.locator('form')).toBeVisible(),
  },
  {
    path: '/m/member/transactions',
    name: 'transactions',
    ready: (page) => expect(page.locator('.item').first()).toBeVisible(),
  },
  {
    path: '/m/member/depositRecord',
    name: 'deposit-records',
    ready: (page) => expect(page.locator('.item').first()).toBeVisible(),
  },
  {
    path: '/m/member/withdrawRecord',
    name: 'withdraw-records',
    ready: (page) => expect(page.locator('.item').first()).toBeVisible(),
  },
  {
    path: '/m/member/profitLoss',
    name: 'profit-loss',
    ready: (page) => expect(page.locator('.item').first()).toBeVisible(),
  },
  {
    path: '/m/gameRecord',
    name: 'game-record',
    ready: (page) => expect(page.locator('.totals')).toBeVisible(),
  },
  {
    path: '/m/member/home',
    name: 'member-centre',
    ready: (page) => expect(page.locator('.member__wallet')).toBeVisible(),
  },
];

for (const [language, theme] of [
  ['EN', 'light'],
  ['UR', 'dark'],
] as const) {
  test(`wallet screens in ${language} ${theme}`, async ({ page }) => {
    test.setTimeout(90_000);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await logIn(page, server.baseUrl);
    await startIn(page, language, theme);
    for (const screen of SCREENS) {
      await page.goto(`${server.baseUrl}${screen.path}`);
      await screen.ready(page);
      await expectLaidOut(page, language, screen.path);
    }
    // The manual transfer shows the receiving account with copy buttons; crypto adds a QR code.
    await page.goto(`${server.baseUrl}/m/voucherCenter`);
    await page
      .getByRole('radio', { name: language === 'EN' ? 'Bank transfer' : 'بینک ٹرانسفر' })
      .first()
      .check();
    await expect(page.getByText(BANK_TRANSFER_ACCOUNT)).toBeVisible();
    await page.getByRole('radio', { name: language === 'EN' ? 'Crypto' : 'کرپٹو' }).check();
    await expect(
      page.getByRole('img', { name: language === 'EN' ? 'QR code of the payment' : 'ادائیگی کا کیو آر کوڈ' }),
    ).toBeVisible();
    // The withdraw screen's e-wallet tab: the bound JazzCash account, chosen, with its add entry.
    await page.goto(`${server.baseUrl}/m/withdraw`);
    await page.getByRole('tab', { name: language === 'EN' ? 'E-wallet' : 'ای والیٹ' }).click();
    await expect(page.getByRole('radio', { name: /JazzCash/ })).toBeChecked();
  });
}

for (const type of [MemberType.TRIAL, MemberType.INTERNAL_AGENT]) {
  test(`member type ${type}: free_reject on the cashier entries, trial balance marked`, async ({ page }) => {
    const base = server.baseUrl;
    if (type === MemberType.TRIAL) {
      // A trial member through the real free-play login: the server marks its balance as trial.
      await startFreeTrial(page, base);
    } else {
      // An internal agent an operator made through the operator API, logged in for real.
      await logIn(page, base, await createInternalAgent(server));
    }
    const refusal = page
      .getByRole('status')
      .filter({ hasText: 'Please login an actual account to use this function' });
    await page.goto(`${base}/m/home`);
    if (type === MemberType.TRIAL) await expect(page.getByRole('banner')).toContainText('Trial');
    await page.getByRole('banner').getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Side menu' });
    await menu.getByRole('link', { name: 'Withdraw' }).click();
    await expect(refusal).toBeVisible();
    await expect(page).toHaveURL(/\/m\/home$/);
    await menu.getByRole('link', { name: 'Deposit' }).click();
    await expect(refusal).toBeVisible();
    await page.keyboard.press('Escape');
    // Typing the address gets the same answer and lands home.
    await page.goto(`${base}/m/withdraw`);
    await expect(page).toHaveURL(/\/m\/home$/);
    await expect(refusal).toBeVisible();
  });
}

test.describe('a transfer-wallet vendor', () => {
  let transferServer: ExtraServer;

  test.beforeAll(async () => {
    test.setTimeout(180_000);
    // JDB keeps its own wallet on this server (TRANSFER_WALLET_VENDORS, apps/server config-wallet.ts).
    transferServer = await startAccountsServer(E2E_PORT + 306, { env: { TRANSFER_WALLET_VENDORS: 'JDB' } });
  });

  test.afterAll(async () => {
    await transferServer?.stop();
  });

  test('with a transfer-wallet vendor connected, the member centre and cashier show where the balance sits', async ({
    page,
  }) => {
    const baseUrl = transferServer.baseUrl;
    await logIn(page, baseUrl, DEMO_USER);
    const token = await sessionToken(page);
    // The member moves 250.00 into JDB's wallet, as a game of a transfer-wallet vendor has it done.
    await memberPost(baseUrl, token, '/wps/relay/GCS_walletTransfer', {
      transferId: `e2e-${Date.now()}`,
      from: 'MAIN',
      to: 'JDB',
      amount: '250.00',
    });
    const wallet = await memberGet<{ mainBalance: string }>(baseUrl, token, '/wps/v2/wallets/balance');
    // The main wallet as shown ("4,750.00"), from the server's decimal string: no floats near money.
    const [whole = '', cents = ''] = wallet.mainBalance.split('.');
    const main = `${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${cents}`;
    await page.goto(`${baseUrl}/m/member/home`);
    await expect(page.locator('.member__meta').filter({ hasText: 'Main wallet' })).toContainText(
      new RegExp(`Main wallet\\s*¥\\s*${main.replace(/[.,]/g, '\\$&')}\\s*·\\s*JDB\\s*¥\\s*250\\.00`),
    );
    await page.goto(`${baseUrl}/m/withdraw`);
    const wallets = page.getByLabel('Main and game wallets');
    await expect(wallets).toContainText('Main wallet');
    await expect(wallets).toContainText('JDB');
  });
});
