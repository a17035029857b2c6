/**
 * An operator makes an internal (house) account from the console: it logs in through the member
 * login like any member and its session says its type; it starts with no money; placed under an
 * internal agent it is that agent's downline. Only members.manage may make one, only in the
 * operator's own merchant, never under a real agent or another merchant's member, never with a
 * taken or malformed username; each one leaves an audit entry naming the operator. Runs on SQLite
 * and PostgreSQL (TEST_DATABASE_URL).
 */
import { MemberType, OPS_MEMBER_PATHS, errorMessage } from '@openlobby/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNTS_ENV, call, loginAs, valueOf } from '../../test/accounts-helpers.ts';
import { lastAudit } from '../../test/audit-helpers.ts';
import { addMerchant } from '../../test/merchant-helpers.ts';
import { OPS_IP, asOps, memberWith, operatorWith } from '../../test/members-helpers.ts';
import { type TestContext, createTestApp } from '../../test/test-app.ts';

const PASSWORD = 'House1234';

let t: TestContext;
let support: string;
let auditor: string;
let marketing: string;

beforeAll(async () => {
  t = await createTestApp({ env: ACCOUNTS_ENV });
  support = await operatorWith(t, 'house_support', ['support']);
  auditor = await operatorWith(t, 'house_auditor', ['auditor']);
  marketing = await operatorWith(t, 'house_marketing', ['marketing']);
});
afterAll(async () => {
  await t.close();
});

let count = 0;
const freshName = () => {
  count += 1;
  return `house${count}x${Date.now() % 100_000}`;
};

const create = (token: string, body: Record<string, unknown>, language = 'EN') =>
  asOps(t, token, 'POST', OPS_MEMBER_PATHS.internalAccount, body, language);

async function internalAgent(): Promise<{ id: number; username: string }> {
  const username = freshName();
  const made = await create(support, { username, password: PASSWORD, type: MemberType.INTERNAL_AGENT });
  return valueOf<{ id: number; username: string }>(made);
}

describe('making an internal account', () => {
  it('makes an internal agent that logs in as type 41 with no money, and audits who made it', async () => {
    const username = freshName();
    const made = await create(support, { username, password: PASSWORD, type: MemberType.INTERNAL_AGENT });
    expect(made).toMatchObject({ status: 200, value: { username, type: MemberType.INTERNAL_AGENT } });
    const { id } = valueOf<{ id: number }>(made);

    const login = await loginAs(t, username, PASSWORD);
    expect(login).toMatchObject({
      status: 200,
      value: { userName: username, type: MemberType.INTERNAL_AGENT },
    });
    const token = valueOf<{ token: string }>(login).token;
    const info = await call(t, 'GET', '/wps/member/info', undefined, { token });
    expect(info).toMatchObject({ value: { account: username, type: MemberType.INTERNAL_AGENT } });
    const balance = await call(t, 'GET', '/wps/v2/wallets/balance', undefined, { token });
    expect(balance).toMatchObject({ value: { sumBalance: '0.00', trial: false } });

    const entry = await lastAudit(t, 'member.internal.create');
    expect(entry).toMatchObject({
      actor: 'operator:house_support',
      address: OPS_IP,
      target: `member:${id}`,
      before: null,
      after: { username, type: MemberType.INTERNAL_AGENT, uplineId: null },
    });
    // The operator's console shows it on the member's page too.
    const history = await asOps(t, auditor, 'GET', `/ops/members/${id}/audit`);
    expect(valueOf<{ content: { action: string }[] }>(history).content.map((e) => e.action)).toEqual([
      'member.internal.create',
    ]);
  });

  it('places an internal member under an internal agent, as its direct downline', async () => {
    const agent = await internalAgent();
    const username = freshName();
    const made = await create(support, {
      username,
      password: PASSWORD,
      type: MemberType.INTERNAL,
      uplineId: agent.id,
    });
    const { id } = valueOf<{ id: number }>(made);
    const view = await asOps(t, auditor, 'GET', `/ops/members/${id}`);
    expect(view).toMatchObject({
      value: {
        profile: { type: MemberType.INTERNAL },
        team: { upline: { id: agent.id, username: agent.username } },
      },
    });
    const team = await asOps(t, auditor, 'GET', `/ops/members/${agent.id}/team`, {
      pageNo: '1',
      pageSize: '10',
    });
    expect(valueOf<{ content: { id: number }[] }>(team).content.map((m) => m.id)).toEqual([id]);
    expect(await lastAudit(t, 'member.internal.create')).toMatchObject({
      target: `member:${id}`,
      after: { uplineId: agent.id },
    });
  });

  it('is refused to roles without members.manage', async () => {
    for (const token of [auditor, marketing]) {
      const username = freshName();
      expect(await create(token, { username, password: PASSWORD, type: MemberType.INTERNAL })).toMatchObject({
        status: 403,
        code: 'OPERATOR_FORBIDDEN',
      });
      expect(await loginAs(t, username, PASSWORD)).toMatchObject({ success: false });
    }
  });

  it("refuses a real agent or another merchant's internal agent as upline, in the operator's language", async () => {
    const realAgent = await memberWith(t, { type: MemberType.AGENT });
    const other = await addMerchant(t, 'HOUSECO', 'House Co');
    const elsewhere = await memberWith(t, { type: MemberType.INTERNAL_AGENT, merchant_id: other.id });
    for (const uplineId of [realAgent.id, elsewhere.id, 2_000_000_000]) {
      const username = freshName();
      const refused = await create(
        support,
        { username, password: PASSWORD, type: MemberType.INTERNAL, uplineId },
        'UR',
      );
      expect(refused).toMatchObject({
        status: 400,
        code: 'UPLINE_NOT_INTERNAL_AGENT',
        message: errorMessage('UPLINE_NOT_INTERNAL_AGENT', 'UR'),
      });
      expect(await loginAs(t, username, PASSWORD)).toMatchObject({ success: false });
    }
  });

  it('refuses a taken username with the code registration uses, and the registration rules', async () => {
    const agent = await internalAgent();
    const player = await memberWith(t);
    for (const username of [agent.username, player.username, player.username.toUpperCase()]) {
      expect(
        await create(support, { username, password: PASSWORD, type: MemberType.INTERNAL }),
      ).toMatchObject({
        status: 409,
        code: 'USERNAME_EXISTS',
      });
    }
    expect(
      await create(support, { username: 'a b', password: PASSWORD, type: MemberType.INTERNAL }),
    ).toMatchObject({ status: 400, code: 'ACCOUNT_FORMAT' });
    expect(
      await create(support, { username: freshName(), password: 'lettersonly', type: MemberType.INTERNAL }),
    ).toMatchObject({ status: 400, code: 'PASSWORD_FORMAT' });
    // Only the internal types: a real member or agent is made by registration, never here.
    expect(
      await create(support, { username: freshName(), password: PASSWORD, type: MemberType.AGENT }),
    ).toMatchObject({ status: 400 });
  });
});
