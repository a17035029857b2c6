/**
 * What the console shows of the lottery, for the operator's merchant. Issues go through issueView,
 * the members' own view, so an operator sees a seed exactly when a member may: after the draw.
 * Reads only; the current issue is not created here when the engine has not made it yet (its slot's
 * times are shown instead), so not even a seed is written by a console read.
 */
import {
  type OpsLotteryGamesValue,
  type OpsLotteryIssue,
  type OpsLotteryIssuesRequest,
  type OpsLotteryIssuesValue,
  type OpsLotteryOrdersValue,
  type LotteryBetType,
  type LotterySubOrderState,
  opsLotteryIssueId,
} from '@openlobby/contract';
import { ApiError } from '../../platform/api-error.ts';
import type { WalletService } from '../wallet/service.ts';
import { formatMinor, toBigInt } from '../wallet/money.ts';
import { LOTTERY_GAMES } from './games.ts';
import { issueView, slotView } from './issues.ts';
import type { IssueRow } from './issues.repository.ts';
import { type IssueKey, type IssueTotals, type OpsLotteryRepository, keyOf } from './ops.repository.ts';
import { currentIndex, slotByIndex } from './schedule.ts';

export interface OpsLotteryDeps {
  readonly repository: OpsLotteryRepository;
  readonly wallet: Pick<WalletService, 'currencyOf'>;
  readonly now: () => Date;
}

const NO_TOTALS: IssueTotals = { orders: 0, stakeMinor: 0n, winMinor: 0n };

export type OpsLottery = ReturnType<typeof createOpsLottery>;

export function createOpsLottery(deps: OpsLotteryDeps) {
  const repo = deps.repository;

  function issueOf(
    row: IssueRow,
    totals: IssueTotals | undefined,
    scale: number,
    now: string,
  ): OpsLotteryIssue {
    const found = totals ?? NO_TOTALS;
    return {
      ...issueView(row, now),
      id: opsLotteryIssueId(row.game_code, row.numero),
      orderCount: found.orders,
      stakeTotal: formatMinor(found.stakeMinor, scale),
      payoutTotal: formatMinor(found.winMinor, scale),
    };
  }

  async function games(): Promise<OpsLotteryGamesValue> {
    const now = deps.now();
    const at = now.toISOString();
    const content = [];
    for (const game of LOTTERY_GAMES) {
      const slot = slotByIndex(game, currentIndex(game, now));
      const row = await repo.issue(game.code, slot.numero);
      const current = row === undefined ? slotView(game, slot) : issueView(row, at);
      content.push({
        code: game.code,
        nameEn: game.nameEn,
        nameUr: game.nameUr,
        digits: game.digits,
        intervalSeconds: game.periodSeconds,
        closeBeforeDrawSeconds: game.closeLeadSeconds,
        shownInLobby: await repo.shownInLobby(game.code),
        open: current.status === 'open',
        currentIssue: current,
      });
    }
    return { content, serverTime: at };
  }

  async function issues(merchantId: number, input: OpsLotteryIssuesRequest): Promise<OpsLotteryIssuesValue> {
    const filter = { gameCode: input.game, state: input.state };
    const currency = await deps.wallet.currencyOf(merchantId);
    const total = await repo.countIssues(filter);
    const rows = await repo.issues(filter, input.pageSize, (input.pageNo - 1) * input.pageSize);
    const totals = await repo.totals(
      merchantId,
      rows.map((row) => ({ gameCode: row.game_code, numero: row.numero })),
    );
    const now = deps.now().toISOString();
    return {
      content: rows.map((row) =>
        issueOf(row, totals.get(keyOf(row.game_code, row.numero)), currency.scale, now),
      ),
      total,
      currency: currency.code,
    };
  }

  async function orders(
    merchantId: number,
    key: IssueKey,
    page: { pageNo: number; pageSize: number },
  ): Promise<OpsLotteryOrdersValue> {
    const row = await repo.issue(key.gameCode, key.numero);
    if (row === undefined) throw new ApiError('LOTTERY_ISSUE_NOT_FOUND');
    const currency = await deps.wallet.currencyOf(merchantId);
    const scale = currency.scale;
    const totals = await repo.totals(merchantId, [key]);
    const bets = await repo.bets(merchantId, key, page.pageSize, (page.pageNo - 1) * page.pageSize);
    return {
      issue: issueOf(row, totals.get(keyOf(key.gameCode, key.numero)), scale, deps.now().toISOString()),
      content: bets.map((bet) => ({
        subOrderId: bet.id,
        orderId: bet.order_id,
        memberId: bet.member_id,
        username: bet.username,
        betType: bet.bet_type as LotteryBetType,
        selection: bet.selection,
        odds: formatMinor(toBigInt(bet.odds_cents), 2),
        stake: formatMinor(toBigInt(bet.stake_minor), scale),
        payout: formatMinor(toBigInt(bet.win_minor), scale),
        state: bet.state as LotterySubOrderState,
        placedAt: bet.created_at,
      })),
      total: await repo.countBets(merchantId, key),
      currency: currency.code,
    };
  }

  return { games, issues, orders };
}
