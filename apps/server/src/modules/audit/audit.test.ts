/**
 * The audit log as operators meet it: admins' operator changes and money actions are recorded with
 * who, what, target, before, after, when and the client address, in the action's own transaction;
 * the log is read filtered and paged, exported as CSV a spreadsheet cannot be attacked through,
 * and neither changed nor removed, whatever code asks the database.
 */
import { errorMessage } from '@openlobby/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNTS_ENV, call, valueOf } from '../../test/accounts-helpers.ts';
import { type TestContext, createTestApp } from '../../test/test-app.ts';
import { balanceOf, fund, newPlayer } from '../../test/wallet-helpers.ts';
import { createOperatorAuth } from '../operator/auth.ts';
import { createOperatorRepository } from '../operator/repository.ts';
import { appendAudit } from './repository.ts';

const PASSWORD = 'operator-password-for-tests';
const ADMIN_IP = '203.0.113.7';
let t: TestContext;
let admin: string;
let adminId: number;

interface Entry {
  id: number;
  actor: string;
  operatorId: number | null;
  action: string;
  target: string | null;
  before: unknown;
  after: unknown;
  address: string | null;
  occurredAt: string;
}

const asAdmin = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) =>
  call(t, method, url, payload, { token: admin, ip: ADMIN_IP });

async function audit(query: Record<string, string> = {}) {
  return valueOf<{ content: Entry[]; total: number }>(await asAdmin('GET', '/ops/audit', query));
}

beforeAll(async () => {
  t = await createTestApp({ env: ACCOUNTS_ENV });
  const auth = createOperatorAuth(createOperatorRepository(t.database.db), 60, () => new Date());
  await auth.create('audit_admin', PASSWORD);
  const login = await call(t, 'POST', '/ops/session', { username: 'audit_admin', password: PASSWORD });
  admin = valueOf<{ token: string }>(login).token;
  adminId = valueOf<{ id: number }>(await asAdmin('GET', '/ops/session/me')).id;
});
afterAll(async () => {
  await t.close();
});

describe('operator management', () => {
  it('creates an operator with roles and a second factor, re-roles and disables it, each audited', async () => {
    const created = valueOf<{
      operator: { id: number; roles: string[]; secondFactor: boolean };
      enrolment: { otpauthUri: string; recoveryCodes: string[] } | null;
    }>(
      await asAdmin('POST', '/ops/operators', {
        username: 'audit_cashier',
        password: PASSWORD,
        roles: ['payments', 'support'],
      }),
    );
    // Roles are answered in the contract's order, whatever order they were sent in.
    expect(created.operator).toMatchObject({ roles: ['support', 'payments'], secondFactor: true });
    expect(created.enrolment?.otpauthUri).toMatch(/^otpauth:\/\/totp\//);
    expect(created.enrolment?.recoveryCodes).toHaveLength(10);
    const id = created.operator.id;

    expect(
      await asAdmin('POST', '/ops/operators', {
        username: 'audit_cashier',
        password: PASSWORD,
        roles: ['admin'],
      }),
    ).toMatchObject({ status: 409, code: 'OPERATOR_NAME_TAKEN' });
    expect(await asAdmin('PUT', `/ops/operators/${id}/roles`, { roles: ['auditor'] })).toMatchObject({
      value: { operator: { roles: ['auditor'] } },
    });
    expect(await asAdmin('POST', `/ops/operators/${id}/disable`)).toMatchObject({
      value: { operator: { disabled: true } },
    });
    expect(await asAdmin('POST', '/ops/operators/999999/disable')).toMatchObject({
      status: 404,
      code: 'OPERATOR_NOT_FOUND',
    });

    const entries = (await audit({ target: `operator:${id}` })).content;
    expect(entries.map((e) => [e.action, e.before, e.after])).toEqual([
      ['operator.disable', { disabled: false }, { disabled: true }],
      ['operator.roles', { roles: ['support', 'payments'] }, { roles: ['auditor'] }],
      [
        'operator.create',
        null,
        { username: 'audit_cashier', roles: ['support', 'payments'], secondFactor: true },
      ],
    ]);
    for (const entry of entries)
      expect(entry).toMatchObject({ actor: 'operator:audit_admin', operatorId: adminId, address: ADMIN_IP });
  });

  it('never lets an admin lock itself out, and says so in Urdu too', async () => {
    expect(await asAdmin('POST', `/ops/operators/${adminId}/disable`)).toMatchObject({
      status: 409,
      code: 'OPERATOR_SELF_LOCKOUT',
    });
    const urdu = await call(
      t,
      'PUT',
      `/ops/operators/${adminId}/roles`,
      { roles: ['auditor'] },
      { token: admin, headers: { language: 'UR' } },
    );
    expect(urdu).toMatchObject({ status: 409, message: errorMessage('OPERATOR_SELF_LOCKOUT', 'UR') });
    expect(valueOf<{ roles: string[] }>(await asAdmin('GET', '/ops/session/me')).roles).toEqual(['admin']);
  });

  it('ends a disabled operator’s sessions at once', async () => {
    await asAdmin('POST', '/ops/operators', {
      username: 'audit_leaver',
      password: PASSWORD,
      roles: ['support'],
      totp: false,
    });
    const token = valueOf<{ token: string }>(
      await call(t, 'POST', '/ops/session', { username: 'audit_leaver', password: PASSWORD }),
    ).token;
    const me = valueOf<{ id: number; permissions: string[] }>(
      await call(t, 'GET', '/ops/session/me', undefined, { token }),
    );
    expect(me.permissions).toEqual([
      'payments.read',
      'content.read',
      'chat.answer',
      'members.read',
      'members.manage',
      'lottery.read',
      // Support sees a member's bonuses on the member's page.
      'promotions.read',
    ]);
    await asAdmin('POST', `/ops/operators/${me.id}/disable`);
    expect(await call(t, 'GET', '/ops/session/me', undefined, { token })).toMatchObject({
      status: 401,
      code: 'OPERATOR_NOT_LOGGED_IN',
    });
  });
});

describe('audit log', () => {
  it('records a balance adjustment with its target, before and after, and the address', async () => {
    const p = await newPlayer(t);
    await fund(t, p, 10_000n);
    await asAdmin('POST', `/ops/members/${p.id}/adjust`, {
      amount: '-25.00',
      reason: 'duplicate bonus',
      requestId: 'audit-adjust-1',
    });
    const [entry] = (await audit({ target: `member:${p.id}`, action: 'balance.adjust' })).content;
    expect(entry).toMatchObject({
      before: { balance: '100.00' },
      after: { balance: '75.00' },
      address: ADMIN_IP,
      operatorId: adminId,
    });
  });

  it('writes an action and its entry in one transaction: when the entry cannot be written, nothing happens', async () => {
    const p = await newPlayer(t);
    await fund(t, p, 10_000n);
    const postgres = t.database.dialect === 'postgres';
    if (postgres) {
      await sql`create function audit_test_refuse() returns trigger language plpgsql as $$
        begin raise exception 'audit refused'; end $$`.execute(t.database.db);
      await sql`create trigger audit_test_refuse before insert on audit_log
        for each row execute function audit_test_refuse()`.execute(t.database.db);
    } else {
      await sql`create trigger audit_test_refuse before insert on audit_log
        begin select raise(abort, 'audit refused'); end`.execute(t.database.db);
    }
    try {
      const refused = await asAdmin('POST', `/ops/members/${p.id}/adjust`, {
        amount: '+40.00',
        reason: 'goodwill',
        requestId: 'audit-adjust-refused',
      });
      expect(refused.status).toBe(500);
    } finally {
      await sql`drop trigger audit_test_refuse${postgres ? sql` on audit_log` : sql``}`.execute(
        t.database.db,
      );
    }
    expect(await balanceOf(t, p)).toMatchObject({ sumBalance: '100.00' });
    // The same request now goes through once, with its entry.
    await asAdmin('POST', `/ops/members/${p.id}/adjust`, {
      amount: '+40.00',
      reason: 'goodwill',
      requestId: 'audit-adjust-refused',
    });
    expect(await balanceOf(t, p)).toMatchObject({ sumBalance: '140.00' });
    expect((await audit({ target: `member:${p.id}` })).total).toBe(1);
  });

  it('filters by operator, action, target and date, and pages on the server', async () => {
    const all = await audit({ operator: 'audit_admin', pageSize: '2' });
    expect(all.content).toHaveLength(2);
    expect(all.total).toBeGreaterThan(2);
    const second = await audit({ operator: 'audit_admin', pageSize: '2', pageNo: '2' });
    expect(second.content[0]?.id).toBeLessThan(all.content[1]?.id ?? 0);
    expect((await audit({ operator: 'nobody_here' })).total).toBe(0);
    const creates = await audit({ action: 'operator.create' });
    expect(creates.content.every((e) => e.action === 'operator.create')).toBe(true);
    const newest = all.content[0]?.occurredAt ?? '';
    expect((await audit({ from: newest })).content.every((e) => e.occurredAt >= newest)).toBe(true);
    expect((await audit({ to: '2000-01-01T00:00:00Z' })).total).toBe(0);
    expect(await asAdmin('GET', '/ops/audit', { from: 'yesterday' })).toMatchObject({
      status: 400,
      code: 'VALIDATION_FAILED',
    });
    expect(await asAdmin('GET', '/ops/audit', { pageSize: '100000' })).toMatchObject({ status: 400 });
  });

  it('exports CSV with quoted cells and spreadsheet formulas escaped', async () => {
    const merchant = valueOf<{ merchantCode: string }>(await asAdmin('GET', '/ops/session/me'));
    const row = await t.database.db
      .selectFrom('merchant')
      .select('id')
      .where('code', '=', merchant.merchantCode)
      .executeTakeFirstOrThrow();
    await appendAudit(t.database.db, {
      actor: 'operator:audit_admin',
      operatorId: adminId,
      action: 'csv.check',
      merchantId: row.id,
      target: '=HYPERLINK("http://evil.example","click")',
      before: null,
      after: { note: 'a, "quoted"\nline' },
      address: '@SUM(1)',
      detail: {},
      at: new Date().toISOString(),
    });
    const response = await t.app.inject({
      method: 'GET',
      url: '/ops/audit/export?action=csv.check',
      headers: { authorization: admin },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/csv/);
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="audit-/);
    const lines = response.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe('id,occurredAt,actor,operatorId,action,target,before,after,address,detail');
    expect(response.body).toContain(`,"'=HYPERLINK(""http://evil.example"",""click"")",`);
    expect(response.body).toContain(`,"{""note"":""a, \\""quoted\\""\\nline""}",'@SUM(1),{}`);
    expect(response.body).not.toMatch(/,[=+\-@]/);
  });

  it('cannot be changed or removed, even by code that asks the database directly', async () => {
    const before = await t.database.db.selectFrom('audit_log').selectAll().orderBy('id').execute();
    expect(before.length).toBeGreaterThan(0);
    await expect(
      t.database.db.updateTable('audit_log').set({ action: 'rewritten' }).execute(),
    ).rejects.toThrow(/append-only/);
    await expect(t.database.db.deleteFrom('audit_log').execute()).rejects.toThrow(/append-only/);
    expect(await t.database.db.selectFrom('audit_log').selectAll().orderBy('id').execute()).toEqual(before);
  });
});
