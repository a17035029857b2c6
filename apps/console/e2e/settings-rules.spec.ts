/**
 * Rules an admin edits in the console take effect in the lobby at once, against the real server:
 * a lowered withdrawal maximum refuses a member's larger withdrawal (the lobby API), the e-mail
 * field turned on and required shows as required on the lobby's register screen at a phone's
 * size, and a deposit channel switched off is no longer offered on the lobby's deposit screen.
 * Everything is set back at the end, so the other specs find the demo's rules.
 */
import { type Browser, type Page, expect, test } from '@playwright/test';
import { lobbyCall, lobbyValue, memberToken } from './support/lobby.ts';
import { OPERATOR_PASSWORD as PASSWORD, signIn } from './support/operator.ts';
import { E2E_BASE_URL, createAdminWithCli } from './support/server.ts';

const section = (page: Page, name: string, menu = 'Console sections') =>
  page.getByRole('navigation', { name: menu }).getByRole('link', { name }).click();

async function setLargestWithdrawal(page: Page, amount: string) {
  const limits = page.getByRole('region', { name: 'Withdrawal limits' });
  await limits.getByRole('textbox', { name: 'Largest withdrawal' }).fill(amount);
  await limits.getByRole('button', { name: 'Save' }).click();
  await expect(limits.getByRole('status')).toHaveText('Saved.');
}

async function setEmail(page: Page, required: boolean) {
  const form = page.getByRole('region', { name: 'Registration form' });
  const switchOf = (name: string) => form.getByRole('switch', { name });
  await (required ? switchOf('E-mail required') : switchOf('E-mail shown')).setChecked(required);
  if (!required) await switchOf('E-mail shown').setChecked(true);
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByRole('status')).toHaveText('Saved.');
}

async function setChannel(page: Page, name: string, offered: boolean) {
  await page.getByRole('switch', { name: `${name} offered` }).setChecked(offered, { force: true });
  await page.getByRole('button', { name: `Save ${name}` }).click();
  await expect(page.getByRole('status').filter({ hasText: `${name} saved.` })).toBeVisible();
}

/** A phone-sized lobby page, signed in as `token` when given. */
async function phone(browser: Browser, token?: string): Promise<Page> {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    locale: 'en-US',
  });
  if (token !== undefined)
    await context.addInitScript(
      (session) => {
        sessionStorage.setItem('MC_SESSION_INFO', JSON.stringify(session));
      },
      { token, merchantCode: 'OPENLOBBY', userName: 'member', type: 0, firstTimeLogin: false },
    );
  return context.newPage();
}

test('limits, registration fields and deposit channels set in the console rule the lobby', async ({
  browser,
}, testInfo) => {
  const admin = `rules_admin_${testInfo.project.name}`;
  const link = await createAdminWithCli(admin, PASSWORD);
  const page = await (await browser.newContext()).newPage();
  await signIn(page, admin, link);
  const member = `rules${testInfo.project.name.slice(0, 3)}${Date.now() % 1_000_000}`;
  const token = await memberToken(member);

  // The withdrawal maximum.
  await section(page, 'Settings');
  // The environment's values until the first run saves its own (the tablet pass finds them saved).
  await expect(page.getByRole('region', { name: 'Withdrawal limits' })).toContainText(
    /environment values|Your saved values/,
  );
  await setLargestWithdrawal(page, '150');
  const withdraw = (amount: string) =>
    lobbyCall('POST', '/wps/transaction/withdraw', {
      token,
      body: { cardId: '1', amount, paymentPassword: '123456' },
    });
  expect(await withdraw('200')).toMatchObject({ success: false, code: 'AMOUNT_ABOVE_MAX' });
  // Within the new maximum the amount passes, and the next check (no payee name yet) refuses it.
  expect((await withdraw('120')).code).not.toBe('AMOUNT_ABOVE_MAX');
  expect(await lobbyValue('GET', '/wps/relay/MCSFE_getWithdrawSettings', { token })).toMatchObject({
    maxAmount: '150.00',
  });

  // The e-mail field, required.
  await setEmail(page, true);
  const lobby = await phone(browser);
  await lobby.goto(`${E2E_BASE_URL}/m/register`);
  await expect(lobby.getByRole('textbox', { name: 'E-mail', exact: true })).toBeVisible();
  await expect(lobby.getByRole('textbox', { name: 'E-mail (optional)' })).toHaveCount(0);
  await lobby.screenshot({ path: testInfo.outputPath('lobby-register-email-required.png') });
  await page.screenshot({ path: testInfo.outputPath('settings-rules-en-light.png'), fullPage: true });

  // A deposit channel, switched off.
  const { channels } = (await lobbyValue('GET', '/wps/relay/MCSFE_getDepositPaymentChannels', { token })) as {
    channels: { channelId: string; name: string }[];
  };
  const [first] = channels;
  if (first === undefined) throw new Error('the demo offers no deposit channel');
  const deposit = await phone(browser, token);
  await deposit.goto(`${E2E_BASE_URL}/m/voucherCenter`);
  await expect(deposit.getByText(first.name, { exact: true })).toBeVisible();

  await section(page, 'Payments');
  await page.getByRole('tab', { name: 'Deposit channels' }).click();
  await setChannel(page, first.name, false);
  await page.screenshot({ path: testInfo.outputPath('channels-en-light.png'), fullPage: true });
  await deposit.reload();
  await expect(
    deposit.getByRole('button', { name: 'Next' }).or(deposit.getByText('No deposit')),
  ).toBeVisible();
  await expect(deposit.getByText(first.name, { exact: true })).toHaveCount(0);
  const offered = (await lobbyValue('GET', '/wps/relay/MCSFE_getDepositPaymentChannels', { token })) as {
    channels: { channelId: string }[];
  };
  expect(offered.channels.map((channel) => channel.channelId)).not.toContain(first.channelId);

  // Urdu, dark: the same screens read right to left.
  await page.getByText('اردو', { exact: true }).click();
  await page.getByRole('button', { name: 'گہری تھیم' }).click();
  await expect(page.getByRole('tab', { name: 'جمع کے چینلز' })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('channels-ur-dark.png'), fullPage: true });
  await section(page, 'ترتیبات', 'کنسول کے حصے');
  await expect(page.getByRole('region', { name: 'رجسٹریشن فارم' })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('settings-rules-ur-dark.png'), fullPage: true });
  await page.getByText('English', { exact: true }).click();
  await page.getByRole('button', { name: 'Light theme' }).click();

  // Back as the demo had them.
  await setLargestWithdrawal(page, '50000.00');
  await setEmail(page, false);
  await section(page, 'Payments');
  await page.getByRole('tab', { name: 'Deposit channels' }).click();
  await setChannel(page, first.name, true);
});
