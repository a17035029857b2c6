/**
 * Cashback against the real server: an admin opens the Cashback section, sets a rate for slots at
 * VIP 0 and saves it (audited by the server), and a new member's claimable cashback then shows that
 * rate; the liability tiles show. The screen is shown in Urdu with the dark theme.
 */
import { expect, test } from '@playwright/test';
import { lobbyValue, memberToken } from './support/lobby.ts';
import { OPERATOR_PASSWORD as PASSWORD, signIn } from './support/operator.ts';
import { createAdminWithCli } from './support/server.ts';

interface Claimable {
  rates: { product: string; rateBps: number }[];
}

test('a cashback rate set in the console reaches the member', async ({ browser }, testInfo) => {
  // Both projects share one server and set the same rate, so either order reads the same.
  const admin = `rebate_admin_${testInfo.project.name}`;
  const link = await createAdminWithCli(admin, PASSWORD);
  const page = await (await browser.newContext()).newPage();
  await signIn(page, admin, link);
  await page
    .getByRole('navigation', { name: 'Console sections' })
    .getByRole('link', { name: 'Cashback' })
    .click();
  await expect(page.getByRole('heading', { name: 'Cashback', level: 2 })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Cashback liability' })).toContainText(
    'Claimable, not yet claimed',
  );
  const slots = page.getByRole('textbox', { name: 'Slots at VIP 0 (basis points)' });
  await slots.fill('125');
  await page.screenshot({ path: testInfo.outputPath('rebates-en-light.png') });
  await page.getByRole('button', { name: 'Save rates' }).click();
  await expect(page.getByRole('status')).toHaveText('Cashback settings saved.');

  const token = await memberToken(`rb${Date.now().toString(36)}`.slice(0, 16));
  const claimable = (await lobbyValue('GET', '/wps/relay/MCS2_getClaimableRebate', { token })) as Claimable;
  expect(claimable.rates).toContainEqual({ product: 'SLOTS', rateBps: 125 });

  await page.getByText('اردو', { exact: true }).click();
  await page.getByRole('button', { name: 'گہری تھیم' }).click();
  await expect(page.getByRole('heading', { name: 'کیش بیک', level: 2 })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'VIP 0 پر سلاٹس (بیسس پوائنٹس)' })).toHaveValue('125');
  await page.screenshot({ path: testInfo.outputPath('rebates-ur-dark.png') });
  await page.getByText('English', { exact: true }).click();
  await page.getByRole('button', { name: 'Light theme' }).click();
});
