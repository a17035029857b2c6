/**
 * The Lottery section against the real server and its running lottery engine: a member registered
 * through the lobby API, funded by a bank transfer the operator command line confirms, bets on the
 * every-minute draw the way the lottery page does. An admin opens Lottery, shows that game's issues,
 * opens the member's issue and, once the engine has drawn it (the panel asks again every few
 * seconds; the spec polls, it does not sleep), sees the revealed seed verified against the published
 * hash in the browser and the member's bet. The same panel once more in Urdu with the dark theme.
 */
import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { expect, test } from '@playwright/test';
import { lobbyValue, memberToken } from './support/lobby.ts';
import { OPERATOR_PASSWORD, signIn } from './support/operator.ts';
import { E2E_DATA_DIR, createAdminWithCli, serverEnv } from './support/server.ts';

const FAST = '1-minute-28';
const FAST_NAME = '3-Digit Draw · Every Minute';
const cli = fileURLToPath(new URL('../../server/dist/cli.js', import.meta.url));

interface OpenIssue {
  readonly numero: string;
  readonly closesAt: string;
}

/** The every-minute draw's open issue, once it has at least 10 seconds of betting left. */
async function issueToBetOn(): Promise<OpenIssue> {
  let found: OpenIssue | undefined;
  await expect
    .poll(
      async () => {
        const value = (await lobbyValue('GET', `/lgw/games/opened/numero?gameCode=${FAST}`)) as {
          serverTime: string;
          list: (OpenIssue & { status: string })[];
        };
        const open = value.list.find((issue) => issue.status === 'open');
        const left = open === undefined ? 0 : Date.parse(open.closesAt) - Date.parse(value.serverTime);
        found = left >= 10_000 ? open : undefined;
        return found !== undefined;
      },
      { timeout: 30_000, intervals: [1_000] },
    )
    .toBe(true);
  if (found === undefined) throw new Error('no open issue');
  return found;
}

test('an admin sees a drawn issue’s seed verified and the bet a member placed on it', async ({
  page,
}, testInfo) => {
  // Registering, funding, signing in and one whole draw of the every-minute game.
  test.setTimeout(240_000);
  const admin = `lot_${testInfo.project.name}`;
  const member = `lm${testInfo.project.name.slice(0, 1)}${Date.now().toString(36)}`.slice(0, 16);
  const token = await memberToken(member);
  const transfer = (await lobbyValue('POST', '/wps/relay/MCS2_depositManualTransfer', {
    body: { channelId: 'BANK_TRANSFER', amount: '1000', payerName: 'Ali Khan', reference: 'HBL-LOT-1' },
    token,
  })) as { deposit: { depositId: string } };
  await promisify(execFile)(
    process.execPath,
    [cli, 'wallet', 'approve-deposit', transfer.deposit.depositId],
    { env: serverEnv(0, E2E_DATA_DIR) },
  );

  const issue = await issueToBetOn();
  await lobbyValue('POST', '/lgw/orders', {
    body: {
      gameCode: FAST,
      numero: issue.numero,
      prizeMode: 'Elott',
      bets: [{ betType: 'ODD_EVEN', selection: 'ODD', stake: '1.00' }],
    },
    token,
  });

  await signIn(page, admin, await createAdminWithCli(admin, OPERATOR_PASSWORD));
  await page
    .getByRole('navigation', { name: 'Console sections' })
    .getByRole('link', { name: 'Lottery' })
    .click();
  await expect(page.getByRole('heading', { name: 'Lottery', level: 2 })).toBeVisible();
  const card = page.getByRole('region', { name: FAST_NAME });
  await expect(card).toContainText('A draw every minute');
  await card.getByRole('button', { name: `Show issues of ${FAST_NAME}` }).click();
  const row = page.getByRole('row').filter({ hasText: issue.numero });
  await expect(row).toContainText(FAST_NAME);
  await row.getByRole('button', { name: `Open issue ${issue.numero}` }).click();

  const panel = page.getByRole('dialog', { name: `Issue ${issue.numero}` });
  await expect(panel.getByRole('row', { name: /Seed hash/ })).toContainText(/[0-9a-f]{64}/);
  // The engine draws at the minute and settles on its next tick; the panel asks again meanwhile.
  await expect
    .poll(async () => panel.getByText(/^Verified: the revealed seed hashes/).isVisible(), {
      timeout: 120_000,
      intervals: [2_000],
    })
    .toBe(true);
  await expect(panel.getByRole('row', { name: /^Seed \(revealed/ })).toContainText(/[0-9a-f]{64}/);
  await expect(panel.getByRole('row', { name: /^Result/ })).toContainText(/\d \d \d/);
  const bet = panel.getByRole('row').filter({ hasText: member });
  await expect(bet).toContainText('Odd / even');
  await expect(bet).toContainText('1.00');
  await expect(bet).toContainText(/Won|Lost/);
  await page.screenshot({ path: testInfo.outputPath('lottery-issue-en-light.png') });
  await page.keyboard.press('Escape');
  await expect(panel).toHaveCount(0);
  // The list behind the panel followed the issue to its settlement.
  await expect(page.getByRole('row').filter({ hasText: issue.numero })).toContainText('Settled');
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: testInfo.outputPath('lottery-en-light.png') });

  // The same in Urdu with the dark theme.
  await page.getByText('اردو', { exact: true }).click();
  await page.getByRole('button', { name: 'گہری تھیم' }).click();
  await expect(page.getByRole('heading', { name: 'لاٹری', level: 2 })).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: testInfo.outputPath('lottery-ur-dark.png') });
  await page
    .getByRole('row')
    .filter({ hasText: issue.numero })
    .getByRole('button', { name: `قرعہ ${issue.numero} کھولیں` })
    .click();
  const panelUr = page.getByRole('dialog', { name: `قرعہ ${issue.numero}` });
  await expect(panelUr.getByText(/^تصدیق ہو گئی/)).toBeVisible();
  await expect(panelUr.getByRole('row').filter({ hasText: member })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('lottery-issue-ur-dark.png') });
});
