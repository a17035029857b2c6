/**
 * A production merchant starts with no deposit channels: an admin creates a bank transfer channel
 * and its receiving account in the console, against the real server, and a member on a phone then
 * finds it on the lobby's deposit screen with the account number to copy. The channel is switched
 * off at the end (a channel is never deleted), so the other specs find the demo's channels first.
 */
import { type Browser, type Page, expect, test } from '@playwright/test';
import { lobbyValue, memberToken } from './support/lobby.ts';
import { OPERATOR_PASSWORD as PASSWORD, signIn } from './support/operator.ts';
import { E2E_BASE_URL, createAdminWithCli } from './support/server.ts';

/** A phone-sized lobby page signed in as `token`. */
async function phone(browser: Browser, token: string): Promise<Page> {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    locale: 'en-US',
  });
  await context.addInitScript(
    (session) => {
      sessionStorage.setItem('MC_SESSION_INFO', JSON.stringify(session));
    },
    { token, merchantCode: 'OPENLOBBY', userName: 'member', type: 0, firstTimeLogin: false },
  );
  return context.newPage();
}

test('an admin creates a bank transfer channel with its account, and the lobby offers it', async ({
  browser,
}, testInfo) => {
  const admin = `channels_admin_${testInfo.project.name}`;
  const link = await createAdminWithCli(admin, PASSWORD);
  const page = await (await browser.newContext()).newPage();
  await signIn(page, admin, link);
  const name = `Pak Bank ${testInfo.project.name}`;
  const accountNumber = `PK36 SCBL 0000 ${testInfo.project.name === 'desktop' ? '1111' : '2222'}`;

  await page
    .getByRole('navigation', { name: 'Console sections' })
    .getByRole('link', { name: 'Payments' })
    .click();
  await page.getByRole('tab', { name: 'Deposit channels' }).click();
  await page.getByRole('button', { name: 'New channel' }).click();
  const dialog = page.getByRole('dialog', { name: 'New deposit channel' });
  await dialog.getByRole('textbox', { name: 'Name members see' }).fill(name);
  await dialog.getByRole('textbox', { name: 'Smallest deposit' }).fill('300');
  await dialog.getByRole('textbox', { name: 'Largest deposit' }).fill('75000');
  await dialog.getByRole('textbox', { name: 'Order', exact: true }).fill('90');
  await page.screenshot({ path: testInfo.outputPath('channel-new-en-light.png') });
  await dialog.getByRole('button', { name: 'Create channel' }).click();

  // Straight on to its accounts: until one is added, members are not offered it.
  const accounts = page.getByRole('dialog', { name: `Receiving accounts of ${name}` });
  await expect(accounts.getByText('No receiving account yet.')).toBeVisible();
  await accounts.getByRole('textbox', { name: 'Bank' }).fill('Standard Chartered');
  await accounts.getByRole('textbox', { name: 'Account name' }).fill('OpenLobby Ltd');
  await accounts.getByRole('textbox', { name: 'Account number or IBAN' }).fill(accountNumber);
  await accounts.getByRole('button', { name: 'Add account' }).click();
  await expect(accounts.getByRole('status')).toHaveText('Account added.');
  await expect(accounts.getByText(accountNumber)).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('channel-accounts-en-light.png') });
  await accounts.getByRole('button', { name: 'Close' }).last().click();
  await expect(page.getByRole('button', { name: `Receiving accounts of ${name}` })).toHaveText(
    'Accounts (1)',
  );
  await page.screenshot({ path: testInfo.outputPath('channels-list-en-light.png'), fullPage: true });

  // The member's deposit screen, at a phone's size.
  const member = `chan${testInfo.project.name.slice(0, 3)}${Date.now() % 1_000_000}`;
  const token = await memberToken(member);
  const { channels } = (await lobbyValue('GET', '/wps/relay/MCSFE_getDepositPaymentChannels', { token })) as {
    channels: { name: string; minAmount: string; maxAmount: string }[];
  };
  expect(channels.find((c) => c.name === name)).toMatchObject({ minAmount: '300.00', maxAmount: '75000.00' });
  const lobby = await phone(browser, token);
  await lobby.goto(`${E2E_BASE_URL}/m/voucherCenter`);
  await lobby.getByRole('radio', { name: 'Bank transfer', exact: true }).check({ force: true });
  await lobby.getByRole('radio', { name: new RegExp(`^${name}`) }).check({ force: true });
  await expect(lobby.getByText(accountNumber, { exact: true })).toBeVisible();
  await expect(lobby.getByRole('button', { name: 'Copy Account number' })).toBeVisible();
  await lobby.screenshot({ path: testInfo.outputPath('lobby-deposit-new-channel.png') });

  // Urdu, dark.
  await page.getByText('اردو', { exact: true }).click();
  await page.getByRole('button', { name: 'گہری تھیم' }).click();
  await page.getByRole('button', { name: `${name} کے وصولی کے اکاؤنٹس` }).click();
  await expect(
    page.getByRole('dialog', { name: `${name} کے وصولی کے اکاؤنٹس` }).getByText(accountNumber),
  ).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('channel-accounts-ur-dark.png') });
  await page.getByRole('button', { name: 'بند کریں' }).last().click();
  await page.getByRole('button', { name: 'نیا چینل' }).click();
  await expect(page.getByRole('dialog', { name: 'جمع کا نیا چینل' })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('channel-new-ur-dark.png') });
  await page.getByRole('button', { name: 'منسوخ کریں' }).click();
  await page.screenshot({ path: testInfo.outputPath('channels-list-ur-dark.png'), fullPage: true });
  await page.getByText('English', { exact: true }).click();
  await page.getByRole('button', { name: 'Light theme' }).click();

  // Off again: the only way to remove a channel.
  await page.getByRole('switch', { name: `${name} offered` }).setChecked(false, { force: true });
  await page.getByRole('button', { name: `Save ${name}` }).click();
  await expect(page.getByRole('status').filter({ hasText: `${name} saved.` })).toBeVisible();
  const after = (await lobbyValue('GET', '/wps/relay/MCSFE_getDepositPaymentChannels', { token })) as {
    channels: { name: string }[];
  };
  expect(after.channels.map((c) => c.name)).not.toContain(name);
});
