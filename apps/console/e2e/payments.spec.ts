/**
 * Payments against the real server: a member registered through the lobby API sends a bank
 * transfer, which operator A confirms on the Deposits tab; the member asks for a withdrawal above
 * the approval amount (WITHDRAW_APPROVAL_ABOVE, 10000.00 by default). A approves it: it awaits a
 * second approval and A cannot give that too. Operator B sees who approved first, approves (the
 * money leaves) and marks it paid with a reference; the member's lobby records then say paid.
 * B's panel is shown once more in Urdu with the dark theme.
 */
import { type Page, expect, test } from '@playwright/test';
import { lobbyValue, memberToken } from './support/lobby.ts';
import { OPERATOR_PASSWORD as PASSWORD, signIn } from './support/operator.ts';
import { createAdminWithCli } from './support/server.ts';
import { opsTokenOf, verifyMember } from './support/verification.ts';

const PIN = '246810';
const PAYEE = 'Ali Khan';

/** A new member the lobby's way, logged in, with a payee name, a payment PIN and a bank card. */
async function readyMember(username: string): Promise<{ token: string; cardId: string }> {
  const token = await memberToken(username);
  await lobbyValue('POST', '/wps/member/info/payeename', { body: { payeeName: PAYEE }, token });
  await lobbyValue('POST', '/wps/member/paymentPassword', {
    body: { newPassword: PIN, confirmPassword: PIN },
    token,
  });
  const card = await lobbyValue('POST', '/wps/member/bankCard', {
    body: { bankCode: 'HBL', cardNumber: '1234567890123456', accountName: PAYEE },
    token,
  });
  return { token, cardId: (card as { card: { cardId: string } }).card.cardId };
}

/** Signs in and opens Payments. */
async function signInToPayments(page: Page, username: string, authenticator: string) {
  await signIn(page, username, authenticator);
  await page
    .getByRole('navigation', { name: 'Console sections' })
    .getByRole('link', { name: 'Payments' })
    .click();
  await expect(page.getByRole('heading', { name: 'Payments' })).toBeVisible();
}

test('a large withdrawal needs two operators, then is marked paid, and the member sees it paid', async ({
  browser,
}, testInfo) => {
  // Two operators sign in and a member is registered on a two-core machine shared with other suites.
  test.setTimeout(180_000);
  const tag = testInfo.project.name.slice(0, 1);
  const opA = `paya_${testInfo.project.name}`;
  const opB = `payb_${testInfo.project.name}`;
  const member = `pm${tag}${Date.now().toString(36)}`.slice(0, 16);
  const { token, cardId } = await readyMember(member);
  const [linkA, linkB] = [await createAdminWithCli(opA, PASSWORD), await createAdminWithCli(opB, PASSWORD)];

  // The member's bank transfer, confirmed by A on the Deposits tab.
  const transfer = await lobbyValue('POST', '/wps/relay/MCS2_depositManualTransfer', {
    body: { channelId: 'BANK_TRANSFER', amount: '20000', payerName: PAYEE, reference: 'HBL-IN-5521' },
    token,
  });
  const depositId = (transfer as { deposit: { depositId: string } }).deposit.depositId;
  const a = await (await browser.newContext()).newPage();
  await signInToPayments(a, opA, linkA);
  await a.getByRole('tab', { name: 'Deposits' }).click();
  await expect(a.getByRole('row', { name: new RegExp(depositId) })).toContainText(member);
  await a.getByRole('button', { name: `Confirm deposit ${depositId}` }).click();
  const confirm = a.getByRole('dialog', { name: `Confirm deposit ${depositId}` });
  await confirm.getByRole('button', { name: 'Confirm' }).click();
  await expect(a.getByRole('status').filter({ hasText: `Deposit ${depositId} confirmed.` })).toBeVisible();

  // Above the identity verification amount too (2,000.00): the member is verified first.
  await verifyMember(token, await opsTokenOf(a));
  // The member asks for more than the approval amount.
  const asked = await lobbyValue('POST', '/wps/transaction/withdraw', {
    body: { cardId, amount: '15000', paymentPassword: PIN },
    token,
  });
  const id = (asked as { withdrawal: { withdrawId: string } }).withdrawal.withdrawId;

  // A gives the first approval; it now waits for someone else, and A cannot give the second.
  await a.getByRole('tab', { name: 'Withdrawals' }).click();
  const rowA = a.getByRole('row', { name: new RegExp(id) });
  await expect(rowA).toContainText('Needs two approvals');
  await rowA.getByRole('button', { name: `Open withdrawal ${id}` }).click();
  const panelA = a.getByRole('dialog', { name: `Withdrawal ${id}` });
  await expect(panelA).toContainText('Valid bets since then');
  await panelA.getByRole('button', { name: 'Approve' }).click();
  const approveA = a.getByRole('dialog', { name: `Approve withdrawal ${id}` });
  await expect(approveA).toContainText('This amount needs two approvals.');
  await approveA.getByRole('button', { name: 'Approve' }).click();
  await expect(a.getByRole('status').filter({ hasText: 'awaits a second operator' })).toBeVisible();
  await expect(panelA.getByText('Awaiting second approval').first()).toBeVisible();
  await expect(panelA.getByRole('button', { name: 'Approve' })).toBeDisabled();
  await expect(panelA).toContainText('A different operator must give the second');
  await a.screenshot({ path: testInfo.outputPath('payments-awaiting-en-light.png') });

  // B sees who approved first, approves (the money leaves), and marks it paid.
  const b = await (await browser.newContext()).newPage();
  await signInToPayments(b, opB, linkB);
  await b
    .getByRole('radiogroup', { name: 'Show withdrawals' })
    .getByText('Awaiting second approval', { exact: true })
    .click();
  const rowB = b.getByRole('row', { name: new RegExp(id) });
  await expect(rowB).toContainText(`First approval: ${opA}`);
  await rowB.getByRole('button', { name: `Open withdrawal ${id}` }).click();
  const panelB = b.getByRole('dialog', { name: `Withdrawal ${id}` });
  await panelB.getByRole('button', { name: 'Approve' }).click();
  const approveB = b.getByRole('dialog', { name: `Approve withdrawal ${id}` });
  await expect(approveB).toContainText('This is the second approval');
  await approveB.getByRole('button', { name: 'Approve' }).click();
  await expect(b.getByRole('status').filter({ hasText: `Withdrawal ${id} approved.` })).toBeVisible();
  await panelB.getByRole('button', { name: 'Mark paid' }).click();
  const paid = b.getByRole('dialog', { name: `Mark withdrawal ${id} paid` });
  await paid.getByRole('textbox', { name: /Payout reference/ }).fill('HBL-OUT-9031');
  await paid.getByRole('button', { name: 'Mark paid' }).click();
  await expect(b.getByRole('status').filter({ hasText: `Withdrawal ${id} marked paid.` })).toBeVisible();
  await expect(panelB).toContainText('HBL-OUT-9031');
  await expect(panelB).toContainText(opA);
  await b.screenshot({ path: testInfo.outputPath('payments-paid-en-light.png') });

  // The member's own records say paid.
  const records = await lobbyValue('GET', '/wps/relay/MCS2_WithdrawTransactionReport', { token });
  expect((records as { content: { withdrawId: string; status: string }[] }).content).toEqual(
    expect.arrayContaining([expect.objectContaining({ withdrawId: id, status: 'paid' })]),
  );

  // The same panel in Urdu with the dark theme.
  await b.keyboard.press('Escape');
  await expect(panelB).toHaveCount(0);
  await b.getByText('اردو', { exact: true }).click();
  await b.getByRole('button', { name: 'گہری تھیم' }).click();
  await b
    .getByRole('radiogroup', { name: 'رقم نکلوانے کی درخواستیں دکھائیں' })
    .getByText('ادا ہو گئی', { exact: true })
    .click();
  await b.getByRole('button', { name: `رقم نکلوانے کی درخواست ${id} کھولیں` }).click();
  const panelUr = b.getByRole('dialog', { name: `رقم نکلوانے کی درخواست ${id}` });
  await expect(panelUr).toContainText('ادا ہو گئی');
  await expect(panelUr).toContainText('HBL-OUT-9031');
  await b.screenshot({ path: testInfo.outputPath('payments-paid-ur-dark.png') });
});
