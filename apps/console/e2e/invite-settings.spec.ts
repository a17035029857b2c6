/**
 * Invite friends' settings against the real server: an admin opens the section, sees the demo's
 * rule, changes the reward per friend and adds a milestone; a member's referral details then show
 * exactly that. The screen is shown in Urdu with the dark theme too. The tablet project only looks
 * (both projects share one server and its one merchant's settings).
 */
import { expect, test } from '@playwright/test';
import { lobbyValue, memberToken } from './support/lobby.ts';
import { OPERATOR_PASSWORD as PASSWORD, signIn } from './support/operator.ts';
import { createAdminWithCli } from './support/server.ts';

interface Details {
  rules: { minFirstDeposit: string; minValidBet: string; friendReward: string };
  milestones: { friends: number; amount: string; state: string }[];
}

test('the invite rule and milestones set in the console reach the member', async ({ browser }, testInfo) => {
  const admin = `inv_admin_${testInfo.project.name}`;
  const link = await createAdminWithCli(admin, PASSWORD);
  const page = await (await browser.newContext()).newPage();
  await signIn(page, admin, link);
  await page
    .getByRole('navigation', { name: 'Console sections' })
    .getByRole('link', { name: 'Invite friends' })
    .click();
  await expect(page.getByRole('heading', { name: 'Invite friends' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: "Friend's first deposit at least" })).toHaveValue('100.00');
  await expect(page.getByRole('switch', { name: 'Invite rewards are open to members' })).toBeChecked();

  if (testInfo.project.name === 'desktop') {
    await page.getByRole('textbox', { name: 'Reward per qualified friend' }).fill('12');
    await page.getByRole('button', { name: 'Add milestone' }).click();
    await page.getByRole('textbox', { name: 'Qualified friends of milestone 4' }).fill('20');
    await page.getByRole('textbox', { name: 'Reward of milestone 4' }).fill('288');
    await page.screenshot({ path: testInfo.outputPath('invites-en-light.png') });
    await page.getByRole('button', { name: 'Save invite settings' }).click();
    await expect(page.getByRole('status')).toHaveText('Invite settings saved.');

    const token = await memberToken(`inv${Date.now().toString(36)}`.slice(0, 16));
    const details = (await lobbyValue('GET', '/wps/relay/MCSFE_getReferralDetails', { token })) as Details;
    expect(details.rules).toEqual({
      minFirstDeposit: '100.00',
      minValidBet: '500.00',
      friendReward: '12.00',
    });
    expect(details.milestones).toContainEqual({ friends: 20, amount: '288.00', state: 'locked' });
  }

  await page.getByText('اردو', { exact: true }).click();
  await page.getByRole('button', { name: 'گہری تھیم' }).click();
  await expect(page.getByRole('heading', { name: 'دوستوں کو مدعو کریں' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'دعوتی ترتیبات محفوظ کریں' })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('invites-ur-dark.png') });
  await page.getByText('English', { exact: true }).click();
  await page.getByRole('button', { name: 'Light theme' }).click();
});
