/**
 * Members and approvals against the real server: an admin finds a member registered through the
 * lobby API, sees the ledger line of a small adjustment, locks the member with a reason (the lobby
 * then refuses the member's login), adds a note, and asks for an adjustment above the approval
 * amount, which the admin cannot approve. A payments operator (no members.manage: no lock button)
 * approves it in Urdu, and the member's balance shows the new amount.
 */
import { type Browser, type Page, expect, test } from '@playwright/test';
import { memberLogin, registerMember } from './support/lobby.ts';
import { OPERATOR_PASSWORD as PASSWORD, createOperatorOnScreen, signIn } from './support/operator.ts';
import { createAdminWithCli } from './support/server.ts';

async function newPage(browser: Browser): Promise<Page> {
  return (await browser.newContext()).newPage();
}

test('an admin finds a member, reads the ledger, locks them, adds a note and asks for a large adjustment that a payments operator approves', async ({
  browser,
}, testInfo) => {
  // Two operators sign in and a member is registered on a two-core machine shared with other suites.
  test.setTimeout(180_000);
  const tag = testInfo.project.name.slice(0, 1);
  const admin = `madmin_${testInfo.project.name}`;
  const payments = `mpay_${testInfo.project.name}`;
  const member = `mem${tag}${Date.now().toString(36)}`.slice(0, 16);
  await registerMember(member);
  const adminLink = await createAdminWithCli(admin, PASSWORD);

  const adminPage = await newPage(browser);
  await signIn(adminPage, admin, adminLink);
  const paymentsLink = await createOperatorOnScreen(adminPage, payments, 'Payments');

  // Find the member by the one search box.
  const menu = adminPage.getByRole('navigation', { name: 'Console sections' });
  await menu.getByRole('link', { name: 'Members' }).click();
  await adminPage.getByRole('textbox', { name: /Find a member/ }).fill(member);
  await adminPage.getByRole('button', { name: 'Search' }).click();
  await expect(adminPage.getByText('1 found by Username')).toBeVisible();
  await adminPage.getByRole('link', { name: member }).click();
  await expect(adminPage.getByRole('heading', { name: member })).toBeVisible();
  await expect(adminPage.getByRole('group', { name: 'Available balance' })).toContainText('0.00');

  // A small adjustment is made at once and is the ledger's line behind the balance.
  await adminPage.getByRole('button', { name: 'Adjust balance' }).click();
  let adjust = adminPage.getByRole('dialog', { name: `Adjust the balance of ${member}` });
  await adjust.getByRole('textbox', { name: /Amount/ }).fill('100');
  await adjust.getByRole('textbox', { name: 'Reason' }).fill('welcome credit');
  await adjust.getByRole('button', { name: 'Adjust' }).click();
  await expect(adminPage.getByRole('status').filter({ hasText: 'Balance adjusted' })).toContainText('100.00');
  await expect(adminPage.getByRole('group', { name: 'Available balance' })).toContainText('100.00');
  const line = adminPage.getByRole('row', { name: /Adjustment/ });
  await expect(line).toContainText('+');
  await expect(line).toContainText('welcome credit');

  // Locked with a reason: the lobby refuses the member's login.
  expect(await memberLogin(member)).toMatchObject({ success: true });
  await adminPage.getByRole('button', { name: 'Lock', exact: true }).click();
  const lock = adminPage.getByRole('dialog', { name: `Lock ${member}` });
  await lock.getByRole('textbox', { name: /Reason/ }).fill('chargeback under review');
  await lock.getByRole('button', { name: 'Lock' }).click();
  await expect(adminPage.getByRole('status').filter({ hasText: 'Locked.' })).toContainText(
    'Sessions ended: 2',
  );
  await expect(adminPage.getByText('Locked: cannot log in')).toBeVisible();
  await expect(adminPage.getByText(/chargeback under review/)).toBeVisible();
  await expect(adminPage.getByRole('button', { name: 'Unlock' })).toBeVisible();
  expect(await memberLogin(member)).toMatchObject({ success: false, code: 'USER_NOT_FOUND_OR_DISABLED' });

  // A note for the other operators.
  await adminPage.getByRole('tab', { name: 'Notes' }).click();
  await adminPage.getByRole('textbox', { name: /New note/ }).fill('Called the member about the chargeback.');
  await adminPage.getByRole('button', { name: 'Add note' }).click();
  await expect(
    adminPage.getByRole('row', { name: /Called the member about the chargeback\./ }),
  ).toContainText(admin);

  // Above the approval amount the money waits for a second operator, and not this one.
  await adminPage.getByRole('button', { name: 'Adjust balance' }).click();
  adjust = adminPage.getByRole('dialog', { name: `Adjust the balance of ${member}` });
  await adjust.getByRole('textbox', { name: /Amount/ }).fill('1500');
  await adjust.getByRole('textbox', { name: 'Reason' }).fill('goodwill after review');
  await adjust.getByRole('button', { name: 'Adjust' }).click();
  const pending = adminPage.getByRole('status').filter({ hasText: 'needs a second operator' });
  await expect(pending).toContainText('The balance has not changed yet.');
  const requestId = /request (\d+) is waiting/.exec((await pending.textContent()) ?? '')?.[1] ?? '';
  expect(requestId).not.toBe('');
  await expect(adminPage.getByRole('group', { name: 'Available balance' })).toContainText('100.00');
  await expect(adminPage.getByText('Balance adjustments waiting for approval: 1')).toBeVisible();

  await menu.getByRole('link', { name: 'Approvals' }).click();
  const ownApprove = adminPage.getByRole('button', { name: `Approve request ${requestId}` });
  await expect(ownApprove).toBeDisabled();
  await expect(ownApprove).toHaveAccessibleDescription('Your request: another operator approves it.');

  // The payments operator, in Urdu: no lock on the member's page; approves the adjustment.
  const paymentsPage = await newPage(browser);
  await signIn(paymentsPage, payments, paymentsLink);
  await paymentsPage.getByText('اردو', { exact: true }).click();
  await paymentsPage.getByRole('button', { name: 'گہری تھیم' }).click();
  const urduMenu = paymentsPage.getByRole('navigation', { name: 'کنسول کے حصے' });
  await urduMenu.getByRole('link', { name: 'ممبرز' }).click();
  await paymentsPage.getByRole('textbox', { name: /ممبر تلاش کریں/ }).fill(member);
  await paymentsPage.getByRole('button', { name: 'تلاش کریں' }).click();
  await paymentsPage.getByRole('link', { name: member }).click();
  await expect(paymentsPage.getByRole('heading', { name: member })).toBeVisible();
  await expect(paymentsPage.getByRole('button', { name: 'بیلنس ایڈجسٹ کریں' })).toBeVisible();
  await expect(paymentsPage.getByRole('button', { name: /لاک کریں/ })).toHaveCount(0);
  await expect(paymentsPage.getByRole('button', { name: 'سیشنز ختم کریں' })).toHaveCount(0);

  await urduMenu.getByRole('link', { name: 'منظوریاں' }).click();
  await paymentsPage.getByRole('button', { name: `درخواست ${requestId} منظور کریں` }).click();
  const approve = paymentsPage.getByRole('dialog', { name: `درخواست ${requestId} منظور کریں` });
  await approve.getByRole('button', { name: 'منظور کریں' }).click();
  await expect(
    paymentsPage.getByRole('status').filter({ hasText: `درخواست ${requestId} منظور` }),
  ).toContainText('1,600.00');
  await urduMenu.getByRole('link', { name: 'ممبرز' }).click();
  await paymentsPage.getByRole('textbox', { name: /ممبر تلاش کریں/ }).fill(member);
  await paymentsPage.getByRole('button', { name: 'تلاش کریں' }).click();
  await paymentsPage.getByRole('link', { name: member }).click();
  await expect(paymentsPage.getByRole('group', { name: 'دستیاب بیلنس' })).toContainText('1,600.00');

  // Back on the admin's screen, the member's page shows the new balance too.
  await menu.getByRole('link', { name: 'Members' }).click();
  await adminPage.getByRole('textbox', { name: /Find a member/ }).fill(member);
  await adminPage.getByRole('button', { name: 'Search' }).click();
  await adminPage.getByRole('link', { name: member }).click();
  await expect(adminPage.getByRole('group', { name: 'Available balance' })).toContainText('1,600.00');
  await expect(adminPage.getByRole('row', { name: /goodwill after review/ })).toContainText('1,500.00');
});
