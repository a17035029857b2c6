import { expect, type Page } from '@playwright/test';
import { ACCOUNTS_SERVER_ENV, solveSlider, startAccountsServer } from './accounts.ts';
import { E2E_PORT, type ExtraServer, runServerCli } from './server.ts';

/**
 * The wallet specs run on a server of their own (fresh database, test challenges), logged in as
 * the seeded demo_player (apps/server/README.md: opening balance from DEMO_PLAYER_BALANCE).
 */
/** The suite's port + 30 (3240 by default), so checkouts running side by side do not collide. */
export const WALLET_PORT = E2E_PORT + 30;
export const DEMO_USER = 'demo_player';
export const DEMO_PASSWORD = 'Demo1234';

export function startWalletServer(): Promise<ExtraServer> {
  return startAccountsServer(WALLET_PORT);
}

/** Logs in as a seeded demo member (demo_player unless told; demo_agent is type 1). */
export async function logIn(page: Page, baseUrl: string, username = DEMO_USER): Promise<void> {
  await page.goto(`${baseUrl}/m/login`);
  await page.getByLabel('Username', { exact: true }).fill(username);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await solveSlider(page);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page).toHaveURL(/\/m\/home$/);
}

/** The member's session token, to ask the member API what the screens show (ids of orders). */
export async function sessionToken(page: Page): Promise<string> {
  const raw = await page.evaluate(() => sessionStorage.getItem('MC_SESSION_INFO'));
  return (JSON.parse(raw ?? '{}') as { token?: string }).token ?? '';
}

/** A member call with the page's session (the e2e reads ids; the screens did the moving). */
export async function memberGet<T>(baseUrl: string, token: string, path: string): Promise<T> {
  const response = await fetch(`${baseUrl}${path}`, { headers: { authorization: token } });
  const body = (await response.json()) as { success: boolean; value: T };
  expect(body.success, path).toBe(true);
  return body.value;
}

/** A member's own POST with the page's session (e.g. a nickname), as the member's screens send it. */
export async function memberPost<T>(baseUrl: string, token: string, path: string, body: object): Promise<T> {
  const response = await fetch(`${baseUrl}${path}`, {
    method: 'POST',
    headers: { authorization: token, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const envelope = (await response.json()) as { success: boolean; value: T };
  expect(envelope.success, path).toBe(true);
  return envelope.value;
}

/**
 * A shown amount ("￥1,234.56", "-0.07", "+12.00") as integer hundredths: no floats near money,
 * even in a test. Anything but a two-decimal amount fails the test.
 */
export function minorUnits(text: string): number {
  const match = /^(\D*?)([\d,]+)\.(\d{2})$/.exec(text.trim());
  expect(match, `an amount: ${text}`).not.toBeNull();
  const [, prefix, whole, cents] = match ?? [];
  const value = Number((whole ?? '').replace(/,/g, '')) * 100 + Number(cents);
  return prefix?.includes('-') ? -value : value;
}

/** Digits of a formatted amount ("￥5,200.00" -> "5200.00"), to compare balances as text. */
export function amountText(formatted: string): string {
  return formatted.replace(/[^\d.]/g, '');
}

/**
 * An operator decision on a deposit or withdrawal, through the server's operator command line
 * (the operator console does not exist yet).
 */
export async function operatorDecide(
  server: ExtraServer,
  kind: 'deposit' | 'withdrawal',
  id: string,
  decision: 'approve' | 'reject',
): Promise<void> {
  expect(id, `${kind} id`).not.toBe('');
  // apps/server CLI: wallet approve-deposit <id> | reject-withdrawal <id> <remark> (audit-logged).
  const remark = decision === 'reject' ? ['Name does not match the bank account'] : [];
  await runServerCli(server.dataDir, ['wallet', `${decision}-${kind}`, id, ...remark], ACCOUNTS_SERVER_ENV);
}
