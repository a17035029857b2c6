/**
 * The referral tree (closure table `member_tree`, migration 0033): one row per ancestor and
 * descendant with the distance between them, and a depth-0 row for each member itself. Placing a
 * member copies its referrer's ancestors; a team is every row under one ancestor; moving a member
 * re-links its whole subtree in one transaction. Nothing else writes these rows.
 */
import { type Kysely, PostgresAdapter, sql } from 'kysely';
import type { DatabaseSchema } from '../../db/schema.ts';

type Q = Kysely<DatabaseSchema>;

/**
 * Orders placements and moves of one merchant's tree on PostgreSQL: placements share the
 * merchant row, a move holds it alone. Without it a member placed under a referrer whose team is
 * being moved would copy the referrer's old ancestors, and two moves at once could close a loop
 * that neither saw. SQLite runs one writing transaction at a time, which orders them already.
 */
export async function lockTree(q: Q, merchantId: number, mode: 'place' | 'move'): Promise<void> {
  if (!(q.getExecutor().adapter instanceof PostgresAdapter)) return;
  const lock = mode === 'move' ? sql`FOR UPDATE` : sql`FOR SHARE`;
  await sql`SELECT id FROM merchant WHERE id = ${merchantId} ${lock}`.execute(q);
}

/** Places a new member under its referrer (or at the top when it has none): in the member's own insert. */
export async function placeInTree(
  q: Q,
  merchantId: number,
  memberId: number,
  referrerId: number | null,
): Promise<void> {
  if (referrerId !== null) await lockTree(q, merchantId, 'place');
  await q
    .insertInto('member_tree')
    .values({ ancestor_id: memberId, descendant_id: memberId, depth: 0, merchant_id: merchantId })
    .execute();
  if (referrerId === null) return;
  await sql`INSERT INTO member_tree (ancestor_id, descendant_id, depth, merchant_id)
    SELECT ancestor_id, ${memberId}, depth + 1, ${merchantId} FROM member_tree
    WHERE descendant_id = ${referrerId} AND merchant_id = ${merchantId}`.execute(q);
}

/** A member's upline from the direct referrer (depth 1) up to the top. */
export async function uplineOf(q: Q, memberId: number): Promise<{ id: number; depth: number }[]> {
  const rows = await q
    .selectFrom('member_tree')
    .select(['ancestor_id', 'depth'])
    .where('descendant_id', '=', memberId)
    .where('depth', '>', 0)
    .orderBy('depth')
    .execute();
  return rows.map((row) => ({ id: row.ancestor_id, depth: row.depth }));
}

/** True when `memberId` is in `ancestorId`'s team (below it at any depth, not itself). */
export async function isInTeam(q: Q, ancestorId: number, memberId: number): Promise<boolean> {
  const row = await q
    .selectFrom('member_tree')
    .select('depth')
    .where('ancestor_id', '=', ancestorId)
    .where('descendant_id', '=', memberId)
    .where('depth', '>', 0)
    .executeTakeFirst();
  return row !== undefined;
}

/** True when `memberId` is directly under `uplineId`. */
export async function isDirectDownline(q: Q, uplineId: number, memberId: number): Promise<boolean> {
  const row = await q
    .selectFrom('member_tree')
    .select('depth')
    .where('ancestor_id', '=', uplineId)
    .where('descendant_id', '=', memberId)
    .where('depth', '=', 1)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Moves a member, with everyone under it, under another upline (null: to the top). The caller holds
 * `lockTree(.., 'move')` and has checked, after taking it, that the new upline is not in the member's
 * own subtree. Every row linking the subtree to
 * its old upline goes, and the new upline's ancestors (itself included) are linked to every member
 * of the subtree at the summed distance.
 */
export async function moveSubtree(
  q: Q,
  merchantId: number,
  memberId: number,
  newUplineId: number | null,
): Promise<void> {
  await sql`DELETE FROM member_tree
    WHERE descendant_id IN (SELECT descendant_id FROM member_tree WHERE ancestor_id = ${memberId})
      AND ancestor_id NOT IN (SELECT descendant_id FROM member_tree WHERE ancestor_id = ${memberId})`.execute(
    q,
  );
  if (newUplineId === null) return;
  await sql`INSERT INTO member_tree (ancestor_id, descendant_id, depth, merchant_id)
    SELECT up.ancestor_id, sub.descendant_id, up.depth + sub.depth + 1, ${merchantId}
    FROM member_tree up CROSS JOIN member_tree sub
    WHERE up.descendant_id = ${newUplineId} AND sub.ancestor_id = ${memberId}`.execute(q);
}

/** How many members a member's team has, the member itself included. */
export async function subtreeSize(q: Q, memberId: number): Promise<number> {
  const row = await q
    .selectFrom('member_tree')
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .where('ancestor_id', '=', memberId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** A member's place in the tree: its direct upline, and how many members are under it. */
export async function teamSummary(
  q: Q,
  memberId: number,
): Promise<{ upline: { id: number; username: string } | null; members: number; direct: number }> {
  const [upline, counts] = await Promise.all([
    q
      .selectFrom('member_tree as t')
      .innerJoin('member as m', 'm.id', 't.ancestor_id')
      .select(['m.id', 'm.username'])
      .where('t.descendant_id', '=', memberId)
      .where('t.depth', '=', 1)
      .executeTakeFirst(),
    q
      .selectFrom('member_tree')
      .select((eb) => [
        eb.fn.countAll<string | number>().as('members'),
        eb.fn.sum<string | number | null>(eb.case().when('depth', '=', 1).then(1).else(0).end()).as('direct'),
      ])
      .where('ancestor_id', '=', memberId)
      .where('depth', '>', 0)
      .executeTakeFirstOrThrow(),
  ]);
  return { upline: upline ?? null, members: Number(counts.members), direct: Number(counts.direct ?? 0) };
}

/** One page of the members directly under a member, newest first, each with its own team's size. */
export async function directDownlines(q: Q, memberId: number, offset: number, limit: number) {
  const [rows, total] = await Promise.all([
    q
      .selectFrom('member_tree as t')
      .innerJoin('member as m', 'm.id', 't.descendant_id')
      .select(['m.id', 'm.username', 'm.type', 'm.disabled', 'm.created_at'])
      .select((eb) =>
        eb
          .selectFrom('member_tree as sub')
          .select(eb.fn.countAll<string | number>().as('n'))
          .whereRef('sub.ancestor_id', '=', 'm.id')
          .where('sub.depth', '>', 0)
          .as('team_members'),
      )
      .where('t.ancestor_id', '=', memberId)
      .where('t.depth', '=', 1)
      .orderBy('m.id', 'desc')
      .offset(offset)
      .limit(limit)
      .execute(),
    q
      .selectFrom('member_tree')
      .select((eb) => eb.fn.countAll<string | number>().as('n'))
      .where('ancestor_id', '=', memberId)
      .where('depth', '=', 1)
      .executeTakeFirstOrThrow(),
  ]);
  return {
    rows: rows.map((row) => ({ ...row, team_members: Number(row.team_members ?? 0) })),
    total: Number(total.n),
  };
}
