import type { FrameLocator } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { startAccountsServer } from './support/accounts.ts';
import { E2E_PORT, type ExtraServer } from './support/server.ts';
import { logIn, minorUnits } from './support/wallet.ts';

/**
 * The house lottery at a phone viewport, on the suite's own server (real engine, real ledger): a member opens
 * the lottery lobby, opens the every-minute draw in the launch frame (the token arrives by postMessage,
 * never in the frame's address), bets, waits for the minute's draw, sees the result and the balance change,
 * and finds the order in "my orders" and in the betting record.
 */
test.describe.configure({ mode: 'serial' });

let server: ExtraServer;

test.beforeAll(async () => {
  // Its own server: test challenges for the login's human check (refused in production, so this one
  // runs as development, which also starts the lottery engine the way production does).
  server = await startAccountsServer(E2E_PORT + 9, { env: { NODE_ENV: 'development' } });
});

test.afterAll(async () => {
  await server?.stop();
});

async function balanceOf(frame: FrameLocator): Promise<number> {
  const balance = frame.locator('#balance');
  await expect(balance).toHaveText(/\d/);
  return minorUnits((await balance.textContent()) ?? '');
}

/**
 * Waits until the open issue has time enough left to bet on it (the fast game closes at :55). The
 * worst case is a whole turn of the clock: just under 13 s left, then the 5 s between closing and
 * the next issue, then up to 3 s before the frame asks for that issue (it asks every 3 s while none
 * is open), so 20 s of waiting was not always enough; 35 s is, with room for a loaded machine.
 */
const BETTING_TIME_WAIT_MS = 35_000;

async function waitForBettingTime(frame: FrameLocator): Promise<void> {
  await expect
    .poll(
      async () => {
        const clock = (await frame.getByRole('timer').textContent()) ?? '';
        const [mm = '0', ss = '0'] = clock.split(':');
        return Number(mm) * 60 + Number(ss);
      },
      { timeout: BETTING_TIME_WAIT_MS },
    )
    .toBeGreaterThan(12);
}

test('a member bets on the every-minute draw, sees the draw and finds the order', async ({ page }) => {
  test.setTimeout(150_000);
  await logIn(page, server.baseUrl);

  await page.goto(`${server.baseUrl}/m/lottery`);
  await expect(page.getByRole('heading', { name: 'Lottery' })).toBeVisible();
  const fast = page.getByRole('link', { name: 'Play 3-Digit Draw · Every Minute' });
  // The countdown sits beside the card's link, not in it, so a screen reader reads it too.
  await expect(page.getByRole('listitem').filter({ has: fast })).toContainText(/Closes in|Drawing/);
  await fast.click();
  await expect(page).toHaveURL(/\/m\/launchGame\?playType=trad&.*code=1-minute-28/);
  const iframe = page.locator('iframe');
  await expect(iframe).toHaveAttribute('src', /^\/lottery\/\?/);
  expect(await iframe.getAttribute('src')).not.toContain('token');
  const frame = page.frameLocator('iframe');
  await expect(frame.getByRole('heading', { name: '3-Digit Draw · Every Minute' })).toBeVisible();

  const before = await balanceOf(frame);
  await waitForBettingTime(frame);
  await frame.getByRole('combobox', { name: /Bet type/ }).selectOption('ODD_EVEN');
  await frame.getByRole('button', { name: 'Odd', exact: true }).click();
  await frame.getByRole('textbox', { name: /Stake/ }).fill('1.00');
  await expect(frame.locator('#preview')).toContainText('Potential win');
  await frame.getByRole('button', { name: 'Add to slip' }).click();
  await expect(frame.locator('#slip')).toContainText('Odd / Even (sum)');
  await frame.getByRole('button', { name: 'Place order' }).click();
  const placed = frame.getByRole('status').filter({ hasText: 'Order placed for issue' });
  await expect(placed).toBeVisible();
  const numero = ((await placed.textContent()) ?? '').replace(/\D/g, '');
  await expect.poll(() => balanceOf(frame)).toBe(before - 100);
  await expect(frame.locator('#orders')).toContainText(`Issue ${numero}`);

  // The draw of this minute: the result names the issue; a loss never reads as a win.
  await expect(frame.locator('#result-numero')).toHaveText(numero, { timeout: 75_000 });
  const headline = frame.locator('#headline');
  await expect(headline).toHaveText(/You won|No win this draw/, { timeout: 15_000 });
  const won = ((await headline.textContent()) ?? '').startsWith('You won');
  await expect(frame.locator('#result')).toHaveClass(won ? /won/ : /^(?!.*won)/);
  // Odd pays 1.96 in the house prize mode (stake included).
  await expect.poll(() => balanceOf(frame)).toBe(before - 100 + (won ? 196 : 0));
  await frame.locator('#orders summary').first().click();
  await expect(frame.locator('#orders')).toContainText(won ? 'Won' : 'Lost');
  // The draw history links the issue to its verification.
  await expect(frame.getByRole('link', { name: `Verify the draw of issue ${numero}` })).toBeVisible();

  await page.goto(`${server.baseUrl}/m/gameRecord`);
  const lottery = page.getByRole('list', { name: 'Lottery' });
  await expect(lottery).toContainText('OLE');
});
