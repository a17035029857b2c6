/**
 * AML monitoring against the real server (its monitor scans every second here): an admin lowers the
 * deposit due-diligence amount in the console, a member's approved deposit crosses it, the alert
 * appears in the Compliance section, and the admin works it to a close with an outcome and exports
 * the case for a report. The alert is also read in Urdu with the dark theme.
 */
import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { lobbyValue as api, memberToken } from './support/lobby.ts';
import { OPERATOR_PASSWORD as PASSWORD, signIn } from './support/operator.ts';
import { createAdminWithCli } from './support/server.ts';

const SESSION_KEY = 'openlobby.console.session';

test('a deposit over the due-diligence amount raises an alert that is worked, closed and exported', async ({
  page,
}, testInfo) => {
  const admin = `aml_admin_${testInfo.project.name}`;
  await signIn(page, admin, await createAdminWithCli(admin, PASSWORD));
  const menu = page.getByRole('navigation', { name: 'Console sections' });
  await menu.getByRole('link', { name: 'Compliance' }).click();
  await page.getByRole('tab', { name: 'AML rules' }).click();
  const amount = page.getByRole('textbox', {
    name: 'Deposits over a period (due-diligence trigger): Amount at least',
  });
  await expect(amount).toHaveValue(/^\d/);
  await amount.fill('700');
  await page.getByRole('button', { name: 'Save AML rules' }).click();
  await expect(page.getByRole('status')).toHaveText('AML rules saved.');

  const member = `aml${testInfo.project.name[0]}${Date.now().toString(36)}`.slice(0, 16);
  const token = await memberToken(member);
  const opsToken = await page.evaluate(
    (key) => (JSON.parse(sessionStorage.getItem(key) ?? '{}') as { token?: string }).token ?? '',
    SESSION_KEY,
  );
  const deposit = (await api('POST', '/wps/relay/MCS2_depositManualTransfer', {
    body: { channelId: 'BANK_TRANSFER', amount: '750' },
    token,
  })) as { deposit: { depositId: string } };
  await api('POST', `/ops/deposits/${deposit.deposit.depositId}/approve`, {
    body: {},
    token: `Bearer ${opsToken}`,
  });

  await page.getByRole('tab', { name: 'AML alerts' }).click();
  const table = page.getByRole('table', { name: 'AML alerts' });
  // The member may be in other alerts too (every spec's member signs in from one address).
  const row = table
    .getByRole('row')
    .filter({ hasText: member })
    .filter({ hasText: 'Deposits reached the due-diligence amount' });
  // The list refreshes every minute; the officer reloads to see the monitor's newest alert.
  await expect(async () => {
    await page.reload();
    await expect(row).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 20_000 });
  await expect(row).toContainText(/750\.00\W* over 30 days/);
  await row.getByRole('link', { name: /^Open alert/ }).click();

  await expect(
    page.getByRole('heading', { name: /: Deposits reached the due-diligence amount$/ }),
  ).toBeVisible();
  await page.getByRole('textbox', { name: 'Add a note to the case log' }).fill('Asked for proof of funds');
  await page.getByRole('button', { name: 'Add note' }).click();
  await expect(page.getByRole('list', { name: 'Case log' })).toContainText('Asked for proof of funds');
  await page.getByRole('button', { name: 'Start review' }).click();
  let dialog = page.getByRole('dialog', { name: /^Start the review of alert/ });
  await dialog.getByRole('textbox', { name: /Why/ }).fill('Taking this one');
  await dialog.getByRole('button', { name: 'Start review' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'is now' })).toContainText('is now: In review.');

  await page.getByRole('button', { name: 'Close the alert' }).click();
  dialog = page.getByRole('dialog', { name: /^Close alert/ });
  await dialog.getByRole('combobox', { name: /Outcome/ }).click();
  await page.getByRole('option', { name: 'Due diligence done' }).click();
  await dialog.getByRole('textbox', { name: /Why/ }).fill('Payslips received and checked');
  await dialog.getByRole('button', { name: 'Close the alert' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'is now' })).toContainText('is now: Closed.');
  await expect(page.getByRole('button', { name: 'Add note' })).toHaveCount(0);
  await page.screenshot({ path: testInfo.outputPath('aml-en-light.png'), fullPage: true });

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export for a report (JSON)' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^aml-alert-\d+\.json$/);
  const report = JSON.parse(await readFile(await download.path(), 'utf8')) as {
    member: { username: string };
    deposits: { amount: string }[];
    alert: { status: string; outcome: string; log: unknown[] };
  };
  expect(report.member.username).toBe(member);
  expect(report.deposits.map((d) => d.amount)).toEqual(['750.00']);
  expect(report.alert).toMatchObject({ status: 'CLOSED', outcome: 'DUE_DILIGENCE' });
  expect(report.alert.log).toHaveLength(4);

  await page.getByText('اردو', { exact: true }).click();
  await page.getByRole('button', { name: 'گہری تھیم' }).click();
  await expect(page.getByRole('heading', { name: /جانچ پڑتال کی حد تک پہنچ گئے/ })).toBeVisible();
  await expect(page.getByRole('list', { name: 'کیس لاگ' })).toContainText('نتیجہ: جانچ پڑتال مکمل');
  await page.screenshot({ path: testInfo.outputPath('aml-ur-dark.png'), fullPage: true });
  await page.getByText('English', { exact: true }).click();
  await page.getByRole('button', { name: 'Light theme' }).click();
});
