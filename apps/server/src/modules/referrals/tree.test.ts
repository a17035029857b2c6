/**
 * The referral tree: a friend who registers with a member's invitation code lands under that
 * member, every member but a trial account gets a code of its own, the closure rows always match the
 * chain of referrers however members are placed and moved, an operator's move takes the whole team
 * along (audited) and never makes a loop, and migration 0033 places members an older server
 * registered. Runs on SQLite and PostgreSQL (TEST_DATABASE_URL).
 */
import fc from 'fast-check';
import { errorMessage } from '@openlobby/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest } from '../../db/migrate.ts';
import { ACCOUNTS_ENV, call, register, valueOf } from '../../test/accounts-helpers.ts';
import { lastAudit } from '../../test/audit-helpers.ts';
import { asOps, memberWith, operatorWith } from '../../test/members-helpers.ts';
import { insertOlderMerchant, openDatabaseBefore } from '../../test/migration-helpers.ts';
import { type TestContext, createTestApp } from '../../test/test-app.ts';
import { testMerchant } from '../../test/merchant-helpers.ts';
import type { Db } from '../../db/database.ts';
import { isInTeam, lockTree, moveSubtree, placeInTree, uplineOf } from './tree.repository.ts';

let t: TestContext;
let support: string;
let auditor: string;

beforeAll(async () => {
  t = await createTestApp({ env: ACCOUNTS_ENV });
  support = await operatorWith(t, 'tree_support', ['support']);
  auditor = await operatorWith(t, 'tree_auditor', ['auditor']);
});
afterAll(async () => {
  await t.close();
});

/** Every (ancestor, descendant, depth) row under one member set, as sorted text. */
async function closureOf(db: Db, ids: readonly number[]): Promise<string[]> {
  const rows = await db
    .selectFrom('member_tree')
    .select(['ancestor_id', 'descendant_id', 'depth'])
    .where('descendant_id', 'in', ids)
    .execute();
  return rows.map((r) => `${r.ancestor_id}>${r.descendant_id}@${r.depth}`).sort();
}

/** What the closure must be for these referrers: each member with every referrer above it. */
function expectedClosure(parents: ReadonlyMap<number, number | null>): string[] {
  const rows: string[] = [];
  for (const id of parents.keys()) {
    let depth = 0;
    for (let at: number | null | undefined = id; at !== null && at !== undefined; at = parents.get(at)) {
      rows.push(`${at}>${id}@${depth}`);
      depth += 1;
    }
  }
  return rows.sort();
}

describe('registration places a friend under the inviter', () => {
  it('puts a member registered with an invitation code under its owner, with a code of its own', async () => {
    const inviter = await memberWith(t);
    const { own_affiliate_code: code } = await t.database.db
      .selectFrom('member')
      .select('own_affiliate_code')
      .where('id', '=', inviter.id)
      .executeTakeFirstOrThrow();
    // memberWith writes the row directly, as the demo seed does: give it a code to share.
    const shared = code ?? `INV${inviter.id}X`;
    await t.database.db
      .updateTable('member')
      .set({ own_affiliate_code: shared })
      .where('id', '=', inviter.id)
      .execute();

    const joined = await register(t, { username: `friend${inviter.id}`, affiliateCode: shared });
    expect(joined.status).toBe(200);
    const friend = await t.database.db
      .selectFrom('member')
      .select(['id', 'referrer_id', 'own_affiliate_code'])
      .where('username_lower', '=', `friend${inviter.id}`)
      .executeTakeFirstOrThrow();
    expect(friend.referrer_id).toBe(inviter.id);
    expect(friend.own_affiliate_code).toMatch(/^[A-HJKMNP-Z2-9]{8}$/);
    expect(await uplineOf(t.database.db, friend.id)).toEqual([{ id: inviter.id, depth: 1 }]);
    expect(await isInTeam(t.database.db, inviter.id, friend.id)).toBe(true);
  });

  it('gives a free-play trial account no invitation code and a place of its own', async () => {
    const free = valueOf<{ token: string }>(await call(t, 'POST', '/wps/session/login/freeplay', {}));
    expect(free.token).not.toBe('');
    const trial = await t.database.db
      .selectFrom('member')
      .select(['id', 'own_affiliate_code'])
      .where('type', '=', 4)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(trial.own_affiliate_code).toBeNull();
    expect(await closureOf(t.database.db, [trial.id])).toEqual([`${trial.id}>${trial.id}@0`]);
  });
});

describe('the closure rows follow the referrers', () => {
  it('matches the chain of referrers after any sequence of placements and moves', async () => {
    const merchant = await testMerchant(t);
    const db = t.database.db;
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.nat(), { minLength: 1, maxLength: 12 }),
        fc.array(fc.tuple(fc.nat(), fc.option(fc.nat(), { nil: null })), { maxLength: 8 }),
        async (placements, moves) => {
          const parents = new Map<number, number | null>();
          const ids: number[] = [];
          for (const pick of placements) {
            // Each new member goes under one already placed, or at the top.
            const referrer =
              ids.length === 0 || pick % (ids.length + 1) === ids.length ? null : ids[pick % ids.length];
            const member = await memberWith(t, { referrer_id: referrer ?? null });
            ids.push(member.id);
            parents.set(member.id, referrer ?? null);
          }
          for (const [who, to] of moves) {
            const id = ids[who % ids.length] as number;
            const upline = to === null ? null : (ids[to % ids.length] as number);
            const loops = upline !== null && (upline === id || (await isInTeam(db, id, upline)));
            if (loops) continue;
            await db.transaction().execute(async (tx) => {
              await lockTree(tx, merchant.id, 'move');
              await moveSubtree(tx, merchant.id, id, upline);
            });
            parents.set(id, upline);
          }
          expect(await closureOf(db, ids)).toEqual(expectedClosure(parents));
        },
      ),
      { numRuns: 15 },
    );
  });
});

describe('an operator moves a member to another upline', () => {
  async function tree() {
    const top = await memberWith(t);
    const agent = await memberWith(t, { referrer_id: top.id, type: 1 });
    const player = await memberWith(t, { referrer_id: agent.id });
    const other = await memberWith(t);
    return { top, agent, player, other };
  }
  const move = (memberId: number, uplineUsername: string, token = support, language = 'EN') =>
    asOps(
      t,
      token,
      'POST',
      `/ops/members/${memberId}/upline`,
      { uplineUsername, reason: 'Agent asked' },
      language,
    );

  it('moves the member with its whole team and writes who did it to the audit log', async () => {
    const { top, agent, player, other } = await tree();
    const moved = await move(agent.id, other.username);
    expect(valueOf(moved)).toEqual({ upline: { id: other.id, username: other.username }, teamSize: 2 });
    expect(await uplineOf(t.database.db, player.id)).toEqual([
      { id: agent.id, depth: 1 },
      { id: other.id, depth: 2 },
    ]);
    expect(await isInTeam(t.database.db, top.id, player.id)).toBe(false);
    const row = await t.database.db
      .selectFrom('member')
      .select('referrer_id')
      .where('id', '=', agent.id)
      .executeTakeFirstOrThrow();
    expect(row.referrer_id).toBe(other.id);
    const audit = await lastAudit(t, 'member.upline.move');
    expect(audit.target).toBe(`member:${agent.id}`);
    expect(audit.before).toEqual({ uplineId: top.id });
    expect(audit.after).toEqual({ uplineId: other.id, uplineUsername: other.username });

    // The console's view of the tree: the member's upline and team, and the upline's direct downlines.
    const view = valueOf<{ team: unknown }>(await asOps(t, support, 'GET', `/ops/members/${agent.id}`));
    expect(view.team).toEqual({ upline: { id: other.id, username: other.username }, members: 1, direct: 1 });
    const team = valueOf<{ content: { id: number; teamMembers: number }[]; total: number }>(
      await asOps(t, support, 'GET', `/ops/members/${other.id}/team?pageNo=1&pageSize=10`),
    );
    expect(team).toMatchObject({
      total: 1,
      content: [{ id: agent.id, username: agent.username, teamMembers: 1 }],
    });

    // To the top of the tree: an empty upline.
    expect(valueOf(await move(agent.id, ''))).toEqual({ upline: null, teamSize: 2 });
    expect(await uplineOf(t.database.db, player.id)).toEqual([{ id: agent.id, depth: 1 }]);
  });

  it("takes the moved team's figures from the old upline's chain to the new one", async () => {
    const { top, agent, other } = await tree();
    // A friend registered under the agent counts in the day's registrations of every team above it.
    const code = `MV${agent.id}X`;
    await t.database.db
      .updateTable('member')
      .set({ own_affiliate_code: code })
      .where('id', '=', agent.id)
      .execute();
    expect((await register(t, { username: `mvfriend${agent.id}`, affiliateCode: code })).status).toBe(200);
    const registrations = async (ancestorId: number) => {
      const row = await t.database.db
        .selectFrom('team_day_stats')
        .select((eb) => eb.fn.sum<string | number | null>('registrations').as('n'))
        .where('ancestor_id', '=', ancestorId)
        .executeTakeFirst();
      return Number(row?.n ?? 0);
    };
    expect([await registrations(top.id), await registrations(other.id)]).toEqual([1, 0]);
    expect((await move(agent.id, other.username)).success).toBe(true);
    expect([await registrations(top.id), await registrations(other.id)]).toEqual([0, 1]);
  });

  it('refuses a loop, an unknown upline and no change, in the operator language, changing nothing', async () => {
    const { top, agent, player } = await tree();
    const before = await closureOf(t.database.db, [top.id, agent.id, player.id]);
    const loop = await move(agent.id, player.username, support, 'UR');
    expect(loop.status).toBe(409);
    expect(loop.message).toBe(errorMessage('UPLINE_IN_OWN_TEAM', 'UR'));
    expect((await move(agent.id, agent.username)).code).toBe('UPLINE_IN_OWN_TEAM');
    expect((await move(agent.id, 'no_such_member')).code).toBe('UPLINE_NOT_FOUND');
    expect((await move(agent.id, top.username)).code).toBe('UPLINE_UNCHANGED');
    expect((await move(agent.id, top.username, auditor)).status).toBe(403);
    expect(await closureOf(t.database.db, [top.id, agent.id, player.id])).toEqual(before);
  });

  it('never closes a loop when two moves race', async () => {
    const a = await memberWith(t);
    const b = await memberWith(t);
    // a under b and b under a at once: one wins, the other sees the loop.
    const answers = await Promise.all([move(a.id, b.username), move(b.id, a.username)]);
    expect(answers.map((answer) => answer.success).sort()).toEqual([false, true]);
    expect(answers.find((answer) => !answer.success)?.code).toBe('UPLINE_IN_OWN_TEAM');
    const [ua, ub] = [await uplineOf(t.database.db, a.id), await uplineOf(t.database.db, b.id)];
    expect(ua.length + ub.length).toBe(1);
  });
});

describe('migration 0033-referral-tree', () => {
  it('places members an older server registered, under their referrers, and gives them codes', async () => {
    const old = await openDatabaseBefore('0033');
    try {
      const merchantId = await insertOlderMerchant(old.db);
      const add = async (name: string, referrer: number | null) => {
        const row = await sql<{ id: number }>`INSERT INTO member (merchant_id, username, username_lower, type,
            created_at, referrer_id)
          VALUES (${merchantId}, ${name}, ${name}, 0, '2026-01-01T00:00:00.000Z', ${referrer}) RETURNING id`.execute(
          old.db,
        );
        return Number(row.rows[0]?.id);
      };
      const top = await add('top', null);
      const mid = await add('mid', top);
      const leaf = await add('leaf', mid);
      const lone = await add('lone', null);

      expect(await migrateToLatest(old.db)).toContain('0033-referral-tree');
      const parents = new Map<number, number | null>([
        [top, null],
        [mid, top],
        [leaf, mid],
        [lone, null],
      ]);
      expect(await closureOf(old.db, [top, mid, leaf, lone])).toEqual(expectedClosure(parents));
      const codes = await old.db.selectFrom('member').select('own_affiliate_code').execute();
      expect(codes.every((row) => /^[A-Z2-9]{8}$/.test(row.own_affiliate_code ?? ''))).toBe(true);
    } finally {
      await old.close();
    }
  });
});

describe('placement', () => {
  it('places a member at the top when it has no referrer', async () => {
    const merchant = await testMerchant(t);
    const lone = await memberWith(t);
    await t.database.db.deleteFrom('member_tree').where('descendant_id', '=', lone.id).execute();
    await placeInTree(t.database.db, merchant.id, lone.id, null);
    expect(await closureOf(t.database.db, [lone.id])).toEqual([`${lone.id}>${lone.id}@0`]);
  });
});
