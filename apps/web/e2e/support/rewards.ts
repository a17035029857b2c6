import { expect } from '@playwright/test';
import { ACCOUNTS_SERVER_ENV } from './accounts.ts';
import { type ExtraServer, runServerCli } from './server.ts';

/** The operator the specs create; the chat agent page (messaging.spec) logs in with it too. */
export const OPERATOR = 'e2e_rewards';
export const OPERATOR_PASSWORD = 'e2e-rewards-operator-password';

/** Creates an operator through the server's CLI and answers a session of the operator API. */
export async function operatorSession(server: ExtraServer): Promise<string> {
  // The demo's operator logs in with its password only (production would need the second factor).
  await runServerCli(server.dataDir, ['operator', 'create', OPERATOR, '--no-totp'], {
    ...ACCOUNTS_SERVER_ENV,
    OPERATOR_PASSWORD,
  });
  const response = await fetch(`${server.baseUrl}/ops/session`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: OPERATOR, password: OPERATOR_PASSWORD }),
  });
  const body = (await response.json()) as { success: boolean; value: { token: string } };
  expect(body.success, 'operator login').toBe(true);
  return body.value.token;
}

/** An operator issues a reward to a member (POST /ops/rewards, audit-logged). */
export async function issueReward(
  server: ExtraServer,
  operatorToken: string,
  reward: { memberId: number; amount: string; title: { EN: string; UR: string } },
): Promise<number> {
  const response = await fetch(`${server.baseUrl}/ops/rewards`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: operatorToken },
    body: JSON.stringify({
      ...reward,
      expiresAt: new Date(Date.now() + 7 * 86_400_000).toISOString(),
      turnoverNote: 'Wager 1x before withdrawing',
    }),
  });
  const body = (await response.json()) as { success: boolean; value: { rewardId: number } };
  expect(body.success, 'issue reward').toBe(true);
  return body.value.rewardId;
}
