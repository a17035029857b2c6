/**
 * The agent centre's reads of the referral tree (closure table `member_tree`, migration 0033): team
 * sizes, the downline list with its search and level filter, one downline seen from an agent. Every
 * read starts from the agent's own rows (`ancestor_id = agent`), so nothing outside its team is
 * ever found. Figures come from team-stats.repository.ts.
 */
import { type Kysely, sql } from 'kysely';
import type { DatabaseSchema } from '../../db/schema.ts';

type Conn = Kysely<DatabaseSchema>;

export interface DownlineRecord {
  readonly memberId: number;
  readonly username: string;
  readonly type: number;
  readonly level: number;
  readonly uplineUsername: string;
  readonly registeredAt: string;
}

export interface DownlineFilter {
  /** Lower-case username prefix. */
  readonly prefix: string | null;
  readonly minLevel: number;
  readonly maxLevel: number | null;
  readonly offset: number;
  readonly limit: number;
}

/** LIKE's own characters in a user's prefix match only themselves. */
const likePrefix = (prefix: string) => `${prefix.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export function createTeamRepository(db: Conn) {
  function downlineQuery(agentId: number, filter: Pick<DownlineFilter, 'prefix' | 'minLevel' | 'maxLevel'>) {
    let query = db
      .selectFrom('member_tree as t')
      .innerJoin('member as m', 'm.id', 't.descendant_id')
      .where('t.ancestor_id', '=', agentId)
      .where('t.depth', '>=', filter.minLevel);
    if (filter.maxLevel !== null) query = query.where('t.depth', '<=', filter.maxLevel);
    if (filter.prefix !== null && filter.prefix !== '') {
      query = query.where(sql<boolean>`m.username_lower LIKE ${likePrefix(filter.prefix)} ESCAPE '\\'`);
    }
    return query;
  }

  return {
    async timeZone(merchantId: number): Promise<string> {
      const row = await db
        .selectFrom('merchant')
        .select('time_zone')
        .where('id', '=', merchantId)
        .executeTakeFirst();
      return row?.time_zone ?? 'UTC';
    },

    /** Everyone below the agent, and its direct downlines (two index range counts). */
    async teamSize(agentId: number): Promise<{ members: number; direct: number }> {
      const row = await db
        .selectFrom('member_tree')
        .select((eb) => [
          eb.fn.countAll<string | number>().as('members'),
          eb.fn.sum<string | number | null>(sql`CASE WHEN depth = 1 THEN 1 ELSE 0 END`).as('direct'),
        ])
        .where('ancestor_id', '=', agentId)
        .where('depth', '>', 0)
        .executeTakeFirstOrThrow();
      return { members: Number(row.members), direct: Number(row.direct ?? 0) };
    },

    /** Team sizes of several members (everyone below each). */
    async teamSizes(memberIds: readonly number[]): Promise<Map<number, number>> {
      if (memberIds.length === 0) return new Map();
      const rows = await db
        .selectFrom('member_tree')
        .select((eb) => ['ancestor_id', eb.fn.countAll<string | number>().as('n')])
        .where('ancestor_id', 'in', memberIds)
        .where('depth', '>', 0)
        .groupBy('ancestor_id')
        .execute();
      return new Map(rows.map((row) => [row.ancestor_id, Number(row.n)]));
    },

    async downlinePage(
      agentId: number,
      filter: DownlineFilter,
    ): Promise<{ rows: DownlineRecord[]; total: number }> {
      const [rows, count] = await Promise.all([
        downlineQuery(agentId, filter)
          .leftJoin('member as up', 'up.id', 'm.referrer_id')
          .select(['m.id', 'm.username', 'm.type', 't.depth', 'm.created_at', 'up.username as upline'])
          .orderBy('t.depth')
          .orderBy('m.username_lower')
          .offset(filter.offset)
          .limit(filter.limit)
          .execute(),
        downlineQuery(agentId, filter)
          .select((eb) => eb.fn.countAll<string | number>().as('n'))
          .executeTakeFirstOrThrow(),
      ]);
      return {
        total: Number(count.n),
        rows: rows.map((row) => ({
          memberId: row.id,
          username: row.username,
          type: row.type,
          level: row.depth,
          uplineUsername: row.upline ?? '',
          registeredAt: row.created_at,
        })),
      };
    },

    /** One member of the agent's team (any depth), or undefined when it is not in that team. */
    async downline(agentId: number, memberId: number): Promise<DownlineRecord | undefined> {
      const row = await downlineQuery(agentId, { prefix: null, minLevel: 1, maxLevel: null })
        .leftJoin('member as up', 'up.id', 'm.referrer_id')
        .select(['m.id', 'm.username', 'm.type', 't.depth', 'm.created_at', 'up.username as upline'])
        .where('m.id', '=', memberId)
        .executeTakeFirst();
      if (row === undefined) return undefined;
      return {
        memberId: row.id,
        username: row.username,
        type: row.type,
        level: row.depth,
        uplineUsername: row.upline ?? '',
        registeredAt: row.created_at,
      };
    },

    /** The VIP levels the operator has (for the operator's rates by level). */
    async vipLevels(merchantId: number): Promise<number[]> {
      const rows = await db
        .selectFrom('vip_level')
        .select('level')
        .where('merchant_id', '=', merchantId)
        .orderBy('level')
        .execute();
      return rows.map((row) => row.level);
    },
  };
}

export type TeamRepository = ReturnType<typeof createTeamRepository>;
