/**
 * GET /wps/game/launchGame: who may launch what, the URL each kind of vendor answers, the recent
 * games list, and the house games the home screen's HOT tab leads with.
 */
import type { HotGamesValue, LaunchGameValue, RecentGamesValue } from '@openlobby/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNTS_ENV, call, valueOf } from '../../test/accounts-helpers.ts';
import {
  gameByCode,
  launch,
  launchTokenOf,
  send,
  trialPlayer as trialOf,
} from '../../test/seamless-helpers.ts';
import { type TestContext, createTestApp } from '../../test/test-app.ts';
import { type Player, newPlayer } from '../../test/wallet-helpers.ts';

const KGS_SECRET = 'kgs-shared-secret-0123456789abcdef';
let t: TestContext;
let offsetMs = 0;
let player: Player;

beforeAll(async () => {
  t = await createTestApp({
    env: {
      ...ACCOUNTS_ENV,
      SEAMLESS_SECRET_KGS: KGS_SECRET,
      SEAMLESS_LAUNCH_URL_KGS: 'https://games.kingdom.example/play/',
    },
    accounts: { now: () => new Date(Date.now() + offsetMs) },
  });
  player = await newPlayer(t);
});
afterAll(async () => {
  await t.close();
});

async function firstGame(where: { vendor: string } | { supportPlay: false }) {
  const row = await t.database.db
    .selectFrom('game')
    .innerJoin('game_vendor', 'game_vendor.id', 'game.vendor_id')
    .select(['game.id', 'game.game_code', 'game_vendor.code'])
    .$if('vendor' in where, (q) => q.where('game_vendor.code', '=', 'vendor' in where ? where.vendor : ''))
    .$if('supportPlay' in where, (q) => q.where('game.support_play', '=', 0))
    .orderBy('game.id')
    .executeTakeFirstOrThrow();
  return { nodeId: row.id, vendor: row.code, gameCode: row.game_code };
}

describe('house games', () => {
  it('leads the HOT tab with the house slot Spirit Fruits and Classic Dice', async () => {
    const hot = valueOf<HotGamesValue>(await call(t, 'GET', '/wps/relay/GCSGAME_hotGamesV2', {}));
    const top = hot.list
      .slice(0, 2)
      .map((game) => [game.gameName, game.vendorCode, game.nodeId, game.gameCode]);
    expect(top).toEqual([
      ['Spirit Fruits', 'OLS', 1, 'spirit-fruits'],
      ['Classic Dice', 'OLI', (await gameByCode(t, 'OLI', 'dice')).nodeId, 'dice'],
    ]);
    expect((await gameByCode(t, 'OLI', 'dice')).nodeId).toBe(1097);
  });

  it('opens an OLS slot on the slot engine and Classic Dice on the dice engine', async () => {
    const slot = await gameByCode(t, 'OLS', 'spirit-fruits');
    const launched = valueOf<LaunchGameValue>(await launch(t, player, slot));
    expect(launched).toMatchObject({ gameName: 'Spirit Fruits', vendor: 'OLS', nodeId: slot.nodeId });
    expect(launched.url).toMatch(/^\/studio\/slot\/\?launch=[A-Za-z0-9_-]{43}&game=spirit-fruits&lang=EN$/);

    const dice = await gameByCode(t, 'OLI', 'dice');
    const inUrdu = valueOf<LaunchGameValue>(await launch(t, player, dice, { language: 'ur' }));
    expect(inUrdu.url).toMatch(/^\/studio\/dice\/\?launch=[A-Za-z0-9_-]{43}&game=dice&lang=UR$/);
    expect(inUrdu.gameName).toBe('کلاسک ڈائس');
    // Every launch mints its own token.
    expect(launchTokenOf(inUrdu.url)).not.toBe(launchTokenOf(launched.url));
  });

  it('records a launched game among the recent games', async () => {
    const fresh = await newPlayer(t);
    const dice = await gameByCode(t, 'OLI', 'dice');
    await launch(t, fresh, dice);
    const recent = valueOf<RecentGamesValue>(
      await call(t, 'GET', '/wps/relay/GCS_recentGame', {}, { token: fresh.token }),
    );
    expect(recent.list.map((game) => game.nodeId)).toEqual([dice.nodeId]);
  });
});

describe('who may launch', () => {
  it('sends guests and expired sessions to login (401)', async () => {
    const dice = await gameByCode(t, 'OLI', 'dice');
    const guest = await call(t, 'GET', '/wps/game/launchGame', {
      category: 'RNG',
      vendor: 'OLI',
      gameId: String(dice.nodeId),
      nodeId: String(dice.nodeId),
    });
    expect(guest).toMatchObject({ status: 401, code: 'NOT_LOGGED_IN' });

    const idle = await newPlayer(t);
    offsetMs = 31 * 60_000;
    try {
      expect((await launch(t, idle, dice)).status).toBe(401);
    } finally {
      offsetMs = 0;
    }
  });

  it('refuses a member disabled after logging in, as every member endpoint does', async () => {
    const blocked = await newPlayer(t);
    await t.database.db.updateTable('member').set({ disabled: 1 }).where('id', '=', blocked.id).execute();
    expect((await launch(t, blocked, await gameByCode(t, 'OLI', 'dice'))).status).toBe(401);
  });

  it('lets a trial member launch only play-for-fun games, and play them on the trial balance', async () => {
    const trial = await trialOf(t);
    const live = await firstGame({ supportPlay: false });
    expect(await launch(t, trial, live)).toMatchObject({ status: 403, code: 'FREE_REJECT' });

    const dice = await gameByCode(t, 'OLI', 'dice');
    const launched = valueOf<LaunchGameValue>(await launch(t, trial, dice));
    const auth = await send(t, 'OLI', 'authenticate', {
      launchToken: launchTokenOf(launched.url),
      timestamp: Date.now(),
    });
    expect(auth.body).toMatchObject({ status: 'OK', balance: '2000.00', playerId: String(trial.id) });
    const bet = await send(t, 'OLI', 'bet', {
      playerId: String(trial.id),
      sessionId: auth.body.sessionId,
      transactionId: 'trial-bet-1',
      roundId: 'trial-round-1',
      gameCode: 'dice',
      amount: '2000.00',
      timestamp: Date.now(),
    });
    expect(bet.body).toMatchObject({ status: 'OK', balance: '0.00' });
  });
});

describe('what cannot launch', () => {
  it('names unknown games and vendors, and a game of another vendor', async () => {
    const slot = await gameByCode(t, 'OLS', 'spirit-fruits');
    expect(await launch(t, player, { nodeId: 99_999_999, vendor: 'OLS' })).toMatchObject({
      status: 404,
      code: 'GAME_NOT_FOUND',
    });
    expect(await launch(t, player, { nodeId: slot.nodeId, vendor: 'NOPE' })).toMatchObject({
      status: 404,
      code: 'VENDOR_NOT_FOUND',
    });
    expect(await launch(t, player, { nodeId: slot.nodeId, vendor: 'OLI' })).toMatchObject({
      status: 404,
      code: 'GAME_NOT_FOUND',
    });
    const mismatched = await launch(t, player, slot, { gameId: String(slot.nodeId + 1) });
    expect(mismatched.code).toBe('GAME_NOT_FOUND');
  });

  it('refuses a switched-off game with GAME_DISABLED', async () => {
    const game = await firstGame({ vendor: 'LRS' });
    await t.app.games.setGameEnabled(game.nodeId, false);
    try {
      expect(await launch(t, player, game)).toMatchObject({ status: 409, code: 'GAME_DISABLED' });
    } finally {
      await t.app.games.setGameEnabled(game.nodeId, true);
    }
  });

  it('refuses a third-party vendor that is not connected', async () => {
    const game = await firstGame({ vendor: 'SPF' });
    expect(await launch(t, player, game)).toMatchObject({ status: 503, code: 'VENDOR_NOT_CONNECTED' });
  });
});

describe('connected third-party vendor', () => {
  it("opens the vendor's https URL, and the vendor authenticates with its configured secret", async () => {
    const game = await firstGame({ vendor: 'KGS' });
    const launched = valueOf<LaunchGameValue>(await launch(t, player, game));
    expect(launched.url).toMatch(
      new RegExp(
        `^https://games\\.kingdom\\.example/play/\\?launch=[A-Za-z0-9_-]{43}&game=${game.gameCode}&lang=EN$`,
      ),
    );
    const auth = await send(
      t,
      'KGS',
      'authenticate',
      { launchToken: launchTokenOf(launched.url), timestamp: Date.now() },
      { secret: Buffer.from(KGS_SECRET) },
    );
    expect(auth.body).toMatchObject({ status: 'OK', playerId: String(player.id) });
  });
});
