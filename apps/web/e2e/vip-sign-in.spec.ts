import type { Browser, BrowserContext, Page } from '@playwright/test';
import { auditState, preloadAxe } from './support/a11yAudit.ts';
import { startAccountsServer } from './support/accounts.ts';
import { storeLook } from './support/language.ts';
import { E2E_PORT, type ExtraServer } from './support/server.ts';
import { expect, restingContext, test } from './support/test.ts';
import { logIn, memberGet, minorUnits, sessionToken } from './support/wallet.ts';

/**
 * VIP and the daily sign-in at the phone viewport, against the real server (the demo's levels and
 * seven-day calendar). "Two days running" without moving any clock: the sign-in's day is the
 * member's own calendar day, and the member signs in from Honolulu (UTC-10), then from Kiritimati
 * (UTC+14), exactly a day ahead at every moment. Then the same screen in Urdu and dark.
 */
test.describe.configure({ mode: 'serial' });

let server: ExtraServer;
const contexts: BrowserContext[] = [];

interface Calendar {
  days: { day: number; amount: string; signed: boolean }[];
}

async function memberIn(browser: Browser, zone: string): Promise<Page> {
  const context = await restingContext(browser, { timezoneId: zone });
  contexts.push(context);
  await preloadAxe(context);
  const page = await context.newPage();
  await logIn(page, server.baseUrl);
  return page;
}

const balanceOf = async (page: Page) =>
  minorUnits(
    (
      await memberGet<{ sumBalance: string }>(
        server.baseUrl,
        await sessionToken(page),
        '/wps/v2/wallets/balance',
      )
    ).sumBalance,
  );

test.beforeAll(async () => {
  // The login's human check needs the test challenges of an accounts server (next to E2E_PORT).
  server = await startAccountsServer(E2E_PORT + 225);
});

test.afterAll(async () => {
  for (const context of contexts) await context.close();
  await server?.stop();
});

test('the profile card shows the VIP level the server computed, and the header follows', async ({
  browser,
}) => {
  const page = await memberIn(browser, 'Pacific/Honolulu');
  await storeLook(page, 'EN', 'light');
  await page.goto(`${server.baseUrl}/m/rewardCenter`);
  const progress = await memberGet<{
    current: { level: number; name: string };
    next: { name: string } | null;
  }>(server.baseUrl, await sessionToken(page), '/wps/relay/MCSFE_getPlayerRankProgress');
  const card = page.getByRole('region', { name: 'VIP level' });
  await expect(card).toContainText(`VIP ${progress.current.level}`);
  await expect(card).toContainText(progress.current.name);
  if (progress.next !== null) {
    await expect(card).toContainText(`Next: ${progress.next.name}`);
    await expect(card.getByRole('progressbar').first()).toBeVisible();
  }
  await page.screenshot({ path: test.info().outputPath('reward-centre-en-light.png'), fullPage: true });
  await page.goto(`${server.baseUrl}/m/home`);
  await expect(page.getByRole('banner').locator('.vip-tag')).toHaveText(`VIP ${progress.current.level}`);
});

test('sign in two days running: day 1, refused again the same day, day 2 the next day', async ({
  browser,
}) => {
  const honolulu = await memberIn(browser, 'Pacific/Honolulu');
  await honolulu.goto(`${server.baseUrl}/m/rewardCenter`);
  const card = honolulu.getByRole('region', { name: 'Daily sign-in' });
  await expect(card.getByRole('listitem')).toHaveCount(7);
  const before = await balanceOf(honolulu);
  await card.getByRole('button', { name: 'Sign in' }).click();
  await expect(honolulu.getByText(/Day 1: .*1\.00\u2069? added to your balance/)).toBeVisible();
  await expect(card.getByRole('button', { name: 'Signed in today' })).toBeDisabled();
  await expect(card.getByRole('listitem').first()).toContainText('Signed');
  expect(await balanceOf(honolulu)).toBe(before + 100);
  // The server refuses a second sign-in the same day, whatever the screen does.
  const again = await fetch(`${server.baseUrl}/wps/relay/MCSFE_signIn`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: await sessionToken(honolulu) },
    body: JSON.stringify({ timeZone: 'Pacific/Honolulu' }),
  });
  expect(await again.json()).toMatchObject({ success: false, message: 'Already signed in today' });

  // A day later in the member's own calendar.
  const kiritimati = await memberIn(browser, 'Pacific/Kiritimati');
  await storeLook(kiritimati, 'EN', 'light');
  await kiritimati.goto(`${server.baseUrl}/m/rewardCenter`);
  const next = kiritimati.getByRole('region', { name: 'Daily sign-in' });
  const days = next.getByRole('listitem');
  await expect(days.first()).toContainText('Signed');
  await expect(days.nth(1)).toHaveAttribute('aria-current', 'date');
  await next.getByRole('button', { name: 'Sign in' }).click();
  await expect(kiritimati.getByText(/Day 2: .*2\.00\u2069? added to your balance/)).toBeVisible();
  await expect(next.getByRole('button', { name: 'Signed in today' })).toBeDisabled();
  await expect(days.nth(1)).toContainText('Signed');
  expect(await balanceOf(kiritimati)).toBe(before + 300);
  const calendar = await memberGet<Calendar>(
    server.baseUrl,
    await sessionToken(kiritimati),
    '/wps/relay/MCSFE_getSignInCalendar?timeZone=Pacific/Kiritimati',
  );
  expect(calendar.days.map((day) => day.signed)).toEqual([true, true, false, false, false, false, false]);
  // WCAG AA (axe and the contrast check) with signed, today's and future days on screen.
  expect(await auditState(kiritimati, 'reward centre, signed, EN light')).toEqual([]);
  await kiritimati.screenshot({ path: test.info().outputPath('sign-in-en-light.png'), fullPage: true });
});

test('in Urdu and dark: the cards read right to left', async ({ browser }) => {
  const page = await memberIn(browser, 'Pacific/Kiritimati');
  await storeLook(page, 'UR', 'dark');
  await page.goto(`${server.baseUrl}/m/rewardCenter`);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('region', { name: 'وی آئی پی لیول' })).toContainText('وی آئی پی');
  const card = page.getByRole('region', { name: 'روزانہ حاضری' });
  await expect(card.getByRole('button', { name: 'آج کی حاضری لگ چکی' })).toBeDisabled();
  expect(await auditState(page, 'reward centre, signed, UR dark')).toEqual([]);
  await page.screenshot({ path: test.info().outputPath('reward-centre-ur-dark.png'), fullPage: true });
});
