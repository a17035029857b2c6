/**
 * The agent centre's team figures (migration 0036): each member's own figures per day and game type
 * (`member_day_stats`) and, for every ancestor in the referral tree, the sums of everyone below it
 * (`team_day_stats`, depth ≥ 1: a team never includes the agent itself).
 *
 * Writers: the daily report hooks (reports/daily.repository.ts) call `addFigures` in the same
 * transaction as the row they count. Each call is one upsert of the member's row and one
 * `INSERT ... SELECT` over `member_tree` upserting every ancestor's row, both adding signed deltas,
 * so concurrent writers add up and a team's figures for a period are a few rows to read.
 *
 * `rebaseTeamStats` moves a subtree's figures when an operator moves a member to another upline.
 */
import { type Compilable, type Kysely, type RawBuilder, sql } from 'kysely';
import { prepared } from '../../db/database.ts';
import type { DatabaseSchema } from '../../db/schema.ts';

type Conn = Kysely<DatabaseSchema>;

/** The figures both tables hold (bigint columns, minor units for money). */
export const FIGURES = [
  'bet_count',
  'bet_minor',
  'valid_bet_minor',
  'win_minor',
  'deposit_count',
  'deposit_minor',
  'withdraw_count',
  'withdraw_minor',
  'first_deposits',
  'registrations',
] as const;
export type Figure = (typeof FIGURES)[number];
export type FigureDelta = Partial<Record<Figure, bigint>>;

/** The game type of a day's row that is not about bets (payments, registrations, activity). */
export const NON_BET = '';

export interface FigureChange {
  readonly merchantId: number;
  readonly memberId: number;
  readonly day: string;
  readonly gameType: string;
  readonly delta: FigureDelta;
  /** This change is the member's first bet of the day: its teams count one more active member. */
  readonly becameActive?: boolean;
}

const updates = (table: string, columns: readonly string[]) =>
  sql.raw(columns.map((c) => `${c} = ${table}.${c} + excluded.${c}`).join(', '));

/** A change's key and its figures' deltas (bigint strings), as the upserts bind them. */
type FigureParams = {
  readonly memberId: number;
  readonly day: string;
  readonly gameType: string;
  readonly merchantId: number;
} & Readonly<Partial<Record<Figure, string>>>;

type FigureQuery = ReturnType<typeof figureQueries>;

/** A raw statement as a query prepared() compiles (once, with the connection's dialect). */
const compilable = <R>(conn: Conn, raw: RawBuilder<R>): Compilable<R> => ({
  compile: () => raw.compile(conn),
});

/**
 * The member's and the teams' upserts for one set of figures (and whether the change makes the
 * member active), compiled once per set (db/database.ts prepared()): every bet and win runs them.
 */
function figureQueries(figures: readonly Figure[], active: boolean) {
  const value = (p: FigureParams, f: Figure) => sql`CAST(${p[f]} AS BIGINT)`;
  const teamColumns = [...figures, ...(active ? ['active'] : [])];
  return {
    member: prepared((db, p: FigureParams) =>
      compilable(
        db,
        sql`INSERT INTO member_day_stats (member_id, day, game_type, merchant_id, ${sql.raw(figures.join(', '))})
      VALUES (${p.memberId}, ${p.day}, ${p.gameType}, ${p.merchantId}, ${sql.join(figures.map((f) => value(p, f)))})
      ON CONFLICT (member_id, day, game_type) DO UPDATE SET ${updates('member_day_stats', figures)}`,
      ),
    ),
    team: prepared((db, p: FigureParams) =>
      compilable(
        db,
        sql`INSERT INTO team_day_stats (ancestor_id, day, game_type, merchant_id, ${sql.raw(teamColumns.join(', '))})
    SELECT ancestor_id, CAST(${p.day} AS VARCHAR(10)), CAST(${p.gameType} AS VARCHAR(16)), merchant_id, ${sql.join([...figures.map((f) => value(p, f)), ...(active ? [sql`1`] : [])])}
    FROM member_tree WHERE descendant_id = ${p.memberId} AND depth > 0
    ORDER BY ancestor_id
    ON CONFLICT (ancestor_id, day, game_type) DO UPDATE SET ${updates('team_day_stats', teamColumns)}`,
      ),
    ),
  };
}

/** Per set of figures and activity (a handful: the writers' deltas have fixed shapes). */
const figureQueryCache = new Map<string, FigureQuery>();

/**
 * Adds a member's figures for one day and game type to the member's row (one upsert) and to every
 * ancestor's team row (one INSERT ... SELECT over the member's upline chain).
 */
export async function addFigures(conn: Conn, change: FigureChange): Promise<void> {
  const figures = FIGURES.filter((f) => (change.delta[f] ?? 0n) !== 0n);
  const active = change.becameActive === true;
  if (figures.length === 0 && !active) return;
  const key = `${figures.join(',')}${active ? '+active' : ''}`;
  let queries = figureQueryCache.get(key);
  if (queries === undefined) {
    queries = figureQueries(figures, active);
    figureQueryCache.set(key, queries);
  }
  const params: Record<string, string | number> = {
    memberId: change.memberId,
    day: change.day,
    gameType: change.gameType,
    merchantId: change.merchantId,
  };
  for (const f of figures) params[f] = (change.delta[f] ?? 0n).toString();
  if (figures.length > 0) await queries.member(conn, params as FigureParams);
  await queries.team(conn, params as FigureParams);
}

/**
 * Moves the figures of `memberId`'s subtree (itself included) from the old upline's ancestors (the
 * old upline itself included) to the new upline's, in the transaction that moves the subtree in
 * `member_tree` (before or after the move: neither upline's own chain nor the subtree changes with
 * it). `oldUplineId` / `newUplineId` null mean "at the top".
 */
export async function rebaseTeamStats(
  tx: Conn,
  memberId: number,
  oldUplineId: number | null,
  newUplineId: number | null,
): Promise<void> {
  const shift = async (uplineId: number, sign: 1 | -1) => {
    const signed = sql.raw(String(sign));
    const sums = FIGURES.map((f) => sql`${signed} * SUM(s.${sql.raw(f)}) AS ${sql.raw(f)}`);
    // Every ancestor of the upline (depth ≥ 0: the upline itself) gets the subtree's sums per day.
    await sql`INSERT INTO team_day_stats (ancestor_id, day, game_type, merchant_id, ${sql.raw(FIGURES.join(', '))})
      SELECT up.ancestor_id, f.day, f.game_type, up.merchant_id, ${sql.join(FIGURES.map((c) => sql.ref(`f.${c}`)))}
      FROM member_tree up CROSS JOIN (
        SELECT s.day AS day, s.game_type AS game_type, ${sql.join(sums)}
        FROM member_day_stats s JOIN member_tree sub ON sub.descendant_id = s.member_id
        WHERE sub.ancestor_id = ${memberId}
        GROUP BY s.day, s.game_type
      ) f
      WHERE up.descendant_id = ${uplineId}
      ON CONFLICT (ancestor_id, day, game_type) DO UPDATE SET ${updates('team_day_stats', FIGURES)}`.execute(
      tx,
    );
    // Active members per day (from the daily reports' record of who bet), on the non-bet row, for
    // the days the figures count (since migration 0036).
    await sql`INSERT INTO team_day_stats (ancestor_id, day, game_type, merchant_id, active)
      SELECT up.ancestor_id, a.day, ${NON_BET}, up.merchant_id, a.n
      FROM member_tree up CROSS JOIN (
        SELECT r.day AS day, ${signed} * COUNT(*) AS n
        FROM report_active_member r JOIN member_tree sub ON sub.descendant_id = r.member_id
        WHERE sub.ancestor_id = ${memberId}
          AND EXISTS (SELECT 1 FROM member_day_stats s WHERE s.member_id = r.member_id AND s.day = r.day)
        GROUP BY r.day
      ) a
      WHERE up.descendant_id = ${uplineId}
      ON CONFLICT (ancestor_id, day, game_type) DO UPDATE SET active = team_day_stats.active + excluded.active`.execute(
      tx,
    );
  };
  if (oldUplineId === newUplineId) return;
  if (oldUplineId !== null) await shift(oldUplineId, -1);
  if (newUplineId !== null) await shift(newUplineId, 1);
}

export type DayRow = Record<Figure, bigint> & {
  readonly day: string;
  readonly gameType: string;
  active: bigint;
};

const big = (value: string | number | bigint | null | undefined) => BigInt(value ?? 0);

function rowOf(row: Record<string, unknown>): DayRow {
  const out = {
    day: String(row.day),
    gameType: String(row.game_type),
    active: big(row.active as string | number | bigint | null | undefined),
  } as DayRow;
  for (const f of FIGURES) out[f] = big(row[f] as string | number | bigint | null | undefined);
  return out;
}

/** A team's rows (everyone below `ancestorId`) for the days `from`..`to` (YYYY-MM-DD, inclusive). */
export async function teamRows(conn: Conn, ancestorId: number, from: string, to: string): Promise<DayRow[]> {
  const rows = await conn
    .selectFrom('team_day_stats')
    .select(['day', 'game_type', 'active', ...FIGURES])
    .where('ancestor_id', '=', ancestorId)
    .where('day', '>=', from)
    .where('day', '<=', to)
    .orderBy('day')
    .execute();
  return rows.map((row) => rowOf(row));
}

/** Members' own rows for the days `from`..`to`, per member (`active` is a team figure: 0 here). */
export async function memberRows(
  conn: Conn,
  memberIds: readonly number[],
  from: string,
  to: string,
): Promise<Map<number, DayRow[]>> {
  const out = new Map<number, DayRow[]>();
  if (memberIds.length === 0) return out;
  const rows = await conn
    .selectFrom('member_day_stats')
    .select(['member_id', 'day', 'game_type', ...FIGURES])
    .where('member_id', 'in', memberIds)
    .where('day', '>=', from)
    .where('day', '<=', to)
    .execute();
  for (const row of rows) {
    const list = out.get(row.member_id) ?? [];
    list.push(rowOf({ ...row, active: 0 }));
    out.set(row.member_id, list);
  }
  return out;
}

/** Sums rows into one (days and game types together). */
export function sumRows(rows: readonly DayRow[]): Record<Figure | 'active', bigint> {
  const out = { active: 0n } as Record<Figure | 'active', bigint>;
  for (const f of FIGURES) out[f] = 0n;
  for (const row of rows) {
    out.active += row.active;
    for (const f of FIGURES) out[f] += row[f];
  }
  return out;
}
