/**
 * Internal (house) accounts against the real server: an admin makes an internal agent from the
 * members screen, finds it by the search box and opens its page; the agent logs in through the
 * lobby's own login as type 41. An internal member placed under it by id shows the agent as its
 * upline, and a real member named as upline is refused with the server's message.
 */
import { MemberType } from '@openlobby/contract';
import { type Page, expect, test } from '@playwright/test';
import { MEMBER_PASSWORD, memberLogin, registerMember } from './support/lobby.ts';
import { OPERATOR_PASSWORD as PASSWORD, signIn } from './support/operator.ts';
import { createAdminWithCli } from './support/server.ts';

/** Opens the dialog from the members screen, fills it and creates the account. */
async function createInternal(
  page: Page,
  account: { username: string; type?: string; uplineId?: number },
): Promise<void> {
  await page
    .getByRole('navigation', { name: 'Console sections' })
    .getByRole('link', { name: 'Members' })
    .click();
  await page.getByRole('button', { name: 'New internal account' }).click();
  const dialog = page.getByRole('dialog', { name: 'New internal account' });
  await dialog.getByRole('textbox', { name: /Username/ }).fill(account.username);
  await dialog.getByLabel(/Password/).fill(MEMBER_PASSWORD);
  if (account.type !== undefined) {
    await dialog.getByRole('combobox', { name: 'Account type' }).click();
    await page.getByRole('option', { name: account.type, exact: true }).click();
  }
  if (account.uplineId !== undefined)
    await dialog.getByRole('textbox', { name: /Upline member id/ }).fill(String(account.uplineId));
  await dialog.getByRole('button', { name: 'Create' }).click();
}

test('an admin makes an internal agent, finds it in search, and it logs in to the lobby as an internal agent', async ({
  page,
}, testInfo) => {
  // An admin signs in on a two-core machine shared with other suites.
  test.setTimeout(120_000);
  const tag = testInfo.project.name.slice(0, 1);
  const admin = `iadmin_${testInfo.project.name}`;
  const agent = `ia${tag}${Date.now().toString(36)}`.slice(0, 16);
  const downline = `im${tag}${Date.now().toString(36)}`.slice(0, 16);
  const player = `ip${tag}${Date.now().toString(36)}`.slice(0, 16);
  await registerMember(player);
  await signIn(page, admin, await createAdminWithCli(admin, PASSWORD));

  await createInternal(page, { username: agent, type: 'Internal agent' });
  const dialog = page.getByRole('dialog', { name: 'New internal account' });
  await expect(dialog.getByRole('status')).toContainText(`Internal account ${agent} made`);
  await dialog.getByRole('button', { name: 'Done' }).click();

  // Found by the one search box, like any member, and marked internal on its page.
  await page.getByRole('textbox', { name: /Find a member/ }).fill(agent);
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByText('1 found by Username')).toBeVisible();
  await page.getByRole('link', { name: agent }).click();
  await expect(page.getByRole('heading', { name: agent })).toBeVisible();
  await expect(page.getByText('Internal', { exact: true })).toBeVisible();
  const agentId = Number(/\/members\/(\d+)$/.exec(page.url())?.[1]);
  expect(agentId).toBeGreaterThan(0);

  // The lobby's own login: a real session of an internal agent.
  expect(await memberLogin(agent)).toMatchObject({
    success: true,
    value: { userName: agent, type: MemberType.INTERNAL_AGENT },
  });

  // A real member cannot be an internal account's upline: the server says why.
  const playerId = await idOf(page, player);
  await createInternal(page, { username: downline, type: 'Internal member', uplineId: playerId });
  await expect(dialog.getByRole('alert')).toContainText(
    'An internal account can only be placed under an internal agent of this merchant',
  );
  // Under the internal agent it is made, and its page names the agent as upline.
  await dialog.getByRole('textbox', { name: /Upline member id/ }).fill(String(agentId));
  await dialog.getByRole('button', { name: 'Create' }).click();
  await dialog.getByRole('link', { name: `Open the page of ${downline}` }).click();
  await expect(page.getByRole('heading', { name: downline })).toBeVisible();
  await expect(page.getByRole('link', { name: agent })).toBeVisible();
});

/** A member's id as the search shows it. */
async function idOf(page: Page, username: string): Promise<number> {
  await page
    .getByRole('navigation', { name: 'Console sections' })
    .getByRole('link', { name: 'Members' })
    .click();
  await page.getByRole('textbox', { name: /Find a member/ }).fill(username);
  await page.getByRole('button', { name: 'Search' }).click();
  const row = page.getByRole('row', { name: new RegExp(username) });
  await expect(row).toBeVisible();
  return Number(await row.getByRole('cell').nth(1).textContent());
}
