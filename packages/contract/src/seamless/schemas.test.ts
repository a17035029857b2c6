import { describe, expect, it } from 'vitest';
import { SEAMLESS_HTTP_STATUS, SEAMLESS_STATUSES } from './constants.ts';
import { SEAMLESS_ACTIONS, seamlessPath } from './paths.ts';
import { seamlessSchemas } from './schemas.ts';

const bet = {
  playerId: '42',
  sessionId: 'AbCdEfGhIjKlMnOpQrStUv',
  transactionId: 'tx-1',
  roundId: 'round-1',
  gameCode: 'dice',
  amount: '1.00',
  timestamp: 1_700_000_000_000,
};

describe('seamless contract', () => {
  it('has a schema pair for every action and an HTTP status for every status', () => {
    expect(Object.keys(seamlessSchemas).sort()).toEqual([...SEAMLESS_ACTIONS].sort());
    for (const status of SEAMLESS_STATUSES) expect(SEAMLESS_HTTP_STATUS[status]).toBeGreaterThanOrEqual(200);
    expect(seamlessPath('OLS', 'bet')).toBe('/seamless/v1/OLS/bet');
  });

  it('takes plain decimal amounts (the currency decides how many decimals count) and refuses unknown fields', () => {
    expect(seamlessSchemas.bet.request.safeParse(bet).success).toBe(true);
    for (const amount of ['1', '1.001', '12.345678'])
      expect(seamlessSchemas.bet.request.safeParse({ ...bet, amount }).success).toBe(true);
    for (const amount of ['1.0000001', '-1.00', '1e2', '', ' 1.00', '1.', '.5'])
      expect(seamlessSchemas.bet.request.safeParse({ ...bet, amount }).success).toBe(false);
    expect(seamlessSchemas.bet.request.safeParse({ ...bet, extra: 1 }).success).toBe(false);
    expect(seamlessSchemas.bet.request.safeParse({ ...bet, timestamp: '1700000000000' }).success).toBe(false);
  });

  it('answers a transaction with its balance, or a bare refusal', () => {
    const ok = { status: 'OK', balance: '9.00', currency: 'PKR', transactionId: 'tx-1' };
    expect(seamlessSchemas.win.response.safeParse(ok).success).toBe(true);
    expect(seamlessSchemas.win.response.safeParse({ status: 'INVALID_SIGNATURE' }).success).toBe(true);
    expect(seamlessSchemas.win.response.safeParse({ status: 'NOPE' }).success).toBe(false);
  });
});
