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
  type lotteryPlaceOrderRequest,
} from '@openlobby/contract';
import type { z } from 'zod';
import { ApiError } from '../../platform/api-error.ts';
import type { MemberRow } from '../accounts/members.repository.ts';
import { pageOf } from '../games/service.ts';
import { gameSettlement, memberWallet } from '../wallet/accounts.ts';
import { ensureTrialCredit } from '../wallet/balance.ts';
import { betRecords } from '../wallet/bet-records.repository.ts';
import { type WalletCaller, amountOrThrow, checkRange, memberOf, requestNumber } from '../wallet/context.ts';
import { formatMinor } from '../wallet/money.ts';
import { normalSelection, oddsCents } from './bets.ts';
import { type LotteryGameDefinition, lotteryGame, stakeLimits } from './games.ts';
import { currentIssue, issueView } from './issues.ts';
import type { LotteryDeps } from './service.ts';
import { gameName, orderView, subOrderView } from './views.ts';

type PlaceInput = z.output<typeof lotteryPlaceOrderRequest>;
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

  async function place(
    caller: WalletCaller,
    input: PlaceInput,
    language: Language,
  ): Promise<LotteryPlaceOrderValue> {
    const member = await memberOf(wallet.deps, caller);
    const game = gameOrThrow(input.gameCode);
    const currency = await wallet.currencyOf(member.merchant_id);
    const scale = currency.scale;
    const bets = input.bets.map((bet) => {
      if (!game.betTypes.includes(bet.betType)) throw new ApiError('LOTTERY_BET_TYPE_INVALID');
      const selection = normalSelection(bet.betType, bet.selection, game.digits);
      if (selection === null) throw new ApiError('LOTTERY_SELECTION_INVALID', { field: 'selection' });
      const stake = amountOrThrow(bet.stake, scale);
      const limits = stakeLimits(game, scale);
      checkRange(stake, limits.min, limits.max, scale);
      return {
        ...bet,
        selection,
        stake,
        odds: oddsCents(bet.betType, selection, game.digits, input.prizeMode),
      };
    });
    const total = bets.reduce((sum, bet) => sum + bet.stake, 0n);
    const now = deps.now();
    const iso = now.toISOString();
    const issue = await issueOf(game, input.numero, now);
    if (iso < issue.opens_at) throw new ApiError('LOTTERY_ISSUE_NOT_OPEN');
    // A trial member's play credit enters the ledger on first use.
    await ensureTrialCredit(wallet.deps, member, currency);
    const orderId = requestNumber('LO', now, randomBytes(5).toString('hex'));
    const transferId = `lottery:bet:${orderId}`;
    const subOrders = bets.map((bet, index) => ({
      id: `${orderId}-${String(index + 1).padStart(2, '0')}`,
      order_id: orderId,
      merchant_id: member.merchant_id,
      member_id: member.id,
      game_code: game.code,
      numero: issue.numero,
      bet_type: bet.betType,
      selection: bet.selection,
      odds_cents: bet.odds.toString(),
      stake_minor: bet.stake.toString(),
      win_minor: '0',
      state: 'placed',
      created_at: iso,
      updated_at: iso,
    }));
    const order = {
      id: orderId,
      merchant_id: member.merchant_id,
      member_id: member.id,
      game_code: game.code,
      numero: issue.numero,
      prize_mode: input.prizeMode,
      currency: currency.code,
      stake_minor: total.toString(),
      created_at: iso,
    };
    const catalogue = await deps.games.findIconGame(LOTTERY_HOUSE_VENDOR, game.code);
    await repo.transaction(async (tx) => {
      if (!(await repo.holdBettable(tx, game.code, issue.numero, iso)))
        throw new ApiError('LOTTERY_ISSUE_CLOSED');
      const staked = await repo.memberStake(tx, member.id, game.code, issue.numero);
      const limit = stakeLimits(game, scale).perIssue;
      if (staked + total > limit)
        throw new ApiError('LOTTERY_ISSUE_LIMIT', {
          max: formatMinor(limit, scale),
          staked: formatMinor(staked, scale),
        });
      // Refused with INSUFFICIENT_BALANCE by the ledger's guard: the whole transaction rolls back.
      await wallet.ledger.transfer(
        {
          id: transferId,
          merchantId: member.merchant_id,
          currency: currency.code,
          debit: memberWallet(member.id),
          credit: gameSettlement(LOTTERY_HOUSE_VENDOR),
          amount: total,
          code: 'BET',
          reference: `${game.code}:${issue.numero}`,
        },
        tx,
      );
      await repo.insertOrder(tx, order, subOrders);
      await betRecords.open(
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
          placedAt: iso,
        })),
      );
    });
    return {
      order: orderView(order, subOrders, gameName(game, language), scale),
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
