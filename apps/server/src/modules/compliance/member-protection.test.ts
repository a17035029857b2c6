/**
 * A member's limits in the back office (GET /ops/members/:memberId/protection), on SQLite and
 * (with TEST_DATABASE_URL) PostgreSQL: what the member set, what is pending, and every change, for
 * compliance officers and auditors only.
 */
import type { OpsMemberProtectionValue } from '@openlobby/contract';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ACCOUNTS_ENV, call, valueOf } from '../../test/accounts-helpers.ts';
import { asOps, operatorWith } from '../../test/members-helpers.ts';
import { type TestContext, createTestApp } from '../../test/test-app.ts';
import { newPlayer } from '../../test/wallet-helpers.ts';
import { DEMO_PASSWORD } from '../../seed/demo/members.ts';
import { lastAudit } from '../../test/audit-helpers.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp({ env: ACCOUNTS_ENV });
});
afterAll(async () => {
  await t.close();
});

it("shows compliance a member's limits, the pending raise and the history of changes", async () => {
  const officer = await operatorWith(t, 'mp_officer', ['compliance']);
  const auditor = await operatorWith(t, 'mp_auditor', ['auditor']);
  const support = await operatorWith(t, 'mp_support', ['support']);
  const p = await newPlayer(t);
  const set = (amount: string) =>
    call(
      t,
      'POST',
      '/wps/member/protection/limits',
      { kind: 'DEPOSIT', period: 'DAY', amount },
      { token: p.token },
    );
  expect((await set('500')).success).toBe(true);
  expect((await set('900')).success).toBe(true); // a raise: pending for 24 hours

  const seen = valueOf<OpsMemberProtectionValue>(
    await asOps(t, officer, 'GET', `/ops/members/${p.id}/protection`),
  );
  expect(seen.limits).toMatchObject([
    { kind: 'DEPOSIT', period: 'DAY', amount: '500.00', used: '0.00', pending: { amount: '900.00' } },
  ]);
  expect(seen.changes.map((c) => [c.changedBy, c.before, c.after])).toEqual([
    ['MEMBER', '500.00', '900.00'],
    ['MEMBER', null, '500.00'],
  ]);
  expect((await asOps(t, auditor, 'GET', `/ops/members/${p.id}/protection`)).success).toBe(true);
  expect((await asOps(t, support, 'GET', `/ops/members/${p.id}/protection`)).code).toBe('OPERATOR_FORBIDDEN');
  expect((await asOps(t, officer, 'GET', '/ops/members/999999999/protection')).code).toBe('MEMBER_NOT_FOUND');
});

it('keeps a self-exclusion in force past its period until compliance lifts it with a reason, never earlier', async () => {
  const officer = await operatorWith(t, 'mp_lifter', ['compliance']);
  const auditor = await operatorWith(t, 'mp_reader', ['auditor']);
  const p = await newPlayer(t);
  const q = await newPlayer(t);
  const exclude = (player: typeof p, body: object) =>
    call(t, 'POST', '/wps/member/protection/exclusion', body, { token: player.token });
  expect(
    (await exclude(p, { kind: 'SELF_EXCLUSION', duration: 'M6', password: DEMO_PASSWORD })).success,
  ).toBe(true);
  expect((await exclude(q, { kind: 'TIME_OUT', duration: 'H24' })).success).toBe(true);
  const deposit = (player: typeof p) =>
    call(
      t,
      'POST',
      '/wps/relay/MCS2_depositManualTransfer',
      { channelId: 'BANK_TRANSFER', amount: '500' },
      { token: player.token },
    );
  const view = async (player: typeof p) =>
    valueOf<OpsMemberProtectionValue>(await asOps(t, officer, 'GET', `/ops/members/${player.id}/protection`));
  const [self] = (await view(p)).exclusions;
  expect(self).toMatchObject({ kind: 'SELF_EXCLUSION', duration: 'M6', state: 'IN_FORCE', liftedAt: null });
  const lift = (player: typeof p, id: number, token = officer) =>
    asOps(t, token, 'POST', `/ops/members/${player.id}/exclusions/${id}/lift`, {
      reason: 'Asked to return, checked',
    });
  // Not before its period ends.
  expect((await lift(p, self?.exclusionId ?? 0)).code).toBe('EXCLUSION_NOT_LIFTABLE');

  // Six months later (both periods over): the time-out has ended by itself, the self-exclusion holds.
  await t.database.db
    .updateTable('player_exclusion')
    .set({ ends_at: new Date(Date.now() - 60_000).toISOString() })
    .where('member_id', 'in', [p.id, q.id])
    .execute();
  expect((await deposit(p)).code).toBe('SELF_EXCLUSION_ENDED');
  expect((await deposit(q)).success).toBe(true);
  expect((await view(p)).exclusions[0]?.state).toBe('AWAITING_LIFT');
  const [timeOut] = (await view(q)).exclusions;
  expect(timeOut?.state).toBe('ENDED');
  expect((await lift(q, timeOut?.exclusionId ?? 0)).code).toBe('EXCLUSION_NOT_LIFTABLE');
  expect((await lift(p, self?.exclusionId ?? 0, auditor)).code).toBe('OPERATOR_FORBIDDEN');

  const lifted = valueOf<OpsMemberProtectionValue>(await lift(p, self?.exclusionId ?? 0));
  expect(lifted.exclusions[0]).toMatchObject({
    state: 'LIFTED',
    liftedBy: 'operator:mp_lifter',
    liftReason: 'Asked to return, checked',
  });
  expect(await lastAudit(t, 'protection.exclusion.lift')).toMatchObject({ target: `member:${p.id}` });
  expect((await lift(p, self?.exclusionId ?? 0)).code).toBe('EXCLUSION_NOT_LIFTABLE');
  expect((await deposit(p)).success).toBe(true);
});
