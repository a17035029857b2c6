/**
 * A player sees before the tap whether a game opens: every game and vendor the catalogue serves
 * says so, and every list leads with the games that open, house games included, across pages.
 */
import {
  type FavouriteGamesValue,
  type GameItem,
  type GameListValue,
  type HotGamesValue,
  type MobileGamesValue,
  type RecentGamesValue,
  type VassGameTypeValue,
} from '@openlobby/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedCatalogue } from '../../content/game-catalogue.ts';
import { DEMO_PASSWORD } from '../../seed/demo/members.ts';
import { ACCOUNTS_ENV, call, tokenFor, valueOf } from '../../test/accounts-helpers.ts';
import { TEST_MERCHANT, type TestContext, createTestApp } from '../../test/test-app.ts';
import { playableFirst } from './playable-first.ts';
import { playabilityOf } from './playability.ts';

// One third-party slot vendor connected, as an operator would: secret and launch URL.
const CONNECTED_ENV = {
  ...ACCOUNTS_ENV,
  SEAMLESS_SECRET_LRS: 'lrs-secret-0123456789abcdef0123456789',
  SEAMLESS_LAUNCH_URL_LRS: 'https://lrs.example.test/play',
};

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp({ env: CONNECTED_ENV });
});
afterAll(async () => {
  await t.close();
});

const get = async <T>(path: string, query: Record<string, string>) =>
  valueOf<T>(
    await call(t, 'GET', path.startsWith('/') ? path : `/wps/relay/${path}`, {
      merchant: TEST_MERCHANT,
      ...query,
    }),
  );

/** True while every playable game comes before every other one. */
function leadsWithPlayable(games: readonly Pick<GameItem, 'playable'>[]): boolean {
  const firstClosed = games.findIndex((game) => !game.playable);
  return firstClosed === -1 || games.slice(firstClosed).every((game) => !game.playable);
}

describe('which games open now', () => {
  it('marks house games, house draws with an engine and connected vendors as playable, the rest not', () => {
    const rules = playabilityOf(t.config.seamless);
    expect(rules.game('OLS', 'golden-dragon')).toBe(true);
    expect(rules.game('OLI', 'dice')).toBe(true);
    expect(rules.game('OLI', 'no-such-engine')).toBe(false);
    expect(rules.game('OLE', 'lucky-28')).toBe(true);
    expect(rules.game('OLE', 'keno-20')).toBe(false);
    expect(rules.game('LRS', 'anything')).toBe(true);
    expect(rules.game('SPF', 'anything')).toBe(false);
    expect(rules.vendor('SPF')).toBe(false);
    expect(rules.vendor('OLE')).toBe(true);
  });

  it('serves playable on every game, true exactly for the games a launch would open', async () => {
    const rules = playabilityOf(t.config.seamless);
    const seeded = new Map(
      seedCatalogue().flatMap((file) => file.games.map((game) => [game.name, file.vendor.code] as const)),
    );
    const value = await get<GameListValue>('GCSGAME_gameList', { gameType: 'ALL', pageSize: '100' });
    expect(value.games.length).toBe(100);
    for (const game of value.games) {
      expect(seeded.get(game.gameName)).toBe(game.vassalage);
      expect(game.playable).toBe(rules.game(game.vassalage, game.gameCode));
    }
    const spf = await get<GameListValue>('GCSGAME_gameList', { gameType: 'RNG', vassalage: 'SPF' });
    expect(spf.games.length).toBeGreaterThan(0);
    expect(spf.games.every((game) => !game.playable)).toBe(true);
  });

  it('pages every category list with the playable games first, none lost or repeated at the seam', async () => {
    for (const gameType of ['RNG', 'ELOTT', 'ALL']) {
      const games: GameItem[] = [];
      let total = 0;
      for (let pageNo = 1; pageNo <= 40; pageNo += 1) {
        const value = await get<GameListValue>('GCSGAME_gameList', {
          gameType,
          pageNo: String(pageNo),
          pageSize: '47',
        });
        total = value.total;
        games.push(...value.games);
        if (pageNo >= value.totalPages) break;
      }
      expect(games.length, gameType).toBe(total);
      expect(new Set(games.map((game) => game.gameId)).size, gameType).toBe(total);
      expect(games[0]?.playable, gameType).toBe(true);
      expect(
        games.some((game) => !game.playable),
        gameType,
      ).toBe(true);
      expect(leadsWithPlayable(games), gameType).toBe(true);
    }
  });

  it('leads search results, hot games and the lottery list with playable games', async () => {
    const search = await get<GameListValue>('GCSGAME_gameList', { gameName: 'golden', pageSize: '100' });
    expect(new Set(search.games.map((game) => game.vassalage)).size).toBeGreaterThan(2);
    expect(search.games[0]?.playable).toBe(true);
    expect(leadsWithPlayable(search.games)).toBe(true);

    const hot = await get<HotGamesValue>('GCSGAME_hotGamesV2', {});
    expect(hot.list[0]?.vassalage).toMatch(/^(OLS|OLI|OLE|LRS)$/);
    expect(leadsWithPlayable(hot.list)).toBe(true);

    const lotteries = await get<MobileGamesValue>('/lgw/games/mobile', {});
    expect(lotteries.list[0]?.vassalage).toBe('OLE');
    expect(leadsWithPlayable(lotteries.list)).toBe(true);
  });

  it('marks vendors and lists the playable ones first in each category', async () => {
    const types = await get<VassGameTypeValue>('GCSGAME_getVassGameType', { typeId: '1' });
    const slots = types.find((type) => type.gameType === 'RNG')?.vendorNames ?? [];
    expect(slots.map((vendor) => [vendor.vendor, vendor.playable])).toEqual([
      ['OLS', true],
      ['LRS', true],
      ['OLI', true],
      ['SPF', false],
      ['JCG', false],
      ['KGS', false],
    ]);
  });
});

describe("a member's own lists", () => {
  /** Three games that open now (house slots) and three that do not (a vendor not connected). */
  async function mixedGames(): Promise<{ open: GameItem[]; closed: GameItem[] }> {
    const page = async (vassalage: string) =>
      (await get<GameListValue>('GCSGAME_gameList', { gameType: 'RNG', vassalage, pageSize: '3' })).games;
    const open = await page('OLS');
    const closed = await page('SPF');
    expect(open.every((game) => game.playable)).toBe(true);
    expect(closed.every((game) => !game.playable)).toBe(true);
    return { open, closed };
  }
  /** closed[0], open[0], closed[1], open[1], ...: newest first would interleave them. */
  const interleaved = ({ open, closed }: { open: GameItem[]; closed: GameItem[] }) =>
    closed.flatMap((game, index) => [game, ...(open[index] ? [open[index]] : [])]);
  const ids = (games: readonly GameItem[]) => games.map((game) => game.nodeId);

  it('pages favourites with the playable ones first, each part newest first, none lost at the seam', async () => {
    const token = await tokenFor(t, 'demo_player', DEMO_PASSWORD);
    const games = await mixedGames();
    for (const game of interleaved(games))
      expect(
        (
          await call(
            t,
            'POST',
            '/wps/relay/MCSFE_addFavoriteGameV2',
            { nodeId: game.nodeId, vendor: game.vendorCode },
            { token },
          )
        ).status,
      ).toBe(200);
    const favourites = async (pageNo: number) =>
      valueOf<FavouriteGamesValue>(
        await call(
          t,
          'GET',
          '/wps/relay/MCSFE_getFavoriteGames',
          { pageNo: String(pageNo), pageSize: '4' },
          { token },
        ),
      );
    const first = await favourites(1);
    const second = await favourites(2);
    expect(first).toMatchObject({ total: 6, totalPages: 2, pageNum: 1 });
    expect([...ids(first.content), ...ids(second.content)]).toEqual([
      ...ids(games.open).reverse(),
      ...ids(games.closed).reverse(),
    ]);
    expect((await favourites(3)).content).toEqual([]);
  });

  it('lists recent games with the playable ones first, each part newest first', async () => {
    const trial = valueOf<{ token: string }>(await call(t, 'POST', '/wps/session/login/freeplay', {}));
    const games = await mixedGames();
    for (const game of interleaved(games))
      await call(
        t,
        'GET',
        '/wps/relay/MCS2_addRecentGame',
        { nodeId: String(game.nodeId), vendor: game.vendorCode },
        { token: trial.token },
      );
    const recent = valueOf<RecentGamesValue>(
      await call(t, 'GET', '/wps/relay/GCS_recentGame', {}, { token: trial.token }),
    );
    expect(ids(recent.list)).toEqual([...ids(games.open).reverse(), ...ids(games.closed).reverse()]);
  });
});

describe('playableFirst', () => {
  it('moves playable entries ahead and keeps each part in its order', () => {
    const rows = [1, 2, 3, 4, 5, 6].map((id) => ({ id, playable: id % 3 === 0 }));
    expect(playableFirst(rows, (row) => row.playable).map((row) => row.id)).toEqual([3, 6, 1, 2, 4, 5]);
  });
});
