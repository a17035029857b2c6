import type { Page } from '@playwright/test';
import Database from 'better-sqlite3';
import path from 'node:path';
import { auditState, preloadAxe } from './support/a11yAudit.ts';
import { startAccountsServer } from './support/accounts.ts';
import { storeLook } from './support/language.ts';
import { operatorSession } from './support/rewards.ts';
import { E2E_PORT, type ExtraServer } from './support/server.ts';
import { expect, restingContext, test } from './support/test.ts';
import { DEMO_USER, logIn, memberGet, minorUnits, sessionToken } from './support/wallet.ts';

/**
 * Cashback at the phone viewport against the real server: the member plays the house slot for
 * real balance, the day ends, the member sees the claimable cashback per product, claims it, the
 * balance rises by it, and the history shows it; in English light, then Urdu dark.
 *
 * A period is a day in the merchant's time zone, and the server's clock is the real one, so "the
 * day ends" is done by moving the rounds just played one and two days back in the betting record
 * (their placed and settled times, nothing else) in the server's database: the rounds, their
 * stakes and the valid bets are the studio's own.
 */
test.describe.configure({ mode: 'serial' });

let server: ExtraServer;
let page: Page;
const startedAt = new Date().toISOString();
const DAY_MS = 86_400_000;

const cashbackOf = async () =>
  memberGet<{
    periods: { period: string; total: string; products: { product: string; validBet: string }[] }[];
  }>(server.baseUrl, await sessionToken(page), '/wps/relay/MCS2_getClaimableRebate');
const walletMinor = async () =>
  minorUnits(
    (
      await memberGet<{ sumBalance: string }>(
        server.baseUrl,
        await sessionToken(page),
        '/wps/v2/wallets/balance',
      )
    ).sumBalance,
  );

/** One spin of the house slot from home's hot games; answers the stake in minor units. */
async function spin(): Promise<number> {
  await page.goto(`${server.baseUrl}/m/home`);
  await page
    .getByRole('list', { name: 'Hot games' })
    .getByRole('button', { name: 'Play Spirit Fruits' })
    .click();
  const frame = page.getByRole('dialog', { name: 'Spirit Fruits' });
  const game = frame.frameLocator('iframe');
  const play = game.getByRole('button', { name: 'Spin', exact: true });
  await expect(play).toBeEnabled();
  const rounds = game
    .getByRole('region', { name: 'Your rounds' })
    .getByRole('listitem')
    .filter({ hasText: /Stake/ });
  const before = await rounds.count();
  await play.click();
  await expect(rounds).toHaveCount(before + 1);
  const stake = minorUnits(
    (await game.getByRole('region', { name: 'Net result' }).locator('#r-stake').textContent()) ?? '',
  );
  await frame.getByRole('button', { name: 'Close Spirit Fruits' }).click();
  return stake;
}

/** Moves the member's rounds placed since this spec began (and not moved yet) `days` days back. */
function ageRounds(days: number): void {
  const db = new Database(path.join(server.dataDir, 'openlobby.sqlite'));
  try {
    const rows = db
      .prepare(
        `SELECT b.id, b.placed_at, b.settled_at FROM bet_record b JOIN member m ON m.id = b.member_id
         WHERE m.username = ? AND b.placed_at >= ?`,
      )
      .all(DEMO_USER, startedAt) as { id: string; placed_at: string; settled_at: string | null }[];
    const back = (iso: string) => new Date(Date.parse(iso) - days * DAY_MS).toISOString();
    const update = db.prepare('UPDATE bet_record SET placed_at = ?, settled_at = ? WHERE id = ?');
    for (const row of rows) {
      update.run(back(row.placed_at), row.settled_at === null ? null : back(row.settled_at), row.id);
    }
  } finally {
    db.close();
  }
}

test.beforeAll(async ({ browser }) => {
  server = await startAccountsServer(E2E_PORT + 13);
  // The operator sets 3 % on slots at every level and a minimum of one cent (audited).
  const operator = await operatorSession(server);
  const response = await fetch(`${server.baseUrl}/ops/rebates/settings`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', authorization: operator },
    body: JSON.stringify({
      enabled: true,
      minimum: '0.01',
      rates: [0, 1, 2, 3].map((vipLevel) => ({ product: 'SLOTS', vipLevel, rateBps: 300 })),
    }),
  });
  expect(((await response.json()) as { success: boolean }).success).toBe(true);
  const context = await restingContext(browser);
  await preloadAxe(context);
  page = await context.newPage();
  await logIn(page, server.baseUrl);
});

test.afterAll(async () => {
  await page?.context().close();
  await server?.stop();
});

test('a member plays the slot, the day ends, and the cashback of each day is claimed once into the balance', async () => {
  // Two days of play: one spin two days ago, one yesterday.
  const older = await spin();
  ageRounds(2);
  const newer = await spin();
  ageRounds(1);
  const periods = (await cashbackOf()).periods;
  expect(periods.length).toBeGreaterThanOrEqual(2);
  const [yesterday, dayBefore] = periods;
  expect(minorUnits(yesterday?.products[0]?.validBet ?? '')).toBe(newer);
  expect(minorUnits(dayBefore?.products[0]?.validBet ?? '')).toBe(older);

  // Home's quick link leads to the screen.
  await page.goto(`${server.baseUrl}/m/home`);
  await storeLook(page, 'EN', 'light');
  await page.reload();
  await page.getByRole('navigation', { name: 'Quick links' }).getByRole('link', { name: 'Cashback' }).click();
  await expect(page).toHaveURL(/\/m\/member\/manualRebate$/);
  await expect(page.getByRole('banner').getByRole('heading', { name: 'Cashback' })).toBeVisible();

  const card = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('button', { name: /Claim cashback of/ }) })
    .first();
  await expect(card.getByRole('row', { name: /Slots/ })).toContainText('3%');
  const amount = minorUnits(yesterday?.total ?? '');
  expect(amount).toBe(Math.floor((newer * 300) / 10_000));
  await page.screenshot({ path: test.info().outputPath('cashback-EN-light.png') });
  expect(await auditState(page, 'cashback, claimable, EN light')).toEqual([]);

  const before = await walletMinor();
  await card.getByRole('button', { name: /Claim cashback of/ }).click();
  await expect(
    page
      .getByRole('status')
      .or(page.getByRole('alert'))
      .filter({ hasText: 'cashback added to your balance' }),
  ).toBeVisible();
  expect(await walletMinor()).toBe(before + amount);
  // Claimed once: the day has left the claimable list.
  expect((await cashbackOf()).periods.map((p) => p.period)).not.toContain(yesterday?.period);

  await page.getByRole('tab', { name: 'History' }).click();
  await expect(page.getByRole('tab', { name: '7 days' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel').getByRole('table')).toHaveCount(1);
  await expect(page.getByText('Total claimed:')).toContainText((amount / 100).toFixed(2));
  await page.screenshot({ path: test.info().outputPath('cashback-EN-light-history.png') });
});

test('the same screen in Urdu and dark: the older day is claimed too', async () => {
  await storeLook(page, 'UR', 'dark');
  await page.goto(`${server.baseUrl}/m/member/manualRebate`);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const claim = page.getByRole('button', { name: /کیش بیک حاصل کریں/ }).first();
  await expect(claim).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('cashback-UR-dark.png') });
  const before = await walletMinor();
  const [older] = (await cashbackOf()).periods;
  await claim.click();
  await expect(page.getByText('کیش بیک آپ کے بیلنس میں شامل کر دیا گیا')).toBeVisible();
  expect(await walletMinor()).toBe(before + minorUnits(older?.total ?? ''));
  await page.getByRole('tab', { name: 'تاریخچہ' }).click();
  await expect(page.getByRole('tabpanel').getByRole('table')).toHaveCount(2);
  await page.screenshot({ path: test.info().outputPath('cashback-UR-dark-history.png') });
  expect(await auditState(page, 'cashback, history, UR dark')).toEqual([]);
});
