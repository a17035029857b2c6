import { describe, expect, it } from 'vitest';
import { LOTTERY_MAX_BETS_PER_ORDER } from './constants.ts';
import { lotteryEndpoints } from './endpoints.ts';
import { lotteryPaths } from './paths.ts';
import { lotteryDrawVerifyRequest, lotteryPlaceOrderRequest } from './schemas.ts';

const order = {
  gameCode: '1-minute-28',
  numero: '202611230421',
  prizeMode: 'Elott',
  bets: [{ betType: 'STRAIGHT', selection: '073', stake: '1.00' }],
};

describe('lottery contract', () => {
  it('has an endpoint for every path, members only where money or orders are involved', () => {
    expect(Object.keys(lotteryEndpoints).sort()).toEqual(Object.keys(lotteryPaths).sort());
    const members = Object.values(lotteryPaths).filter((path) => path.token === 'required');
    expect(members.map((path) => path.name).sort()).toEqual([
      'lotteryCancelSubOrder',
      'lotteryOrderDetail',
      'lotteryOrders',
      'lotteryPlaceOrder',
      'lotteryRecentMenu',
      'lotteryVnRecentMenu',
    ]);
  });

  it('reads an order strictly: unknown fields, unknown prize modes and too many bets are refused', () => {
    expect(lotteryPlaceOrderRequest.safeParse(order).success).toBe(true);
    expect(lotteryPlaceOrderRequest.safeParse({ ...order, numbers: '073' }).success).toBe(false);
    expect(lotteryPlaceOrderRequest.safeParse({ ...order, prizeMode: 'elott' }).success).toBe(false);
    expect(lotteryPlaceOrderRequest.safeParse({ ...order, bets: [] }).success).toBe(false);
    const many = Array.from({ length: LOTTERY_MAX_BETS_PER_ORDER + 1 }, () => order.bets[0]);
    expect(lotteryPlaceOrderRequest.safeParse({ ...order, bets: many }).success).toBe(false);
    expect(lotteryPlaceOrderRequest.safeParse({ ...order, gameCode: '../x' }).success).toBe(false);
  });

  it('takes a seed to verify as 64 hex digits only', () => {
    const verify = { gameCode: '1-minute-28', numero: '202611230421' };
    expect(lotteryDrawVerifyRequest.safeParse({ ...verify, seed: 'ab'.repeat(32) }).success).toBe(true);
    expect(lotteryDrawVerifyRequest.safeParse({ ...verify, seed: 'ab'.repeat(31) }).success).toBe(false);
    expect(lotteryDrawVerifyRequest.safeParse({ ...verify, seed: 'zz'.repeat(32) }).success).toBe(false);
  });
});
