/** Helpers for the member management tests: operators of each role, and members made to order. */
import type { OpsRole } from '@openlobby/contract';
import { DEMO_PASSWORD } from '../seed/demo/members.ts';
import { plainMember } from '../modules/accounts/login.ts';
import { hashPassword } from '../modules/accounts/secrets.ts';
import type { Insertable } from 'kysely';
import type { MemberTable } from '../db/schema.ts';
import { createOperatorAuth } from '../modules/operator/auth.ts';
import { createOperatorRepository } from '../modules/operator/repository.ts';
import { call, valueOf } from './accounts-helpers.ts';
import type { TestContext } from './test-app.ts';
import { testMerchant } from './merchant-helpers.ts';
import { placeInTree } from '../modules/referrals/tree.repository.ts';

export const OPS_PASSWORD = 'operator-password-for-members';
export const OPS_IP = '198.51.100.23';

/** A new operator of the test merchant with these roles, signed in: its session token. */
export async function operatorWith(t: TestContext, username: string, roles: OpsRole[]): Promise<string> {
  const auth = createOperatorAuth(createOperatorRepository(t.database.db), 60, () => new Date());
  await auth.create(username, OPS_PASSWORD, { roles });
  const login = await call(t, 'POST', '/ops/session', { username, password: OPS_PASSWORD });
  return valueOf<{ token: string }>(login).token;
}

/** An operator's call from OPS_IP, in English unless `language` says otherwise. */
export function asOps(
  t: TestContext,
  token: string,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: unknown,
  language = 'EN',
) {
  return call(t, method, url, payload, { token, ip: OPS_IP, headers: { language } });
}

let count = 0;
/** A member of the test merchant with the demo password and the given columns. */
export async function memberWith(
  t: TestContext,
  columns: Partial<Insertable<MemberTable>> = {},
): Promise<{ id: number; username: string }> {
  count += 1;
  const username = columns.username ?? `mm${count}x${Date.now() % 100_000}`;
  const merchant = await testMerchant(t);
  const row = await t.database.db
    .insertInto('member')
    .values({
      ...plainMember(merchant.id, username, 0),
      password_hash: await hashPassword(DEMO_PASSWORD),
      password_changed_at: new Date().toISOString(),
      ...columns,
      email_lower: columns.email_lower ?? columns.email?.toLowerCase() ?? null,
      username,
      username_lower: username.toLowerCase(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await placeInTree(t.database.db, merchant.id, row.id, columns.referrer_id ?? null);
  return { id: row.id, username };
}
