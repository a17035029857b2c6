import type { Page } from '@playwright/test';
import { MemberType } from '@openlobby/contract';
import { expect, test } from './support/test.ts';
import { plantSession } from './support/session.ts';
import { mockWallet } from './support/walletMocks.ts';
import { expectLaidOut } from './support/a11yLayout.ts';
import { startIn } from './support/language.ts';

/**
 * Every wallet screen at 390×844 in EN light and UR dark, with answers built through the
 * contract's schemas: each shows its content, reads in the language's direction and nothing
 * overflows sideways.
 */

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
    await startIn(page, language, theme);
    await plantSession(page, { userName: 'amir', type: 0, nickname: 'Amir' });
    await mockWallet(page);
    for (const screen of SCREENS) {
      await page.goto(screen.path);
      await screen.ready(page);
      await expectLaidOut(page, language, screen.path);
    }
    // The manual transfer shows the receiving account with copy buttons; crypto adds a QR code.
    await page.goto('/m/voucherCenter');
    await page
      .getByRole('radio', { name: language === 'EN' ? 'Bank transfer' : 'بینک ٹرانسفر' })
      .first()
      .check();
    await expect(page.getByText('PK36MEZN0001234567890123')).toBeVisible();
    await page.getByRole('radio', { name: language === 'EN' ? 'Crypto' : 'کرپٹو' }).check();
    await expect(
      page.getByRole('img', { name: language === 'EN' ? 'QR code of the payment' : 'ادائیگی کا کیو آر کوڈ' }),
    ).toBeVisible();
    // The withdraw screen's e-wallet tab: the bound JazzCash account, chosen, with its add entry.
    await page.goto('/m/withdraw');
    await page.getByRole('tab', { name: language === 'EN' ? 'E-wallet' : 'ای والیٹ' }).click();
    await expect(page.getByRole('radio', { name: /JazzCash/ })).toBeChecked();
  });
}

for (const type of [MemberType.TRIAL, MemberType.INTERNAL_AGENT]) {
  test(`member type ${type}: free_reject on the cashier entries, trial balance marked`, async ({ page }) => {
    await plantSession(page, { userName: `type${type}`, type });
    await mockWallet(
      page,
      type === MemberType.TRIAL
        ? {
            walletBalance: {
              currency: 'CNY',
              currencySymbol: '￥',
              sumBalance: '2000.00',
              mainBalance: '2000.00',
              pendingWithdrawal: '0.00',
              trial: true,
              subWallets: [],
            },
          }
        : {},
    );
    const refusal = page
      .getByRole('status')
      .filter({ hasText: 'Please login an actual account to use this function' });
    await page.goto('/m/home');
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
    await page.goto('/m/withdraw');
    await expect(page).toHaveURL(/\/m\/home$/);
    await expect(refusal).toBeVisible();
  });
}

test('with a transfer-wallet vendor connected, the member centre and cashier show where the balance sits', async ({
  page,
}) => {
  await plantSession(page, { userName: 'amir', type: 0, nickname: 'Amir' });
  await mockWallet(page, {
    walletBalance: {
      currency: 'CNY',
      currencySymbol: '￥',
      sumBalance: '12545.60',
      mainBalance: '12295.60',
      pendingWithdrawal: '0.00',
      trial: false,
      subWallets: [{ vendorCode: 'JDB', balance: '250.00' }],
    },
  });
  await page.goto('/m/member/home');
  await expect(page.locator('.member__meta').filter({ hasText: 'Main wallet' })).toContainText(
    /Main wallet\s*¥\s*12,295\.60\s*·\s*JDB\s*¥\s*250\.00/,
  );
  await page.goto('/m/withdraw');
  const wallets = page.getByLabel('Main and game wallets');
  await expect(wallets).toContainText('Main wallet');
  await expect(wallets).toContainText('JDB');
});
