/**
 * The merchant's time zone in the console against the real server: an admin finds a zone by
 * searching, saves it, and after a reload the Settings screen and the dashboard's answer both have
 * it; in Urdu with the dark theme the same panel reads right to left. The zone is set back to UTC
 * at the end, so the other specs count their days as before.
 */
import { type Page, expect, test } from '@playwright/test';
import { OPERATOR_PASSWORD as PASSWORD, signIn } from './support/operator.ts';
import { createAdminWithCli } from './support/server.ts';

async function chooseZone(page: Page, label: string, search: string, zone: string, save: string) {
  const select = page.getByRole('combobox', { name: label });
  await select.click();
  await select.fill(search);
  await page.getByRole('option', { name: zone, exact: true }).click();
  await expect(select).toHaveValue(zone);
  await page.getByRole('button', { name: save }).click();
}

test('the merchant’s time zone is set in Settings and kept', async ({ browser }, testInfo) => {
  const admin = `settings_tz_${testInfo.project.name}`;
  const link = await createAdminWithCli(admin, PASSWORD);
  const page = await (await browser.newContext()).newPage();
  await signIn(page, admin, link);

  await page
    .getByRole('navigation', { name: 'Console sections' })
    .getByRole('link', { name: 'Settings' })
    .click();
  const panel = page.getByRole('region', { name: 'Time zone' });
  await expect(panel.getByText('In force: UTC')).toBeVisible();
  await expect(panel).toContainText('days already counted keep their old boundaries');

  await chooseZone(page, 'The merchant’s time zone', 'karachi', 'Asia/Karachi', 'Save time zone');
  await expect(panel.getByRole('status')).toHaveText('Saved.');
  await expect(panel.getByText('In force: Asia/Karachi')).toBeVisible();

  await page.reload();
  await expect(
    page.getByRole('region', { name: 'Time zone' }).getByText('In force: Asia/Karachi'),
  ).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'The merchant’s time zone' })).toHaveValue('Asia/Karachi');
  const dashboard = page.waitForResponse((response) => response.url().endsWith('/ops/dashboard'));
  await page
    .getByRole('navigation', { name: 'Console sections' })
    .getByRole('link', { name: 'Start' })
    .click();
  expect(((await (await dashboard).json()) as { value: { timeZone: string } }).value.timeZone).toBe(
    'Asia/Karachi',
  );
  await page
    .getByRole('navigation', { name: 'Console sections' })
    .getByRole('link', { name: 'Settings' })
    .click();
  await expect(page.getByRole('region', { name: 'Time zone' })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('settings-en-light.png'), fullPage: true });

  await page.getByText('اردو', { exact: true }).click();
  await page.getByRole('button', { name: 'گہری تھیم' }).click();
  const urdu = page.getByRole('region', { name: 'ٹائم زون' });
  await expect(urdu.getByText('نافذ زون: Asia/Karachi')).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('settings-ur-dark.png'), fullPage: true });
  await chooseZone(page, 'مرچنٹ کا ٹائم زون', 'UTC', 'UTC', 'ٹائم زون محفوظ کریں');
  await expect(urdu.getByRole('status')).toHaveText('محفوظ ہو گیا۔');
  await expect(urdu.getByText('نافذ زون: UTC')).toBeVisible();
});
