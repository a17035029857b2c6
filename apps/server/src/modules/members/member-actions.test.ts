/**
 * What an operator does to a member's account: lock (the member can no longer log in, and a session
 * it holds stops working at once), unlock, end every session, e-mail a reset link that works, add a
 * note. Each is refused to roles without members.manage, answers bad input with a translated 4xx,
 * and leaves an audit entry with the member, before and after, and the operator's address. Runs on
 * SQLite and PostgreSQL (TEST_DATABASE_URL).
 */
import { errorMessage } from '@openlobby/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../seed/demo/members.ts';
import { ACCOUNTS_ENV, call, loginAs, tokenFor, valueOf } from '../../test/accounts-helpers.ts';
import { OPS_IP, asOps, memberWith, operatorWith } from '../../test/members-helpers.ts';
import { type TestContext, createTestApp } from '../../test/test-app.ts';

let t: TestContext;
let support: string;
let auditor: string;
let marketing: string;

interface Entry {
  action: string;
  actor: string;
  address: string | null;
  before: unknown;
  after: unknown;
}

beforeAll(async () => {
  t = await createTestApp({ env: ACCOUNTS_ENV });
  support = await operatorWith(t, 'acts_support', ['support']);
  auditor = await operatorWith(t, 'acts_auditor', ['auditor']);
  marketing = await operatorWith(t, 'acts_marketing', ['marketing']);
});
afterAll(async () => {
  await t.close();
});

/** Whether a member token still opens the member's own data. */
async function sessionWorks(token: string): Promise<boolean> {
  const answer = await call(t, 'GET', '/wps/v2/wallets/balance', undefined, { token });
  return answer.status === 200;
}

const history = async (memberId: number) =>
  valueOf<{ content: Entry[] }>(await asOps(t, auditor, 'GET', `/ops/members/${memberId}/audit`)).content;

describe('locking a member', () => {
  it('stops logins and the session the member holds, says why, and unlocks with a reason', async () => {
    const m = await memberWith(t);
    const token = await tokenFor(t, m.username, DEMO_PASSWORD);
    expect(await sessionWorks(token)).toBe(true);

    const locked = await asOps(t, support, 'POST', `/ops/members/${m.id}/lock`, {
      reason: 'chargeback fraud',
    });
    expect(locked).toMatchObject({
      status: 200,
      value: {
        state: { locked: true, reason: 'chargeback fraud', lockedBy: 'operator:acts_support' },
        sessionsEnded: 1,
      },
    });
    expect(await sessionWorks(token)).toBe(false);
    expect(await loginAs(t, m.username, DEMO_PASSWORD)).toMatchObject({ code: 'USER_NOT_FOUND_OR_DISABLED' });
    expect(await asOps(t, support, 'POST', `/ops/members/${m.id}/lock`, { reason: 'again' })).toMatchObject({
      status: 409,
      code: 'MEMBER_ALREADY_LOCKED',
    });
    const view = valueOf<{ state: { locked: boolean; reason: string } }>(
      await asOps(t, auditor, 'GET', `/ops/members/${m.id}`),
    );
    expect(view.state).toMatchObject({ locked: true, reason: 'chargeback fraud' });

    expect(
      await asOps(t, support, 'POST', `/ops/members/${m.id}/unlock`, { reason: 'cleared by bank' }),
    ).toMatchObject({
      value: { state: { locked: false, reason: null } },
    });
    expect(
      await asOps(t, support, 'POST', `/ops/members/${m.id}/unlock`, { reason: 'again' }, 'UR'),
    ).toMatchObject({
      status: 409,
      message: errorMessage('MEMBER_NOT_LOCKED', 'UR'),
    });
    // The old session stays ended; a new login works.
    expect(await sessionWorks(token)).toBe(false);
    expect(await sessionWorks(await tokenFor(t, m.username, DEMO_PASSWORD))).toBe(true);

    const entries = await history(m.id);
    expect(entries.map((e) => [e.action, e.before, e.after])).toEqual([
      ['member.unlock', { state: 'locked', reason: 'chargeback fraud' }, { state: 'active' }],
      ['member.lock', { state: 'active' }, { state: 'locked', reason: 'chargeback fraud' }],
    ]);
    for (const entry of entries)
      expect(entry).toMatchObject({ actor: 'operator:acts_support', address: OPS_IP });
  });

  it('ends every session of a member, who can log in again', async () => {
    const m = await memberWith(t);
    const phone = await tokenFor(t, m.username, DEMO_PASSWORD);
    const laptop = await tokenFor(t, m.username, DEMO_PASSWORD);
    expect(
      await asOps(t, support, 'POST', `/ops/members/${m.id}/sessions/end`, { reason: 'member lost a phone' }),
    ).toMatchObject({ value: { sessionsEnded: 2, state: { locked: false } } });
    expect([await sessionWorks(phone), await sessionWorks(laptop)]).toEqual([false, false]);
    expect(await sessionWorks(await tokenFor(t, m.username, DEMO_PASSWORD))).toBe(true);
    const sessions = valueOf<{ content: { live: boolean; endedAt: string | null }[]; total: number }>(
      await asOps(t, auditor, 'GET', `/ops/members/${m.id}/sessions`),
    );
    expect(sessions.total).toBe(3);
    expect(sessions.content.map((s) => s.live)).toEqual([true, false, false]);
    expect((await history(m.id))[0]).toMatchObject({
      action: 'member.sessions.end',
      before: { liveSessions: 2 },
      after: { liveSessions: 0 },
    });
  });
});

describe('reset links and notes', () => {
  it('e-mails a reset link the member can use, and refuses members without an address or locked', async () => {
    const m = await memberWith(t, { email: 'Reset.Me@example.pk' });
    expect(await asOps(t, support, 'POST', `/ops/members/${m.id}/password-reset`, {})).toMatchObject({
      value: { sentTo: 're***@example.pk' },
    });
    const outbox = valueOf<{ body: string }[]>(
      await call(t, 'GET', '/wps/dev/outbox', { to: 'reset.me@example.pk' }),
    );
    const token = /Token: (\S+)/.exec(outbox[0]?.body ?? '')?.[1] ?? '';
    expect(token).not.toBe('');
    const newPassword = 'NewPass2468';
    expect(
      await call(t, 'POST', '/wps/member/password/email/confirm', {
        token,
        newPassword,
        confirmNewPassword: newPassword,
      }),
    ).toMatchObject({ success: true });
    expect(await sessionWorks(await tokenFor(t, m.username, newPassword))).toBe(true);
    expect((await history(m.id))[0]).toMatchObject({
      action: 'member.password.reset-link',
      after: { resetLinkSentTo: 're***@example.pk' },
    });

    const noMail = await memberWith(t);
    expect(
      await asOps(t, support, 'POST', `/ops/members/${noMail.id}/password-reset`, {}, 'UR'),
    ).toMatchObject({
      status: 409,
      code: 'MEMBER_NO_EMAIL',
      message: errorMessage('MEMBER_NO_EMAIL', 'UR'),
    });
    const locked = await memberWith(t, { email: 'locked@example.pk', disabled: 1 });
    expect(await asOps(t, support, 'POST', `/ops/members/${locked.id}/password-reset`, {})).toMatchObject({
      status: 409,
      code: 'MEMBER_LOCKED',
    });
  });

  it('adds notes, newest first, each audited', async () => {
    const m = await memberWith(t);
    await asOps(t, support, 'POST', `/ops/members/${m.id}/notes`, { body: 'Called about a late deposit' });
    await asOps(t, support, 'POST', `/ops/members/${m.id}/notes`, { body: 'ممبر نے دوبارہ رابطہ کیا' });
    const notes = valueOf<{ content: { body: string; author: string }[]; total: number }>(
      await asOps(t, auditor, 'GET', `/ops/members/${m.id}/notes`),
    );
    expect(notes).toMatchObject({ total: 2 });
    expect(notes.content.map((n) => [n.body, n.author])).toEqual([
      ['ممبر نے دوبارہ رابطہ کیا', 'acts_support'],
      ['Called about a late deposit', 'acts_support'],
    ]);
    expect((await history(m.id)).map((e) => e.action)).toEqual(['member.note', 'member.note']);
  });
});

describe('refusals', () => {
  it('lets read-only roles read but not act, and marketing neither', async () => {
    const m = await memberWith(t);
    expect((await asOps(t, auditor, 'GET', `/ops/members/${m.id}`)).status).toBe(200);
    for (const [path, body] of [
      ['lock', { reason: 'x' }],
      ['unlock', { reason: 'x' }],
      ['sessions/end', {}],
      ['password-reset', {}],
      ['notes', { body: 'x' }],
    ] as const) {
      expect(await asOps(t, auditor, 'POST', `/ops/members/${m.id}/${path}`, body, 'UR')).toMatchObject({
        status: 403,
        code: 'OPERATOR_FORBIDDEN',
        message: errorMessage('OPERATOR_FORBIDDEN', 'UR'),
      });
    }
    expect(await asOps(t, marketing, 'GET', `/ops/members/${m.id}`)).toMatchObject({ status: 403 });
    expect(await asOps(t, marketing, 'GET', '/ops/members', { q: 'mm' })).toMatchObject({ status: 403 });
    expect(
      valueOf<{ state: { locked: boolean } }>(await asOps(t, auditor, 'GET', `/ops/members/${m.id}`)).state
        .locked,
    ).toBe(false);
  });

  it('answers unknown members and malformed input with a translated 4xx, never a 5xx', async () => {
    const m = await memberWith(t);
    expect(await asOps(t, support, 'POST', '/ops/members/999999/lock', { reason: 'x' }, 'UR')).toMatchObject({
      status: 404,
      code: 'MEMBER_NOT_FOUND',
      message: errorMessage('MEMBER_NOT_FOUND', 'UR'),
    });
    const bad: [string, string, unknown][] = [
      ['POST', `/ops/members/${m.id}/lock`, { reason: '   ' }],
      ['POST', `/ops/members/${m.id}/lock`, {}],
      ['POST', `/ops/members/${m.id}/lock`, { reason: 'x'.repeat(256) }],
      ['POST', `/ops/members/${m.id}/lock`, { reason: 'nul\u0000' }],
      ['POST', `/ops/members/${m.id}/lock`, { reason: ['x'] }],
      ['POST', `/ops/members/${m.id}/unlock`, { reason: 7 }],
      ['POST', `/ops/members/${m.id}/notes`, { body: '' }],
      ['POST', `/ops/members/${m.id}/notes`, { body: 'x'.repeat(2001) }],
      ['POST', `/ops/members/${m.id}/sessions/end`, { reason: '' }],
      ['POST', '/ops/members/abc/lock', { reason: 'x' }],
      ['POST', '/ops/members/0/notes', { body: 'x' }],
      ['POST', '/ops/members/99999999999999999999/password-reset', {}],
      ['GET', '/ops/members/1.5', undefined],
      ['GET', '/ops/members/-1/ledger', undefined],
      ['GET', `/ops/members/${m.id}/bets?pageSize=0`, undefined],
      ['GET', `/ops/members/${m.id}/notes?pageNo=x`, undefined],
      ['GET', '/ops/members/999999/audit', undefined],
      ['GET', '/ops/members/999999/addresses', undefined],
    ];
    for (const [method, url, body] of bad) {
      const answer = await t.app.inject({
        method: method as 'GET' | 'POST',
        url,
        ...(body === undefined ? {} : { payload: body as Record<string, unknown> }),
        headers: { authorization: support, language: 'UR' },
      });
      const json = answer.json<{ code?: string; message?: string }>();
      expect([method, url, answer.statusCode >= 400 && answer.statusCode < 500]).toEqual([method, url, true]);
      expect(json.message, url).toMatch(/[\u0600-\u06FF]/);
    }
  });
});
