import type { Page } from '@playwright/test';
import { expect, restingPage, test } from './support/test.ts';
import { storeLook } from './support/language.ts';
import { startAccountsServer } from './support/accounts.ts';
import { issueReward, operatorSession } from './support/rewards.ts';
import { E2E_PORT, type ExtraServer } from './support/server.ts';
import { logIn, memberGet, sessionToken } from './support/wallet.ts';

/**
 * The reward centre at the phone viewport, against the real server: an operator issues a reward,
 * the member sees the badge on home, claims it in the reward centre, the badge goes and the balance
 * grows by the amount. Then the screen in Urdu and dark. The steps build on each other.
 */
test.describe.configure({ mode: 'serial' });

const TITLE = { EN: 'Weekend reload bonus', UR: 'ہفتہ وار ری لوڈ بونس' };
let server: ExtraServer;
let page: Page;
let ops: string;
let memberId: number;

const balance = async (): Promise<string> =>
  (
    await memberGet<{ sumBalance: string }>(
      server.baseUrl,
      await sessionToken(page),
      '/wps/v2/wallets/balance',
    )
  ).sumBalance;
const quickNav = () => page.getByRole('navigation', { name: 'Quick links' });

test.beforeAll(async ({ browser }) => {
  // The login's human check needs the test challenges of an accounts server (next to E2E_PORT).
  server = await startAccountsServer(E2E_PORT + 50);
  ops = await operatorSession(server);
  page = await restingPage(browser);
  await logIn(page, server.baseUrl);
  memberId = (
    await memberGet<{ customerId: number }>(server.baseUrl, await sessionToken(page), '/wps/member/info')
  ).customerId;
});

test.afterAll(async () => {
  await page?.context().close();
  await server?.stop();
});

test('an issued reward shows as a badge of 1 on home', async () => {
  // The rewards entry has no badge (the Messages entry beside it may have its own).
  const rewards = quickNav().getByRole('link', { name: 'Rewards', exact: true });
  await expect(rewards).toBeVisible();
  await expect(rewards.locator('.unread-badge')).toHaveCount(0);
  await issueReward(server, ops, { memberId, amount: '25.00', title: TITLE });
  await page.evaluate(() => localStorage.setItem('theme', 'light'));
  await page.reload();
  const entry = quickNav().getByRole('link', { name: 'Rewards, 1 unclaimed' });
  await expect(entry).toBeVisible();
  await expect(entry.locator('.unread-badge')).toHaveText('1');
});

test('the member claims it: the badge goes and the balance grows by the amount', async () => {
  const before = Number(await balance());
  await quickNav().getByRole('link', { name: 'Rewards, 1 unclaimed' }).click();
  await expect(page).toHaveURL(/\/m\/rewardCenter$/);
  const card = page
    .getByRole('region', { name: 'Rewards to claim' })
    .getByRole('listitem')
    .filter({ hasText: TITLE.EN });
  await expect(card).toContainText('25.00');
  await expect(card).toContainText('Expires');
  await expect(page.getByText('You have not claimed any rewards yet.')).toBeVisible();

  await card.getByRole('button', { name: `Claim ${TITLE.EN}` }).click();
  await expect(page.getByText('No rewards to claim right now.', { exact: false })).toBeVisible();
  const history = page.getByRole('region', { name: 'Claim history' });
  await expect(history).toContainText(TITLE.EN);
  await expect(history).toContainText('Claimed');
  expect(Number(await balance())).toBe(before + 25);

  await page.getByRole('banner').getByRole('button', { name: 'Back' }).click();
  await expect(page).toHaveURL(/\/m\/home$/);
  // The rewards entry has no badge (the Messages entry beside it may have its own).
  const rewards = quickNav().getByRole('link', { name: 'Rewards', exact: true });
  await expect(rewards).toBeVisible();
  await expect(rewards.locator('.unread-badge')).toHaveCount(0);
  // The header shows the whole balance with thousands separators (spec 2.4).
  await expect(page.locator('.home-header__balance')).toContainText(
    Math.trunc(before + 25).toLocaleString('en-US'),
  );
});

test('in Urdu and dark: the badge names its count and the screen reads right to left', async () => {
  await issueReward(server, ops, { memberId, amount: '10.00', title: TITLE });
  await storeLook(page, 'UR', 'dark');
  await page.goto(`${server.baseUrl}/m/home`);
  const urduNav = page.getByRole('navigation', { name: 'فوری روابط' });
  const urduRewards = urduNav.getByRole('link', { name: 'انعامات، 1 غیر وصول شدہ' });
  await expect(urduRewards).toBeVisible();
  await expect(urduRewards.locator('.unread-badge')).toHaveText('1');
  await page.goto(`${server.baseUrl}/m/rewardCenter`);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const claimable = page.getByRole('region', { name: 'حاصل کرنے کے لیے انعامات' });
  await expect(claimable.getByRole('listitem').filter({ hasText: TITLE.UR })).toContainText('10.00');
  await expect(page.getByRole('region', { name: 'حاصل کردہ انعامات کی تاریخ' })).toContainText(TITLE.UR);
});
