import type { Page } from '@playwright/test';
import { expect, restingPage, test } from './support/test.ts';
import { startAccountsServer } from './support/accounts.ts';
import { chooseUrdu } from './support/language.ts';
import { E2E_PORT, type ExtraServer } from './support/server.ts';
import { logIn } from './support/wallet.ts';

/**
 * The records name the game a movement belongs to in the member's language, at a phone viewport:
 * after a round of Classic Dice the transaction history reads the game's name (not the vendor's
 * round code, which stays one tap away under "Order number"), and the betting record names the game
 * as the lobby does in Urdu too.
 */
test.describe.configure({ mode: 'serial' });

let server: ExtraServer;
let page: Page;

test.beforeAll(async ({ browser }) => {
  // A server of its own and a login: slow on a loaded two-core machine.
  test.setTimeout(150_000);
  server = await startAccountsServer(E2E_PORT + 42);
  page = await restingPage(browser);
  await page.setViewportSize({ width: 360, height: 780 });
  await logIn(page, server.baseUrl);
});

test.afterAll(async () => {
  await page?.context().close();
  await server?.stop();
});

test('EN: a dice round reads as the game in the transaction history, its reference a tap away', async () => {
  await page.goto(`${server.baseUrl}/m/gameList?type=hot`);
  await page.getByRole('button', { name: 'Play Classic Dice', exact: true }).first().click();
  const dice = page.getByRole('dialog', { name: 'Classic Dice' });
  const game = dice.frameLocator('iframe');
  const rounds = game
    .getByRole('region', { name: 'Your rounds' })
    .getByRole('listitem')
    .filter({ hasText: /Stake/ });
  await expect(game.getByRole('button', { name: 'Roll', exact: true })).toBeEnabled();
  await game.getByRole('button', { name: 'Roll', exact: true }).click();
  await expect(rounds).toHaveCount(1);
  await dice.getByRole('button', { name: 'Close Classic Dice' }).click();

  await page.goto(`${server.baseUrl}/m/member/transactions`);
  const history = page.getByRole('list', { name: 'Transaction history' });
  const bet = history.getByRole('listitem').filter({ hasText: 'Bet · Classic Dice' }).first();
  await expect(bet).toBeVisible();
  const reference = bet.getByText(/^OLI:/);
  await expect(reference).toBeHidden();
  await bet.locator('summary', { hasText: 'Order number' }).click();
  await expect(reference).toBeVisible();
});

test('UR: the transaction history and the betting record name the game in Urdu', async () => {
  await page.goto(`${server.baseUrl}/m/home`);
  await chooseUrdu(page);
  await page.goto(`${server.baseUrl}/m/member/transactions`);
  const history = page.getByRole('list', { name: 'لین دین کی تاریخ' });
  await expect(history.getByRole('listitem').filter({ hasText: 'کلاسک ڈائس' }).first()).toBeVisible();
  await expect(history).not.toContainText('Classic Dice');

  await page.goto(`${server.baseUrl}/m/gameRecord`);
  // The chip shows the choice as soon as it is tapped, not once the address has caught up.
  const slotsChip = page.getByRole('radio', { name: 'سلاٹس' });
  await slotsChip.click();
  await expect(slotsChip).toBeChecked();
  const slots = page.getByRole('list', { name: 'سلاٹس' });
  await expect(slots).toContainText('کلاسک ڈائس');
  await expect(slots).not.toContainText('Classic Dice');
});
