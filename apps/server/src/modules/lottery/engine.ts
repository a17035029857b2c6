/**
 * The lottery engine: one `tick()` creates the coming issues, opens and closes them on time, draws
 * what is due and settles what is drawn, oldest draw first, so issues missed while the server was
 * down are drawn and settled in order on the first tick after a restart.
 *
 * One runner at a time: a tick works only while it holds the lease `lottery-engine`
 * (db/leased-runner.ts), so several server instances on one PostgreSQL take turns. The lease is
 * not what makes a draw happen once, though:
 * every step is itself a conditional UPDATE (closed -> drawn, placed -> won/lost), and the ledger
 * ids are derived from the sub-order, so even two runners at once could not draw or pay twice.
 *
 * No step can choose a result: drawing reads the issue row (its seed, fixed and hashed before any
 * bet) and nothing else; there is no code path that writes a seed or numbers from outside.
 */
import type { LotteryBetType } from '@openlobby/contract';
import { LOTTERY_HOUSE_VENDOR } from '@openlobby/contract';
import { type ScheduledWorkDeps, createLeasedRunner } from '../../db/leased-runner.ts';
import { gameSettlement, memberWallet } from '../wallet/accounts.ts';
import { betRecords } from '../wallet/bet-records.repository.ts';
import type { WalletService } from '../wallet/service.ts';
import { toBigInt } from '../wallet/money.ts';
import { payout, wins } from './bets.ts';
import { numbersOf, numbersText } from './draw.ts';
import { LOTTERY_GAMES, lotteryGame } from './games.ts';
import { drawOf, ensureIssue } from './issues.ts';
import type { IssueRow, LotteryRepository, SubOrderRow } from './repository.ts';
import { currentIndex, slotByIndex } from './schedule.ts';

const LEASE = 'lottery-engine';
const DRAWS_PER_TICK = 500;

/** instanceId also names the runner on the issues it draws. */
export interface LotteryEngineDeps extends ScheduledWorkDeps {
  readonly repository: LotteryRepository;
  readonly wallet: WalletService;
  /** Sub-orders settled per tick at most, so a tick stays short and the lease is renewed often. */
  readonly settlePerTick?: number;
}

export interface TickReport {
  /** False when another runner holds the lease (this tick did nothing). */
  readonly leased: boolean;
  /** "gameCode/numero" of every issue this tick drew, in draw order. */
  readonly drawn: readonly string[];
  /** Issues this tick finished settling. */
  readonly settled: readonly string[];
}

export type LotteryEngine = ReturnType<typeof createLotteryEngine>;

export function createLotteryEngine(deps: LotteryEngineDeps) {
  const repo = deps.repository;
  const settlePerTick = deps.settlePerTick ?? 2_000;
  const runner = createLeasedRunner({
    lease: LEASE,
    leases: repo,
    deps,
    leaseMs: 30_000,
    intervalMs: 1_000,
    pass: work,
    idle: { drawn: [], settled: [] },
  });
  const holder = runner.holder;

  /** The issue taking bets now and the next one exist, each with its seed committed. */
  async function schedule(now: Date): Promise<void> {
    for (const game of LOTTERY_GAMES) {
      const index = currentIndex(game, now);
      await ensureIssue(repo, game, slotByIndex(game, index));
      await ensureIssue(repo, game, slotByIndex(game, index + 1));
    }
  }

  async function draw(issue: IssueRow, now: string): Promise<boolean> {
    const game = lotteryGame(issue.game_code);
    if (game === undefined) return false;
    return repo.markDrawn(issue, numbersText(drawOf(game, issue)), now, holder);
  }

  /** Pays (or closes) one sub-order, once: its state change and its money commit together. */
  async function settleSubOrder(sub: SubOrderRow, numbers: readonly number[], now: string): Promise<void> {
    const won = wins(sub.bet_type as LotteryBetType, sub.selection, numbers);
    const win = won ? payout(toBigInt(sub.stake_minor), toBigInt(sub.odds_cents)) : 0n;
    const currency = await deps.wallet.currencyOf(sub.merchant_id);
    await repo.transaction(async (tx) => {
      if (!(await repo.closeSubOrder(tx, sub.id, won ? 'won' : 'lost', win, now))) return;
      const transferId = win > 0n ? `lottery:win:${sub.id}` : null;
      if (transferId !== null) {
        await deps.wallet.ledger.transfer(
          {
            id: transferId,
            merchantId: sub.merchant_id,
            currency: currency.code,
            debit: gameSettlement(LOTTERY_HOUSE_VENDOR),
            credit: memberWallet(sub.member_id),
            amount: win,
            code: 'WIN',
            reference: `${sub.game_code}:${sub.numero}`,
          },
          tx,
        );
      }
      await betRecords.settle(tx, sub.id, win, transferId, now);
    });
  }

  /** Settles a drawn issue as far as the budget allows; true when it is settled now. */
  async function settle(issue: IssueRow, now: string, budget: { left: number }): Promise<boolean> {
    const numbers = numbersOf(issue.numbers) ?? [];
    while (budget.left > 0) {
      const batch = await repo.placedOf(issue.game_code, issue.numero, Math.min(budget.left, 200));
      if (batch.length === 0) {
        await repo.markSettled(issue, now);
        return true;
      }
      for (const sub of batch) {
        await settleSubOrder(sub, numbers, now);
        budget.left -= 1;
      }
    }
    return false;
  }

  /** One pass, under the lease: schedule, open, close, draw, then settle as far as the budget allows. */
  async function work(now: Date, renew: () => Promise<boolean>): Promise<Omit<TickReport, 'leased'>> {
    const iso = now.toISOString();
    await schedule(now);
    await repo.openDue(iso);
    await repo.closeDue(iso);
    const drawn: string[] = [];
    for (const issue of await repo.due('closed', iso, DRAWS_PER_TICK)) {
      if (await draw(issue, iso)) drawn.push(`${issue.game_code}/${issue.numero}`);
    }
    const settled: string[] = [];
    const budget = { left: settlePerTick };
    for (const issue of await repo.due('drawn', iso, DRAWS_PER_TICK)) {
      // Renewed between issues: a long catch-up keeps the lease; a lost lease stops the work.
      if (!(await renew())) break;
      if (!(await settle(issue, iso, budget))) break;
      settled.push(`${issue.game_code}/${issue.numero}`);
    }
    return { drawn, settled };
  }

  return {
    instanceId: holder,
    /** One pass of the engine. Overlapping calls on one instance share the running pass. */
    tick: (): Promise<TickReport> => runner.tick(),
    /** Ticks every `intervalMs` (1 s by default) until stop(). */
    start: runner.start,
    /** Stops ticking, waits for a running pass and frees the lease for another instance. */
    stop: runner.stop,
  };
}
