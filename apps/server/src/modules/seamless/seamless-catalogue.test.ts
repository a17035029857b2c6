/**
 * Bets look their game up in a per-process copy of the catalogue (bet-games.ts): an operator who
 * disables the game still has the next bet refused, on this instance at once and on another
 * instance sharing Redis within a second. Needs a real Redis: TEST_REDIS_URL (see two-instances.ts).
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ACCOUNTS_ENV } from '../../test/accounts-helpers.ts';
import { gameByCode, playerAtDice, send, txId } from '../../test/seamless-helpers.ts';
import type { TestContext } from '../../test/test-app.ts';
import { type TwoInstances, testRedisUrl, twoInstances } from '../../test/two-instances.ts';
import { balanceOf } from '../../test/wallet-helpers.ts';

// Fails the file at once, before any instance starts, when the run has no Redis.
testRedisUrl();

let shared: TwoInstances;

beforeAll(async () => {
  shared = await twoInstances({ redis: true, env: ACCOUNTS_ENV });
});
afterAll(async () => {
  await shared?.close();
});

function bet(t: TestContext, session: { playerId: string; sessionId: string }) {
  const id = txId('catalogue-bet');
  return send(t, 'OLI', 'bet', {
    ...session,
    transactionId: id,
    roundId: `round-${id}`,
    gameCode: 'dice',
    amount: '1.00',
    timestamp: Date.now(),
  });
}

describe('a bet on a game an operator disabled', () => {
  it('is refused at once on the instance that disabled it, and moves nothing', async () => {
    const { a } = shared;
    const { player, session } = await playerAtDice(a, 10_000n);
    const dice = await gameByCode(a, 'OLI', 'dice');
    // The first bet puts the game in this instance's copy.
    expect((await bet(a, session)).body.status).toBe('OK');
    await a.app.games.setGameEnabled(dice.nodeId, false);
    try {
      expect((await bet(a, session)).body.status).toBe('INVALID_REQUEST');
      expect((await balanceOf(a, player)).mainBalance).toBe('99.00');
    } finally {
      await a.app.games.setGameEnabled(dice.nodeId, true);
    }
    expect((await bet(a, session)).body.status).toBe('OK');
  });

  it('is refused on the other instance within a second', async () => {
    const { a, b } = shared;
    const { player, session } = await playerAtDice(a, 10_000n);
    const dice = await gameByCode(a, 'OLI', 'dice');
    expect((await bet(b, session)).body.status).toBe('OK');
    await a.app.games.setGameEnabled(dice.nodeId, false);
    try {
      await vi.waitFor(async () => expect((await bet(b, session)).body.status).toBe('INVALID_REQUEST'), {
        timeout: 1_000,
        interval: 20,
      });
      expect((await balanceOf(b, player)).mainBalance).toBe('99.00');
    } finally {
      await a.app.games.setGameEnabled(dice.nodeId, true);
    }
    await vi.waitFor(async () => expect((await bet(b, session)).body.status).toBe('OK'), {
      timeout: 1_000,
      interval: 20,
    });
  });
});
