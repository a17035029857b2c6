/**
 * The sweep of dead launch tokens and vendor sessions: what dies is removed, what can still be used
 * stays, a backlog drains in bounded batches, and a round whose session was swept still settles.
 */
import {
  type LaunchGameValue,
  SEAMLESS_LAUNCH_TOKEN_TTL_MS,
  SEAMLESS_SESSION_IDLE_MS,
} from '@openlobby/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNTS_ENV, valueOf } from '../../test/accounts-helpers.ts';
import { gameByCode, launch, launchTokenOf, openSession, send } from '../../test/seamless-helpers.ts';
import { type TestContext, createTestApp } from '../../test/test-app.ts';
import { type Player, expectReconciled, fund, newPlayer } from '../../test/wallet-helpers.ts';
import { createSeamlessRepository } from './repository.ts';
import { createSeamlessSweep } from './sweep.ts';

const VENDOR = 'OLI';
let t: TestContext;
/** Moves the server's clock (and the vendor's timestamps with it). */
let offsetMs = 0;
const now = () => Date.now() + offsetMs;
let dice: Awaited<ReturnType<typeof gameByCode>>;
let player: Player;

beforeAll(async () => {
  t = await createTestApp({ env: ACCOUNTS_ENV, accounts: { now: () => new Date(now()) } });
  dice = await gameByCode(t, VENDOR, 'dice');
  player = await newPlayer(t);
  await fund(t, player, 10_000n);
});
afterAll(async () => {
  await t.close();
});

async function rows(table: 'seamless_launch' | 'seamless_session'): Promise<number> {
  const row = await t.database.db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number | string>().as('total'))
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

async function unusedLaunch(): Promise<string> {
  return launchTokenOf(valueOf<LaunchGameValue>(await launch(t, player, dice)).url);
}

describe('seamless sweep', () => {
  it('removes dead launch tokens and idle sessions, keeps live ones, and a swept round still settles', async () => {
    const session = await openSession(t, player, dice);
    await unusedLaunch();
    const bet = {
      ...session,
      transactionId: 'sweep-bet-1',
      roundId: 'sweep-round-1',
      gameCode: 'dice',
      amount: '5.00',
    };
    expect((await send(t, VENDOR, 'bet', { ...bet, timestamp: now() })).body.status).toBe('OK');

    // Nothing has died yet: the sweep leaves everything in place.
    expect(await t.app.seamlessSweep.sweepOnce()).toEqual({ launches: 0, sessions: 0, bonuses: 0 });
    offsetMs = SEAMLESS_LAUNCH_TOKEN_TTL_MS / 2;
    const fresh = await unusedLaunch();

    offsetMs = SEAMLESS_LAUNCH_TOKEN_TTL_MS + 1_000;
    // The used token and the unused one launched first are dead; the later one lives on.
    expect(await t.app.seamlessSweep.sweepOnce()).toEqual({ launches: 2, sessions: 0, bonuses: 0 });
    expect(await rows('seamless_launch')).toBe(1);
    const auth = await send(t, VENDOR, 'authenticate', { launchToken: fresh, timestamp: now() });
    expect(auth.body.status).toBe('OK');

    offsetMs = SEAMLESS_SESSION_IDLE_MS + SEAMLESS_LAUNCH_TOKEN_TTL_MS + 60_000;
    expect(await t.app.seamlessSweep.sweepOnce()).toEqual({ launches: 1, sessions: 2, bonuses: 0 });
    expect(await rows('seamless_session')).toBe(0);
    expect(await rows('seamless_launch')).toBe(0);
    // The vendor settles the round after the session is gone: wins are never refused for that.
    const win = await send(t, VENDOR, 'win', {
      playerId: session.playerId,
      transactionId: 'sweep-win-1',
      betTransactionId: 'sweep-bet-1',
      roundId: 'sweep-round-1',
      gameCode: 'dice',
      amount: '12.00',
      timestamp: now(),
    });
    expect(win.body).toMatchObject({ status: 'OK', balance: '107.00' });
    const late = await send(t, VENDOR, 'bet', { ...bet, transactionId: 'sweep-bet-2', timestamp: now() });
    expect(late.body.status).toBe('SESSION_EXPIRED');
    offsetMs = 0;
    await expectReconciled(t);
  });

  it('drains a backlog in bounded batches, one batch per table and run', async () => {
    for (let n = 0; n < 5; n += 1) await unusedLaunch();
    const sweep = createSeamlessSweep({
      repository: createSeamlessRepository(t.database.db),
      now: () => new Date(now() + SEAMLESS_LAUNCH_TOKEN_TTL_MS + 1_000),
      batch: 2,
      onError: (error) => {
        throw error;
      },
    });
    const removed = [];
    for (let run = 0; run < 4; run += 1) removed.push((await sweep.sweepOnce()).launches);
    expect(removed).toEqual([2, 2, 1, 0]);
    await sweep.stop();
  });
});
