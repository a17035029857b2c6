/**
 * The daily bet aggregates and team figures of a SQLite group-commit batch (seamless/
 * group-commit.repository.ts), written once per batch instead of once per call. Every call of a
 * batch added one upsert per aggregate (report_bet_daily, report_active_member, member_day_stats,
 * team_day_stats): about a quarter of a bet+win pair's statements, for rows that nothing in the
 * batch reads. Here a call's deltas are staged; the batch keeps them when the call's savepoint is
 * released and drops them when it rolls back, sums the kept ones per row and writes each aggregate
 * with one multi-row upsert just before the batch commits, in its transaction: the aggregates and
 * the rows they count still commit together or not at all.
 *
 * SQLite only: one multi-row upsert may update the same team row twice (two members of one upline),
 * which SQLite applies row by row and PostgreSQL refuses. PostgreSQL has no batches anyway: each of
 * its calls writes its own aggregates (reports/daily.repository.ts).
 */
import { type Db, runStatement } from '../../db/database.ts';
import { FIGURES, type Figure, type FigureChange } from '../agents/team-stats.repository.ts';

/** One report_bet_daily row's key and deltas. */
export interface BetDailyChange {
  readonly merchantId: number;
  readonly day: string;
  readonly vendorCode: string;
  readonly gameId: string;
  readonly type: number;
  readonly gameType: string;
  readonly gameName: string;
  readonly count: bigint;
  readonly stake: bigint;
  readonly valid: bigint;
  readonly payout: bigint;
}

/** A member who bet on a day; the first such bet's game type carries the teams' active count. */
interface ActiveMark {
  readonly merchantId: number;
  readonly day: string;
  readonly memberId: number;
  readonly gameType: string;
}

type Staged =
  | { readonly kind: 'bet'; readonly change: BetDailyChange }
  | { readonly kind: 'active'; readonly mark: ActiveMark }
  | { readonly kind: 'figures'; readonly change: FigureChange };

interface BetDailyRow {
  readonly first: BetDailyChange;
  count: bigint;
  stake: bigint;
  valid: bigint;
  payout: bigint;
}

interface FigureRow {
  readonly merchantId: number;
  readonly memberId: number;
  readonly day: string;
  readonly gameType: string;
  /** Every figure a call named (even when they sum to 0: the row exists as it would have). */
  readonly sums: Map<Figure, bigint>;
  active: boolean;
}

const keyOf = (...parts: readonly (string | number)[]): string => JSON.stringify(parts);

/** `count` rows of `row` ("(?, ?)"), comma-separated. */
const rows = (row: string, count: number): string => Array.from({ length: count }, () => row).join(', ');
const big = '(CAST(? AS BIGINT))';

/** What one batch's calls add to the aggregates. */
export class PendingAggregates {
  /** The batch's transaction, which the kept changes are written in. */
  constructor(private readonly tx: Db) {}

  /** The running call's changes: kept or dropped with its savepoint. */
  private staged: Staged[] = [];
  private readonly bets = new Map<string, BetDailyRow>();
  private readonly active = new Map<string, ActiveMark>();
  private readonly figures = new Map<string, FigureRow>();

  addBet(change: BetDailyChange): void {
    this.staged.push({ kind: 'bet', change });
  }

  markActive(mark: ActiveMark): void {
    this.staged.push({ kind: 'active', mark });
  }

  addFigures(change: FigureChange): void {
    this.staged.push({ kind: 'figures', change });
  }

  /** The call that staged the changes succeeded: they count. */
  keep(): void {
    for (const staged of this.staged) {
      if (staged.kind === 'bet') this.keepBet(staged.change);
      else if (staged.kind === 'active') {
        const { merchantId, day, memberId } = staged.mark;
        const key = keyOf(merchantId, day, memberId);
        if (!this.active.has(key)) this.active.set(key, staged.mark);
      } else this.keepFigures(staged.change);
    }
    this.staged = [];
  }

  /** The call rolled back to its savepoint: nothing it staged happened. */
  drop(): void {
    this.staged = [];
  }

  private keepBet(change: BetDailyChange): void {
    const key = keyOf(change.merchantId, change.day, change.vendorCode, change.gameId, change.type);
    const row = this.bets.get(key);
    if (row === undefined) {
      const { count, stake, valid, payout } = change;
      this.bets.set(key, { first: change, count, stake, valid, payout });
      return;
    }
    row.count += change.count;
    row.stake += change.stake;
    row.valid += change.valid;
    row.payout += change.payout;
  }

  private keepFigures(change: FigureChange): void {
    const key = keyOf(change.memberId, change.day, change.gameType);
    let row = this.figures.get(key);
    if (row === undefined) {
      row = {
        merchantId: change.merchantId,
        memberId: change.memberId,
        day: change.day,
        gameType: change.gameType,
        sums: new Map(),
        active: false,
      };
      this.figures.set(key, row);
    }
    for (const figure of FIGURES) {
      const delta = change.delta[figure] ?? 0n;
      if (delta !== 0n) row.sums.set(figure, (row.sums.get(figure) ?? 0n) + delta);
    }
  }

  /** Writes the kept changes in the batch's transaction (just before its commit). */
  async flush(): Promise<void> {
    await this.flushBets(this.tx);
    await this.flushActive(this.tx);
    await this.flushFigures(this.tx);
    this.bets.clear();
    this.active.clear();
    this.figures.clear();
  }

  private async flushBets(tx: Db): Promise<void> {
    if (this.bets.size === 0) return;
    const values: unknown[] = [];
    for (const row of this.bets.values()) {
      const { merchantId, day, vendorCode, gameId, type, gameType, gameName } = row.first;
      values.push(merchantId, day, vendorCode, gameId, type, gameType, gameName);
      values.push(String(row.count), String(row.stake), String(row.valid), String(row.payout));
    }
    const row = `(?, ?, ?, ?, ?, ?, ?, ${big}, ${big}, ${big}, ${big})`;
    await runStatement(
      tx,
      `INSERT INTO report_bet_daily (merchant_id, day, vendor_code, game_id, member_type, game_type, game_name, bet_count, stake_minor, valid_bet_minor, payout_minor)
      VALUES ${rows(row, this.bets.size)}
      ON CONFLICT (merchant_id, day, vendor_code, game_id, member_type) DO UPDATE SET bet_count = report_bet_daily.bet_count + excluded.bet_count, stake_minor = report_bet_daily.stake_minor + excluded.stake_minor, valid_bet_minor = report_bet_daily.valid_bet_minor + excluded.valid_bet_minor, payout_minor = report_bet_daily.payout_minor + excluded.payout_minor`,
      values,
    );
  }

  /** The members whose first bet of the day this batch holds make their teams' active count. */
  private async flushActive(tx: Db): Promise<void> {
    if (this.active.size === 0) return;
    const marks = [...this.active.values()];
    const inserted = await runStatement(
      tx,
      `INSERT INTO report_active_member (merchant_id, day, member_id) VALUES ${rows('(?, ?, ?)', marks.length)}
      ON CONFLICT DO NOTHING RETURNING merchant_id, day, member_id`,
      marks.flatMap((mark) => [mark.merchantId, mark.day, mark.memberId]),
    );
    for (const raw of inserted.rows) {
      const { merchant_id, day, member_id } = raw as { merchant_id: number; day: string; member_id: number };
      const mark = this.active.get(keyOf(merchant_id, day, member_id));
      if (mark === undefined) continue;
      const figures = this.figures.get(keyOf(mark.memberId, mark.day, mark.gameType));
      if (figures !== undefined) figures.active = true;
    }
  }

  private async flushFigures(tx: Db): Promise<void> {
    if (this.figures.size === 0) return;
    const all = [...this.figures.values()];
    const named = FIGURES.filter((figure) => all.some((row) => row.sums.has(figure)));
    const sums = (row: FigureRow) => named.map((figure) => String(row.sums.get(figure) ?? 0n));
    const plus = (table: string, columns: readonly string[]) =>
      columns.map((c) => `${c} = ${table}.${c} + excluded.${c}`).join(', ');
    // The member's own row: only for figures (an active mark alone moves no member figure).
    const members = all.filter((row) => row.sums.size > 0);
    if (members.length > 0) {
      const row = `(?, ?, ?, ?${named.map(() => `, ${big}`).join('')})`;
      await runStatement(
        tx,
        `INSERT INTO member_day_stats (member_id, day, game_type, merchant_id, ${named.join(', ')})
        VALUES ${rows(row, members.length)}
        ON CONFLICT (member_id, day, game_type) DO UPDATE SET ${plus('member_day_stats', named)}`,
        members.flatMap((m) => [m.memberId, m.day, m.gameType, m.merchantId, ...sums(m)]),
      );
    }
    const teamColumns = [...named, 'active'];
    const row = `(?, ?, ?${teamColumns.map(() => `, ${big}`).join('')})`;
    // Every ancestor's team row, in ancestor order as team-stats.repository.ts writes them.
    await runStatement(
      tx,
      `WITH v (member_id, day, game_type, ${teamColumns.join(', ')}) AS (VALUES ${rows(row, all.length)})
      INSERT INTO team_day_stats (ancestor_id, day, game_type, merchant_id, ${teamColumns.join(', ')})
      SELECT t.ancestor_id, v.day, v.game_type, t.merchant_id, ${teamColumns.map((c) => `v.${c}`).join(', ')}
      FROM v JOIN member_tree t ON t.descendant_id = v.member_id
      WHERE t.depth > 0
      ORDER BY t.ancestor_id
      ON CONFLICT (ancestor_id, day, game_type) DO UPDATE SET ${plus('team_day_stats', teamColumns)}`,
      all.flatMap((m) => [m.memberId, m.day, m.gameType, ...sums(m), m.active ? '1' : '0']),
    );
  }
}

/** Keyed by the batch's transaction, which every call of the batch is handed. */
const pendingByTx = new WeakMap<object, PendingAggregates>();

/** From now on the aggregates written in `tx` wait for its flush (a SQLite batch's transaction). */
export function deferAggregates(tx: Db): PendingAggregates {
  const pending = new PendingAggregates(tx);
  pendingByTx.set(tx, pending);
  return pending;
}

/** The batch's pending aggregates when `conn` is a batch's transaction; undefined otherwise. */
export function pendingAggregatesOf(conn: Db): PendingAggregates | undefined {
  return pendingByTx.get(conn);
}
