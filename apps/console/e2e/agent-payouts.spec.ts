/**
 * Holding a member's payouts against the real server: an admin opens the member's "Agent payouts"
 * tab, holds them with a reason, and the member's cashback claim is refused with the hold's
 * message; the contracts screen lists the hold; releasing lets the claim through to the usual
 * rules again. The desktop project holds and releases; both look in Urdu with the dark theme.
 */
import { expect, test } from '@playwright/test';
import { lobbyCall, memberToken } from './support/lobby.ts';
import { OPERATOR_PASSWORD as PASSWORD, signIn } from './support/operator.ts';
import { createAdminWithCli } from './support/server.ts';

test("an operator holds a member's payouts, the member cannot claim, and the hold is released", async ({
  browser,
}, testInfo) => {
  const tag = testInfo.project.name === 'desktop' ? 'd' : 't';
  const admin = `pay_admin_${testInfo.project.name}`;
  const member = `hold${tag}${Date.now().toString(36)}`.slice(0, 16);
  const token = await memberToken(member);
  const link = await createAdminWithCli(admin, PASSWORD);
  const page = await (await browser.newContext()).newPage();
  await signIn(page, admin, link);

  const menu = page.getByRole('navigation', { name: 'Console sections' });
  await menu.getByRole('link', { name: 'Members' }).click();
  await page.getByRole('textbox', { name: /Find a member/ }).fill(member);
  await page.getByRole('button', { name: 'Search' }).click();
  await page.getByRole('link', { name: member }).click();
  await page.getByRole('tab', { name: 'Agent payouts' }).click();
  await expect(page.getByText('Payouts are paid normally.')).toBeVisible();
  await expect(page.getByRole('table', { name: 'Cashback rates now' })).toContainText('Slots');

  await page.getByRole('button', { name: 'Hold payouts' }).click();
  const dialog = page.getByRole('dialog', { name: `Hold the payouts of ${member}` });
  await dialog.getByRole('textbox', { name: /Reason/ }).fill('Chargeback under review');
  await dialog.getByRole('button', { name: 'Hold payouts' }).click();
  await expect(page.getByRole('status')).toHaveText('Payouts are on hold.');
  await expect(page.getByText('Payouts on hold', { exact: true })).toBeVisible();

  // The member's claim is refused and says why, whatever the period.
  const claim = () =>
    lobbyCall('POST', '/wps/relay/MCS2_claimRebate', { token, body: { period: '2026-01-01' } });
  expect(await claim()).toMatchObject({ success: false, code: 'PAYOUTS_ON_HOLD' });

  // The contracts screen lists every hold, linking back to the member's tab.
  await menu.getByRole('link', { name: 'Agent contracts' }).click();
  const held = page.getByRole('table', { name: 'Members whose payouts are on hold' });
  await expect(held.getByRole('row').filter({ hasText: member })).toContainText('Chargeback under review');
  await page.screenshot({ path: testInfo.outputPath('payouts-en-light.png'), fullPage: true });
  await held.getByRole('link', { name: member }).click();
  await expect(page.getByRole('tab', { name: 'Agent payouts' })).toHaveAttribute('aria-selected', 'true');

  await page.getByText('اردو', { exact: true }).click();
  await page.getByRole('button', { name: 'گہری تھیم' }).click();
  await expect(page.getByText('ادائیگیاں روکی گئی ہیں', { exact: true })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('payouts-ur-dark.png'), fullPage: true });
  await page.getByRole('button', { name: 'ادائیگیاں بحال کریں' }).click();
  const release = page.getByRole('dialog', { name: `${member} کی ادائیگیاں بحال کریں` });
  await release.getByRole('textbox').fill('Cleared');
  await release.getByRole('button', { name: 'ادائیگیاں بحال کریں' }).click();
  await expect(page.getByText('ادائیگیاں معمول کے مطابق ہو رہی ہیں۔')).toBeVisible();
  // Released: the claim meets the usual rules again (that day has nothing to claim).
  expect((await claim()).code).not.toBe('PAYOUTS_ON_HOLD');
  await page.getByText('English', { exact: true }).click();
  await page.getByRole('button', { name: 'Light theme' }).click();
});
