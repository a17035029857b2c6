import type { FrameLocator, Page } from '@playwright/test';
import { expect, restingPage, test } from './support/test.ts';
import { startAccountsServer } from './support/accounts.ts';
import { E2E_PORT, type ExtraServer } from './support/server.ts';
import { logIn, memberGet, minorUnits, sessionToken } from './support/wallet.ts';

/**
 * A member plays both house games for real balance inside the lobby's game
 * frame, comes back to a correct balance, and finds the rounds in the betting record. The games
 * are served by our own studio through the seamless-wallet API, like any vendor's.
 */
test.describe.configure({ mode: 'serial' });

let server: ExtraServer;
let page: Page;

test.beforeAll(async ({ browser }) => {
  // Its own accounts server (test challenges for the login's human check), apart from the others.
  server = await startAccountsServer(E2E_PORT + 7);
  page = await restingPage(browser);
  await logIn(page, server.baseUrl);
});

test.afterAll(async () => {
  await page?.context().close();
  await server?.stop();
});

async function walletMinor(): Promise<number> {
  const token = await sessionToken(page);
  const value = await memberGet<{ sumBalance: string }>(server.baseUrl, token, '/wps/v2/wallets/balance');
  return minorUnits(value.sumBalance);
}

interface Round {
  readonly stake: number;
  readonly win: number;
  readonly net: number;
}

/** One round, as the player reads it off the game's result panel. */
async function playRound(game: FrameLocator, action: 'Spin' | 'Roll'): Promise<Round> {
  const play = game.getByRole('button', { name: action, exact: true });
  await expect(play).toBeEnabled();
  const rounds = game
    .getByRole('region', { name: 'Your rounds' })
    .getByRole('listitem')
    .filter({ hasText: /Stake/ });
  const before = await rounds.count();
  await play.click();
  // The history gains a line once the round is settled.
  await expect(rounds).toHaveCount(before + 1);
  const result = game.getByRole('region', { name: 'Net result' });
  const read = async (id: string) => minorUnits((await result.locator(id).textContent()) ?? '');
  return { stake: await read('#r-stake'), win: await read('#r-win'), net: await read('#r-net') };
}

async function playHotGame(name: string, action: 'Spin' | 'Roll'): Promise<Round> {
  await page.goto(`${server.baseUrl}/m/home`);
  await page
    .getByRole('list', { name: 'Hot games' })
    .getByRole('button', { name: `Play ${name}` })
    .click();
  const frame = page.getByRole('dialog', { name });
  const game = frame.frameLocator('iframe');
  const round = await playRound(game, action);
  // The close corner sits beside the game's page, never on top of its controls.
  const close = frame.getByRole('button', { name: `Close ${name}` });
  const closeBox = await close.boundingBox();
  const pageBox = await frame.locator('iframe').boundingBox();
  expect(closeBox && pageBox && closeBox.y + closeBox.height <= pageBox.y).toBe(true);
  await close.click();
  await expect(frame).toHaveCount(0);
  return round;
}

for (const [name, action] of [
  ['Spirit Fruits', 'Spin'],
  ['Classic Dice', 'Roll'],
] as const) {
  test(`plays ${name} for real balance and comes back to the balance the game left`, async () => {
    const before = await walletMinor();
    const round = await playHotGame(name, action);
    expect(round.stake).toBeGreaterThan(0);
    expect(round.net).toBe(round.win - round.stake);
    const after = await walletMinor();
    expect(after).toBe(before - round.stake + round.win);
    // The lobby header shows the whole units of that same balance, thousands-separated.
    const whole = Math.floor(after / 100).toLocaleString('en-US');
    await expect(page.getByRole('banner')).toContainText(whole);
  });
}

test('finds both rounds in the betting record', async () => {
  await page.goto(`${server.baseUrl}/m/gameRecord`);
  await page.getByRole('radio', { name: 'Slots' }).check();
  const games = page.getByRole('list', { name: 'Slots' });
  await expect(games).toContainText('Spirit Fruits');
  await expect(games).toContainText('Classic Dice');
});
