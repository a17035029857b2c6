/**
 * Orders: placing (stake debited through the ledger in the same transaction as the order rows and
 * their betting-record rows: refused, nothing is stored), listing, detail and cancelling a sub-order
 * before its issue closes (refunded once: the sub-order's placed -> cancelled move and the refund
 * commit together, and the refund's ledger id is derived from the sub-order).
 */
import { randomBytes } from 'node:crypto';
import {
  type Language,
  type LotteryCancelValue,
  type LotteryOrderDetailValue,
  type LotteryOrdersValue,
  type LotteryPlaceOrderValue,
  LOTTERY_HOUSE_VENDOR,
  LOTTERY_PAGE_SIZE,
  type lotteryOrdersRequest,
} from '@openlobby/contract';
import type { z } from 'zod';
import { ApiError } from '../../platform/api-error.ts';
import type { MemberRow } from '../accounts/members.repository.ts';
import { pageOf } from '../games/service.ts';
import { gameSettlement, memberWallet } from '../wallet/accounts.ts';
import { ensureTrialCredit } from '../wallet/balance.ts';
import { betRecords } from '../wallet/bet-records.repository.ts';
import { type WalletCaller, memberOf, requestNumber } from '../wallet/context.ts';
import type { Tx } from '../wallet/ledger.repository.ts';
import { formatMinor } from '../wallet/money.ts';
import { type LotteryGameDefinition, lotteryGame, stakeLimits } from './games.ts';
import { currentIssue, issueView } from './issues.ts';
import { type OrderRows, type PlaceInput, orderRows, pricedBets } from './order-rows.ts';
import type { LotteryDeps } from './service.ts';
import { gameName, orderView, subOrderView } from './views.ts';

type OrdersInput = z.output<typeof lotteryOrdersRequest>;

export function gameOrThrow(code: string): LotteryGameDefinition {
  const game = lotteryGame(code);
  if (game === undefined) throw new ApiError('LOTTERY_GAME_NOT_FOUND');
  return game;
}

export function createOrders(deps: LotteryDeps) {
  const repo = deps.repository;
  const { wallet } = deps;

  async function balanceOf(member: MemberRow): Promise<string> {
    const currency = await wallet.currencyOf(member.merchant_id);
    const balance = await wallet.ledger.balance(member.merchant_id, currency.code, memberWallet(member.id));
    return formatMinor(balance.available, currency.scale);
  }

  /** The issue named, when it exists (the current one is created on demand). */
  async function issueOf(game: LotteryGameDefinition, numero: string, now: Date) {
    const found = await repo.issue(game.code, numero);
    if (found !== undefined) return found;
    const current = await currentIssue(repo, game, now);
    if (current?.numero === numero) return current;
    throw new ApiError('LOTTERY_ISSUE_NOT_FOUND');
  }

  /** The member's stake on the issue, with this order's, stays within the game's per-issue limit. */
  async function checkIssueLimit(
    tx: Tx,
    member: MemberRow,
    game: LotteryGameDefinition,
    rows: OrderRows,
    scale: number,
  ) {
    const staked = await repo.memberStake(tx, member.id, game.code, rows.order.numero);
    const limit = stakeLimits(game, scale).perIssue;
    if (staked + rows.total > limit)
      throw new ApiError('LOTTERY_ISSUE_LIMIT', {
        max: formatMinor(limit, scale),
        staked: formatMinor(staked, scale),
      });
  }

  /**
   * In one transaction: the issue still takes bets, the per-issue limit holds, the stake leaves the
   * wallet (refused with INSUFFICIENT_BALANCE by the ledger's guard, and then nothing is stored), the
   * order rows and their betting records are written.
   */
  async function commitOrder(member: MemberRow, game: LotteryGameDefinition, rows: OrderRows, scale: number) {
    const { order, subOrders } = rows;
    const at = order.created_at;
    const transferId = `lottery:bet:${order.id}`;
    const catalogue = await deps.games.findIconGame(LOTTERY_HOUSE_VENDOR, game.code);
    const wageredThrough = await repo.transaction(async (tx) => {
      if (!(await repo.holdBettable(tx, game.code, order.numero, at)))
        throw new ApiError('LOTTERY_ISSUE_CLOSED');
      await checkIssueLimit(tx, member, game, rows, scale);
      // Player limits, in the stake's transaction (protection/guard.ts).
      await wallet.deps.protection.check({
        memberId: member.id,
        action: 'bet',
        amountMinor: rows.total,
        scale,
        tx,
        at: new Date(at),
      });
      await wallet.ledger.transfer(
        {
          id: transferId,
          merchantId: member.merchant_id,
          currency: order.currency,
          debit: memberWallet(member.id),
          credit: gameSettlement(LOTTERY_HOUSE_VENDOR),
          amount: rows.total,
          code: 'BET',
          reference: `${game.code}:${order.numero}`,
        },
        tx,
      );
      await repo.insertOrder(tx, order, subOrders);
      return betRecords.open(
        tx,
        subOrders.map((sub) => ({
          id: sub.id,
          merchantId: member.merchant_id,
          memberId: member.id,
          gameType: 'LOTT',
          vendorCode: LOTTERY_HOUSE_VENDOR,
          gameId: catalogue === null ? game.code : String(catalogue.id),
          gameName: game.nameEn,
          betMinor: BigInt(sub.stake_minor),
          betTransferId: transferId,
          placedAt: at,
        })),
      );
    });
    // Lottery stakes are cash; where a bonus counts them, this order may have finished its wagering.
    // The order is placed whatever happens here: a conversion that fails now is made by the sweep,
    // and the member must not read an error for an order that stands.
    for (const bonusId of wageredThrough) await wallet.bonus.settle(bonusId).catch(() => undefined);
  }

  async function place(
    caller: WalletCaller,
    input: PlaceInput,
    language: Language,
  ): Promise<LotteryPlaceOrderValue> {
    const member = await memberOf(wallet.deps, caller);
    const game = gameOrThrow(input.gameCode);
    const currency = await wallet.currencyOf(member.merchant_id);
    const bets = pricedBets(game, input, currency.scale);
    const now = deps.now();
    const at = now.toISOString();
    const issue = await issueOf(game, input.numero, now);
    if (at < issue.opens_at) throw new ApiError('LOTTERY_ISSUE_NOT_OPEN');
    // A trial member's play credit enters the ledger on first use.
    await ensureTrialCredit(wallet.deps, member, currency);
    const rows = orderRows({
      orderId: requestNumber('LO', now, randomBytes(5).toString('hex')),
      member,
      game,
      numero: issue.numero,
      prizeMode: input.prizeMode,
      currency: currency.code,
      bets,
      at,
    });
    await commitOrder(member, game, rows, currency.scale);
    return {
      order: orderView(rows.order, rows.subOrders, gameName(game, language), currency.scale),
      balance: await balanceOf(member),
    };
  }

  async function list(
    caller: WalletCaller,
    input: OrdersInput,
    language: Language,
  ): Promise<LotteryOrdersValue> {
    const member = await memberOf(wallet.deps, caller);
    const { pageNo, pageSize } = pageOf(input, LOTTERY_PAGE_SIZE);
    const { scale } = await wallet.currencyOf(member.merchant_id);
    const total = await repo.countOrders(member.id, input.gameCode);
    const orders = await repo.orders(member.id, input.gameCode, pageSize, (pageNo - 1) * pageSize);
    const subOrders = await repo.subOrdersOf(orders.map((order) => order.id));
    return {
      list: orders.map((order) => {
        const game = lotteryGame(order.game_code);
        return orderView(
          order,
          subOrders,
          game === undefined ? order.game_code : gameName(game, language),
          scale,
        );
      }),
      pageNum: pageNo,
      totalPages: Math.ceil(total / pageSize),
      total,
    };
  }

  async function detail(
    caller: WalletCaller,
    orderId: string,
    language: Language,
  ): Promise<LotteryOrderDetailValue> {
    const member = await memberOf(wallet.deps, caller);
    const order = await repo.order(member.id, orderId);
    if (order === undefined) throw new ApiError('LOTTERY_ORDER_NOT_FOUND');
    const game = gameOrThrow(order.game_code);
    const issue = await repo.issue(order.game_code, order.numero);
    if (issue === undefined) throw new ApiError('LOTTERY_ISSUE_NOT_FOUND');
    const { scale } = await wallet.currencyOf(member.merchant_id);
    return {
      order: orderView(order, await repo.subOrdersOf([order.id]), gameName(game, language), scale),
      issue: issueView(issue, deps.now().toISOString()),
    };
  }

  async function cancel(caller: WalletCaller, subOrderId: string): Promise<LotteryCancelValue> {
    const member = await memberOf(wallet.deps, caller);
    const sub = await repo.subOrder(member.id, subOrderId);
    if (sub === undefined) throw new ApiError('LOTTERY_ORDER_NOT_FOUND');
    const currency = await wallet.currencyOf(member.merchant_id);
    const now = deps.now().toISOString();
    const refunded =
      sub.state === 'placed' &&
      (await repo.transaction(async (tx) => {
        if (!(await repo.holdBettable(tx, sub.game_code, sub.numero, now)))
          throw new ApiError('LOTTERY_CANCEL_CLOSED');
        // Cancelled by a racing request meanwhile: nothing more moves.
        if (!(await repo.closeSubOrder(tx, sub.id, 'cancelled', 0n, now))) return false;
        await wallet.ledger.transfer(
          {
            id: `lottery:refund:${sub.id}`,
            merchantId: member.merchant_id,
            currency: currency.code,
            debit: gameSettlement(LOTTERY_HOUSE_VENDOR),
            credit: memberWallet(member.id),
            amount: BigInt(sub.stake_minor),
            code: 'REFUND',
            reference: `${sub.game_code}:${sub.numero}`,
          },
          tx,
        );
        await betRecords.cancel(tx, sub.id, now);
        return true;
      }));
    const after = await repo.subOrder(member.id, subOrderId);
    if (after === undefined) throw new ApiError('LOTTERY_ORDER_NOT_FOUND');
    // Settled already: the issue closed long ago.
    if (after.state === 'won' || after.state === 'lost') throw new ApiError('LOTTERY_CANCEL_CLOSED');
    return { subOrder: subOrderView(after, currency.scale), refunded, balance: await balanceOf(member) };
  }

  return { place, list, detail, cancel };
}
