import type { BrowserContext, Page } from '@playwright/test';
import { fillBirthDate, solveSlider, startAccountsServer, TEST_CAPTCHA } from './support/accounts.ts';
import { auditState, preloadAxe } from './support/a11yAudit.ts';
import { expectLaidOut } from './support/a11yLayout.ts';
import { storeLook } from './support/language.ts';
import { operatorSession } from './support/rewards.ts';
import { E2E_PORT, type ExtraServer } from './support/server.ts';
import { expect, restingContext, test } from './support/test.ts';
import { logIn, memberGet, minorUnits, operatorDecide, sessionToken } from './support/wallet.ts';

/**
 * Invite friends at the phone viewport, against the real server: demo_player opens
 * /m/inviteFriends from the bottom menu and copies the link; a friend opens the link in a browser
 * of their own, finds the code filled in and registers; demo_player sees one friend invited. The
 * friend's first deposit is approved and they play a round of Classic Dice: qualified, so the
 * milestone can be claimed, once, and the balance and the income records show it. Then the same
 * screen in Urdu and dark.
 */
test.describe.configure({ mode: 'serial' });

let server: ExtraServer;
let member: Page;
let friend: Page;
const contexts: BrowserContext[] = [];
const FRIEND = `frnd${Date.now().toString(36).slice(-6)}`;
const PASSWORD = 'Friend1234';

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

async function memberPost<T>(page: Page, path: string, body: unknown): Promise<T> {
  const response = await fetch(`${server.baseUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: await sessionToken(page) },
    body: JSON.stringify(body),
  });
  const answer = (await response.json()) as { success: boolean; value: T; code?: string };
  expect(answer.success, `${path}: ${answer.code ?? ''}`).toBe(true);
  return answer.value;
}

/** The stat of the "Your referrals" card named `name`. */
const stat = (page: Page, name: string) =>
  page
    .getByRole('region', { name: 'Your referrals' })
    .locator('div', { has: page.getByText(name, { exact: true }) })
    .locator('dd');

test.beforeAll(async ({ browser }) => {
  // Its own accounts server (test challenges for login and registration), with the Invite tab on.
  server = await startAccountsServer(E2E_PORT + 227, { extraFlags: ['REFERRAL'] });
  const ops = await operatorSession(server);
  // The operator's rule for this run: a first deposit of 100 and any valid bet; one friend → 18.
  const saved = await fetch(`${server.baseUrl}/ops/invite-settings`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', authorization: ops },
    body: JSON.stringify({
      enabled: true,
      minFirstDeposit: '100',
      minValidBet: '0.01',
      friendReward: '0',
      milestones: [
        { friends: 1, amount: '18' },
        { friends: 5, amount: '88' },
      ],
    }),
  });
  expect(((await saved.json()) as { success: boolean }).success).toBe(true);
  const context = await restingContext(browser, { permissions: ['clipboard-read', 'clipboard-write'] });
  contexts.push(context);
  await preloadAxe(context);
  member = await context.newPage();
  await logIn(member, server.baseUrl);
});

test.afterAll(async () => {
  for (const context of contexts) await context.close();
  await server?.stop();
});

test('a friend registers from the link and counts; qualified, the milestone pays once', async ({
  browser,
}, testInfo) => {
  test.setTimeout(180_000);
  await storeLook(member, 'EN', 'light');
  await member.goto(`${server.baseUrl}/m/home`);
  await member.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Invite' }).click();
  await expect(member).toHaveURL(/\/m\/inviteFriends$/);
  const share = member.getByRole('region', { name: 'Invite friends' });
  await expect(share.getByRole('img', { name: 'QR code of your invitation link' })).toBeVisible();
  await expect(stat(member, 'Friends invited')).toHaveText('0');

  const copy = share.getByRole('button', { name: /Copy link|Share link/ });
  let link: string;
  if ((await copy.textContent())?.includes('Copy')) {
    await copy.click();
    await expect(member.getByText('Copied', { exact: true })).toBeVisible();
    link = await member.evaluate(() => navigator.clipboard.readText());
  } else {
    link = (await share.locator('.invites__link').textContent()) ?? '';
  }
  expect(link).toMatch(/\/m\/register\?affiliateCode=[A-Z0-9]{8}$/);
  const code = new URL(link).searchParams.get('affiliateCode') ?? '';
  await expect(share).toContainText(code);
  await member.screenshot({ path: testInfo.outputPath('invite-en-light.png'), fullPage: true });
  await expectLaidOut(member, 'EN');
  expect(await auditState(member, 'invite friends, EN light')).toEqual([]);

  // The friend, in a browser of their own.
  const friendContext = await restingContext(browser);
  contexts.push(friendContext);
  friend = await friendContext.newPage();
  await friend.goto(link.replace(new URL(link).origin, server.baseUrl));
  const usernameMethod = friend.getByRole('radio', { name: 'Username' });
  if ((await usernameMethod.count()) > 0) await usernameMethod.click();
  const invitation = friend.getByRole('textbox', { name: /^Invitation code/ });
  await expect(invitation).toHaveValue(code);
  await expect(invitation).toHaveAttribute('readonly', '');
  await friend.getByLabel('Username', { exact: true }).fill(FRIEND);
  await friend.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await friend.getByLabel('Confirm password', { exact: true }).fill(PASSWORD);
  await friend.getByLabel('Captcha', { exact: true }).fill(TEST_CAPTCHA);
  await fillBirthDate(friend);
  await solveSlider(friend);
  await friend.getByRole('button', { name: 'Register', exact: true }).click();
  await expect(friend).toHaveURL(/\/m\/home$/);

  await member.reload();
  await expect(stat(member, 'Friends invited')).toHaveText('1');
  await expect(stat(member, 'Qualified friends')).toHaveText('0');
  const invitees = member.getByRole('region', { name: 'Invited friends' });
  await expect(invitees).toContainText(`${FRIEND.slice(0, 2)}***${FRIEND.slice(-1)}`);
  await expect(invitees).toContainText('Not yet qualified');
  await expect(invitees).not.toContainText(FRIEND);
  const milestones = member.getByRole('region', { name: 'Milestones' });
  await expect(milestones.getByRole('button', { name: /Claim/ })).toHaveCount(0);

  // The friend's first deposit, approved by the operator, then one round of Classic Dice.
  const transfer = await memberPost<{ deposit: { depositId: string } }>(
    friend,
    '/wps/relay/MCS2_depositManualTransfer',
    {
      channelId: 'BANK_TRANSFER',
      amount: '500',
      payerName: 'Ali Khan',
      reference: 'HBL-INVITE-1',
    },
  );
  await operatorDecide(server, 'deposit', transfer.deposit.depositId, 'approve');
  await friend.goto(`${server.baseUrl}/m/home`);
  await friend
    .getByRole('list', { name: 'Hot games' })
    .getByRole('button', { name: 'Play Classic Dice' })
    .click();
  const game = friend.getByRole('dialog', { name: 'Classic Dice' }).frameLocator('iframe');
  const rounds = game
    .getByRole('region', { name: 'Your rounds' })
    .getByRole('listitem')
    .filter({ hasText: /Stake/ });
  await game.getByRole('button', { name: 'Roll', exact: true }).click();
  await expect(rounds).toHaveCount(1);

  await member.reload();
  await expect(stat(member, 'Qualified friends')).toHaveText('1');
  await expect(invitees.getByText('Qualified', { exact: true })).toBeVisible();
  const before = await balanceOf(member);
  await milestones.getByRole('button', { name: 'Claim the reward for 1 qualified friend' }).click();
  await expect(member.getByText(/18\.00.* added to your balance/)).toBeVisible();
  await expect(milestones.getByText('Claimed', { exact: true })).toBeVisible();
  expect(await balanceOf(member)).toBe(before + 1800);
  await expect(member.getByRole('region', { name: 'Income records' })).toContainText(
    'Milestone: 1 qualified friend',
  );
  await expect(stat(member, "Today's income")).toContainText('18.00');
  // A second claim of the same milestone pays nothing.
  const again = await fetch(`${server.baseUrl}/wps/relay/MCSFE_claimReferralReward`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: await sessionToken(member) },
    body: JSON.stringify({ kind: 'MILESTONE', friends: 1 }),
  });
  expect(((await again.json()) as { code: string }).code).toBe('INVITE_REWARD_NOT_CLAIMABLE');
  expect(await balanceOf(member)).toBe(before + 1800);
});

test('the same screen in Urdu and dark reads right to left', async () => {
  const testInfo = test.info();
  await storeLook(member, 'UR', 'dark');
  await member.goto(`${server.baseUrl}/m/inviteFriends`);
  await expect(member.locator('html')).toHaveAttribute('dir', 'rtl');
  const share = member.getByRole('region', { name: 'دوستوں کو مدعو کریں' });
  await expect(share.getByRole('img', { name: 'آپ کے دعوتی لنک کا QR کوڈ' })).toBeVisible();
  await expect(
    member.getByRole('region', { name: 'سنگِ میل' }).getByText('حاصل کر لیا', { exact: true }),
  ).toBeVisible();
  await expect(member.getByRole('region', { name: 'آمدنی کا ریکارڈ' })).toContainText('سنگِ میل: 1 اہل دوست');
  await member.screenshot({ path: testInfo.outputPath('invite-ur-dark.png'), fullPage: true });
  await expectLaidOut(member, 'UR');
  expect(await auditState(member, 'invite friends, claimed, UR dark')).toEqual([]);
});
