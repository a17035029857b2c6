import type { BrowserContext, Page } from '@playwright/test';
import {
  fillBirthDate,
  solveSlider,
  startAccountsServer,
  TEST_CAPTCHA,
  uniqueName,
} from './support/accounts.ts';
import { storeLook } from './support/language.ts';
import { E2E_PORT, type ExtraServer } from './support/server.ts';
import { expect, restingContext, test } from './support/test.ts';
import { logIn, memberGet, minorUnits, operatorDecide, sessionToken } from './support/wallet.ts';

/**
 * Affiliate links and transfers at the phone viewport against the real server: demo_agent creates
 * an affiliate link, a friend registers through it in a browser of their own and appears in the
 * agent's downlines; the agent transfers money to that downline with the payment password and both
 * balances change. In English light, then the same screens in Urdu dark.
 */
test.describe.configure({ mode: 'serial' });

const PIN = '135790';
const FRIEND = uniqueName('lnk');
const PASSWORD = 'Friend1234';
let server: ExtraServer;
let agent: Page;
const contexts: BrowserContext[] = [];

async function call<T>(page: Page, method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${server.baseUrl}${path}`, {
    method,
    headers: { 'content-type': 'application/json', authorization: await sessionToken(page) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const answer = (await response.json()) as { success: boolean; value: T; code?: string };
  expect(answer.success, `${path}: ${answer.code ?? ''}`).toBe(true);
  return answer.value;
}

const balanceOf = async (page: Page) =>
  minorUnits(
    (
      await memberGet<{ sumBalance: string }>(
        server.baseUrl,
        await sessionToken(page),
        '/wps/v2/wallets/balance',
      )
    ).sumBalance,
  );

test.beforeAll(async ({ browser }) => {
  server = await startAccountsServer(E2E_PORT + 215);
  const context = await restingContext(browser, { permissions: ['clipboard-read', 'clipboard-write'] });
  contexts.push(context);
  agent = await context.newPage();
  await logIn(agent, server.baseUrl, 'demo_agent');
  // The agent's payment password and 500 of cash (a deposit the operator approves).
  await call(agent, 'POST', '/wps/member/paymentPassword', { newPassword: PIN, confirmPassword: PIN });
  const deposit = await call<{ deposit: { depositId: string } }>(
    agent,
    'POST',
    '/wps/relay/MCS2_depositManualTransfer',
    {
      channelId: 'BANK_TRANSFER',
      amount: '500',
      payerName: 'Ali Khan',
      reference: 'HBL-AGENT-1',
    },
  );
  await operatorDecide(server, 'deposit', deposit.deposit.depositId, 'approve');
});

test.afterAll(async () => {
  for (const context of contexts) await context.close();
  await server?.stop();
});

test('an agent creates a link, a friend registers through it, and the agent pays the friend', async ({
  browser,
}, testInfo) => {
  test.setTimeout(180_000);
  await storeLook(agent, 'EN', 'light');
  await agent.goto(`${server.baseUrl}/m/member/agent/links`);
  await expect(agent.getByRole('region', { name: 'My invitation link' })).toBeVisible();
  await agent.getByRole('textbox', { name: /Note/ }).fill('Cricket club');
  await agent.getByRole('button', { name: 'Create link' }).click();
  const card = agent.getByRole('listitem').filter({ hasText: 'Cricket club' });
  await expect(card).toContainText('0 registered');
  const link = (await card.locator('.agent-link__url').textContent()) ?? '';
  expect(link).toMatch(/\/m\/register\?affiliateCode=[A-Z0-9]{8}$/);
  const code = new URL(link).searchParams.get('affiliateCode') ?? '';
  await agent.screenshot({ path: testInfo.outputPath('agent-links-en-light.png'), fullPage: true });

  // The friend, in a browser of their own, registers through the link.
  const friendContext = await restingContext(browser);
  contexts.push(friendContext);
  const friend = await friendContext.newPage();
  await friend.goto(link.replace(new URL(link).origin, server.baseUrl));
  const usernameMethod = friend.getByRole('radio', { name: 'Username' });
  if ((await usernameMethod.count()) > 0) await usernameMethod.click();
  await expect(friend.getByRole('textbox', { name: /^Invitation code/ })).toHaveValue(code);
  await friend.getByLabel('Username', { exact: true }).fill(FRIEND);
  await friend.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await friend.getByLabel('Confirm password', { exact: true }).fill(PASSWORD);
  await friend.getByLabel('Captcha', { exact: true }).fill(TEST_CAPTCHA);
  await fillBirthDate(friend);
  await solveSlider(friend);
  await friend.getByRole('button', { name: 'Register', exact: true }).click();
  await expect(friend).toHaveURL(/\/m\/home$/);

  // Counted on the link, and a direct downline of the agent.
  await agent.reload();
  await expect(card).toContainText('1 registered');
  await agent.goto(`${server.baseUrl}/m/member/agent/downlines`);
  await expect(agent.getByRole('button', { name: `Open ${FRIEND}` })).toBeVisible();

  // The transfer, with the payment password and a confirmation.
  const agentBefore = await balanceOf(agent);
  const friendBefore = await balanceOf(friend);
  await agent.goto(`${server.baseUrl}/m/member/agent/transfer`);
  await agent.getByRole('textbox', { name: 'Search by username' }).fill(FRIEND);
  await agent.getByRole('button', { name: 'Search', exact: true }).click();
  await agent.getByRole('checkbox', { name: FRIEND }).check();
  await agent.getByRole('textbox', { name: /Amount for each/ }).fill('25.50');
  await agent.getByLabel(/Payment password/).fill(PIN);
  await agent.getByRole('button', { name: 'Transfer', exact: true }).click();
  const dialog = agent.getByRole('dialog');
  await expect(dialog).toContainText(FRIEND);
  await agent.screenshot({ path: testInfo.outputPath('agent-transfer-confirm-en-light.png') });
  await dialog.getByRole('button', { name: 'Transfer now' }).click();
  await expect(agent.getByRole('heading', { name: 'Transfer complete' })).toBeVisible();
  await agent.screenshot({ path: testInfo.outputPath('agent-transfer-en-light.png'), fullPage: true });
  expect(await balanceOf(agent)).toBe(agentBefore - 2550);
  expect(await balanceOf(friend)).toBe(friendBefore + 2550);

  // Both histories show it; the agent's own list too.
  await agent.goto(`${server.baseUrl}/m/member/agent/income`);
  const tx = agent.getByRole('listitem').filter({ hasText: FRIEND });
  await expect(tx).toContainText(/-\D*25\.50/);
  await agent.screenshot({ path: testInfo.outputPath('agent-income-en-light.png'), fullPage: true });
  const friendHistory = await memberGet<{ content: { txCode: string; amount: string }[] }>(
    server.baseUrl,
    await sessionToken(friend),
    '/wps/relay/ODS2_MemberTransaction',
  );
  expect(friendHistory.content).toContainEqual(
    expect.objectContaining({ txCode: 'AGENT_TRANSFER', amount: '+25.50' }),
  );
});

test('the same screens in Urdu and dark read right to left', async () => {
  const testInfo = test.info();
  await storeLook(agent, 'UR', 'dark');
  await agent.goto(`${server.baseUrl}/m/member/agent/links`);
  await expect(agent.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(agent.getByRole('region', { name: 'میرا دعوتی لنک' })).toBeVisible();
  await expect(agent.getByRole('listitem').filter({ hasText: 'Cricket club' })).toContainText('1 رجسٹر ہوئے');
  await agent.screenshot({ path: testInfo.outputPath('agent-links-ur-dark.png'), fullPage: true });
  await agent.goto(`${server.baseUrl}/m/member/agent/transfer`);
  await expect(agent.getByRole('checkbox', { name: FRIEND })).toBeVisible();
  await agent.screenshot({ path: testInfo.outputPath('agent-transfer-ur-dark.png'), fullPage: true });
  await agent.goto(`${server.baseUrl}/m/member/agent/income`);
  await expect(agent.getByRole('heading', { name: 'آمدنی بلحاظ قسم' })).toBeVisible();
  await expect(agent.getByRole('listitem').filter({ hasText: FRIEND })).toContainText('منتقلی');
  await agent.screenshot({ path: testInfo.outputPath('agent-income-ur-dark.png'), fullPage: true });
});
