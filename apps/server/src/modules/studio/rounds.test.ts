/**
 * The studio's rounds against an in-memory seamless wallet (test/studio-fake-wallet.ts) and the
 * real studio tables: money moves by exactly stake - win, a refused bet plays nothing, an
 * unanswered win keeps the round pending and is retried with the same transaction id, and two
 * taps at once play one round.
 */
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from '../../platform/api-error.ts';
import { fakeWallet, type FakeWallet } from '../../test/studio-fake-wallet.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { seedHash } from './engine/fair.ts';
import { createStudioRepository } from './repository.ts';
import { createStudioService, type StudioService } from './service.ts';
import { verifyRound } from './verify.ts';

let t: TestContext;
let wallet: FakeWallet;
let studio: StudioService;
/** Moves the studio's clock. */
let offsetMs = 0;

beforeAll(async () => {
  t = await createTestApp();
  wallet = fakeWallet(10_000);
  studio = createStudioService({
    repo: createStudioRepository(t.database.db),
    wallet,
    now: () => new Date(Date.now() + offsetMs),
  });
});
afterAll(async () => {
  await t.close();
});

const start = (engine: 'slot' | 'dice' = 'slot') =>
  studio.start({
    launchToken: wallet.issueLaunchToken(),
    engine,
    gameCode: engine === 'dice' ? 'dice' : 'golden-dragon',
  });

const cents = (amount: string) => Math.round(Number(amount) * 100);

async function refusedWith(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error.code;
    throw error;
  }
  return 'played';
}

describe('studio rounds', () => {
  it('moves the balance by exactly stake - win and shows the wallet balance', async () => {
    const session = await start();
    let expected = wallet.balanceMinor;
    for (let i = 0; i < 5; i += 1) {
      const { round, session: after } = await studio.play(session.sessionToken, { stake: '1.00' });
      expected += cents(round.win) - cents(round.stake);
      expect(wallet.balanceMinor).toBe(expected);
      expect(cents(after.balance)).toBe(expected);
      expect(cents(round.net)).toBe(cents(round.win) - cents(round.stake));
      expect(round.status).toBe('settled');
    }
  });

  it('commits to each seed before play, reveals it after and uses a fresh one next', async () => {
    const session = await start();
    const first = await studio.play(session.sessionToken, { stake: '0.20' });
    expect(first.round.serverSeedHash).toBe(session.nextServerSeedHash);
    expect(seedHash(first.round.serverSeed)).toBe(session.nextServerSeedHash);
    expect(first.session.nextServerSeedHash).not.toBe(session.nextServerSeedHash);
    expect(first.session.nextNonce).toBe(1);
    const second = await studio.play(session.sessionToken, { stake: '0.20' });
    expect(second.round.serverSeedHash).toBe(first.session.nextServerSeedHash);
    expect(second.round.nonce).toBe(1);
  });

  it('recomputes a played round on verify, and reports a seed that does not match its hash', async () => {
    const session = await start('dice');
    await studio.setClientSeed(session.sessionToken, 'my own seed');
    const dice = { chance: 4000, direction: 'over' as const };
    const { round } = await studio.play(session.sessionToken, { stake: '1.00', dice });
    expect(round.clientSeed).toBe('my own seed');
    const checked = verifyRound({
      engine: 'dice',
      serverSeed: round.serverSeed,
      serverSeedHash: round.serverSeedHash,
      clientSeed: round.clientSeed,
      nonce: round.nonce,
      dice,
    });
    expect(checked.hashMatches).toBe(true);
    expect(checked.outcome).toEqual(round.outcome);
    const tampered = verifyRound({
      engine: 'dice',
      serverSeed:
        `0${round.serverSeed.slice(1)}` === round.serverSeed
          ? `1${round.serverSeed.slice(1)}`
          : `0${round.serverSeed.slice(1)}`,
      serverSeedHash: round.serverSeedHash,
      clientSeed: round.clientSeed,
      nonce: round.nonce,
      dice,
    });
    expect(tampered.hashMatches).toBe(false);
  });

  it('refuses a stake it does not offer, and a round the balance cannot cover moves nothing', async () => {
    const session = await start();
    expect(await refusedWith(studio.play(session.sessionToken, { stake: '0.30' }))).toBe(
      'STUDIO_STAKE_INVALID',
    );
    const before = wallet.balanceMinor;
    wallet.balanceMinor = 10;
    expect(await refusedWith(studio.play(session.sessionToken, { stake: '0.20' }))).toBe(
      'STUDIO_INSUFFICIENT_FUNDS',
    );
    expect(wallet.balanceMinor).toBe(10);
    expect(await studio.rounds(session.sessionToken)).toEqual([]);
    // The seed was never used: the next round still plays the committed one.
    wallet.balanceMinor = before;
    const { round } = await studio.play(session.sessionToken, { stake: '0.20' });
    expect(round.serverSeedHash).toBe(session.nextServerSeedHash);
    expect(round.nonce).toBe(0);
  });

  it('keeps a round pending while the win is unanswered and settles it with the same id later', async () => {
    const session = await start();
    wallet.failWins = 3;
    const { round } = await studio.play(session.sessionToken, { stake: '1.00' });
    expect(round.status).toBe('pending');
    expect(await refusedWith(studio.play(session.sessionToken, { stake: '1.00' }))).toBe('played');
    const winIds = wallet.calls.filter((call) => call.startsWith(`win ${round.roundId}`));
    expect(new Set(winIds.map((call) => call.split(' ')[1])).size).toBe(1);
    expect(winIds.length).toBe(4);
    const history = await studio.rounds(session.sessionToken);
    expect(history.find((r) => r.roundId === round.roundId)?.status).toBe('settled');
  });

  it('pays an unanswered win later even when the player never comes back', async () => {
    const session = await start();
    wallet.failWins = 3;
    const { round } = await studio.play(session.sessionToken, { stake: '1.00' });
    expect(round.status).toBe('pending');
    const before = wallet.balanceMinor;
    expect(await studio.settleUnanswered()).toBe(1);
    expect(wallet.balanceMinor).toBe(before + cents(round.win));
    expect(await studio.settleUnanswered()).toBe(0);
  });

  it('rolls back a bet whose answer was lost, and plays nothing', async () => {
    const session = await start();
    const before = wallet.balanceMinor;
    wallet.loseBetAnswers = 1;
    expect(await refusedWith(studio.play(session.sessionToken, { stake: '1.00' }))).toBe(
      'STUDIO_WALLET_UNAVAILABLE',
    );
    expect(wallet.balanceMinor).toBe(before);
    expect(await studio.rounds(session.sessionToken)).toEqual([]);
    expect((await studio.play(session.sessionToken, { stake: '1.00' })).round.nonce).toBe(0);
  });

  it('frees a session whose round was cut off mid-bet, once that bet is rolled back', async () => {
    const session = await start();
    const id = createHash('sha256').update(session.sessionToken).digest('hex');
    const repo = createStudioRepository(t.database.db);
    // A request that claimed the session and died before recording its round.
    expect(await repo.claim(id, 'rcrashed', new Date().toISOString())).toBe(true);
    expect(await refusedWith(studio.play(session.sessionToken, { stake: '1.00' }))).toBe(
      'STUDIO_ROUND_IN_PROGRESS',
    );
    offsetMs = 61_000;
    try {
      expect(await refusedWith(studio.play(session.sessionToken, { stake: '1.00' }))).toBe('played');
      expect(wallet.calls).toContain('rollback rcrashed-bet');
    } finally {
      offsetMs = 0;
    }
  });

  it('never charges two taps at once beyond what was played, nor below zero', async () => {
    const session = await start();
    wallet.balanceMinor = 150;
    const results = await Promise.all([
      refusedWith(studio.play(session.sessionToken, { stake: '1.00' })),
      refusedWith(studio.play(session.sessionToken, { stake: '1.00' })),
    ]);
    const rounds = await studio.rounds(session.sessionToken);
    expect(rounds).toHaveLength(results.filter((result) => result === 'played').length);
    for (const result of results) {
      expect(['played', 'STUDIO_ROUND_IN_PROGRESS', 'STUDIO_INSUFFICIENT_FUNDS']).toContain(result);
    }
    const net = rounds.reduce((sum, round) => sum + cents(round.win) - cents(round.stake), 0);
    expect(wallet.balanceMinor).toBe(150 + net);
    expect(wallet.balanceMinor).toBeGreaterThanOrEqual(0);
  });

  it('lets exactly one of two claims on a session hold it', async () => {
    const session = await start();
    const repo = createStudioRepository(t.database.db);
    const id = createHash('sha256').update(session.sessionToken).digest('hex');
    const now = new Date().toISOString();
    const claims = await Promise.all([repo.claim(id, 'ra', now), repo.claim(id, 'rb', now)]);
    expect(claims.filter(Boolean)).toHaveLength(1);
  });

  it('starts one session per launch token', async () => {
    const launchToken = wallet.issueLaunchToken();
    await studio.start({ launchToken, engine: 'slot', gameCode: 'golden-dragon' });
    expect(await refusedWith(studio.start({ launchToken, engine: 'slot', gameCode: 'golden-dragon' }))).toBe(
      'STUDIO_LAUNCH_INVALID',
    );
    expect(
      await refusedWith(
        studio.start({ launchToken: wallet.issueLaunchToken(), engine: 'dice', gameCode: 'golden-dragon' }),
      ),
    ).toBe('GAME_NOT_FOUND');
  });
});
