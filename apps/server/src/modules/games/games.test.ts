import {
  type FavouriteGamesValue,
  type GameListValue,
  type HotGamesValue,
  HOT_GAMES_MAX,
  type MobileGamesValue,
  RECENT_GAMES_MAX,
  type RecentGamesValue,
  type VassGameTypeValue,
  errorMessage,
} from '@openlobby/contract';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedCatalogue } from '../../content/game-catalogue.ts';
import { DEMO_PASSWORD } from '../../seed/demo/members.ts';
import { ACCOUNTS_ENV, call, tokenFor, valueOf } from '../../test/accounts-helpers.ts';
import { TEST_MERCHANT, type TestContext, createTestApp } from '../../test/test-app.ts';
import { catalogueFile } from './catalogue-file.ts';

let t: TestContext;
let player: string;
let agent: string;

beforeAll(async () => {
  t = await createTestApp({ env: ACCOUNTS_ENV });
  player = await tokenFor(t, 'demo_player', DEMO_PASSWORD);
  agent = await tokenFor(t, 'demo_agent', DEMO_PASSWORD);
});
afterAll(async () => {
  await t.close();
});

const list = async (query: Record<string, string>, headers: Record<string, string> = {}) =>
  valueOf<GameListValue>(await call(t, 'GET', '/wps/relay/GCSGAME_gameList', query, { headers }));

describe('seeded catalogue and vendor game types', () => {
  it('lists every category that holds games with its vendors (vendorNames)', async () => {
    const types = valueOf<VassGameTypeValue>(
      await call(t, 'GET', '/wps/relay/GCSGAME_getVassGameType', { typeId: '1', merchant: TEST_MERCHANT }),
    );
    expect(types.map((type) => type.gameType).sort()).toEqual(
      ['ELOTT', 'ESPORTS', 'FISH', 'LIVE', 'LIVESTREAM', 'LOTT', 'PVP', 'RNG', 'SPORTS'].sort(),
    );
    const vendors = new Set(types.flatMap((type) => type.vendorNames.map((vendor) => vendor.vendor)));
    expect(vendors.size).toBeGreaterThanOrEqual(12);
    const esports = types.find((type) => type.gameType === 'ESPORTS');
    expect(esports?.vendorNames).toEqual([
      { vendor: 'AV', displayName: 'AV E-Sports', accountTypeName: 'AV_ESPORTS', playable: false },
    ]);
  });

  it('names categories in Urdu for UR and refuses a typeId other than 1', async () => {
    const types = valueOf<VassGameTypeValue>(
      await call(
        t,
        'GET',
        '/wps/relay/GCSGAME_getVassGameType',
        { typeId: '1' },
        { headers: { language: 'UR' } },
      ),
    );
    expect(types.find((type) => type.gameType === 'RNG')?.name).toBe('سلاٹس');
    const refused = await call(t, 'GET', '/wps/relay/GCSGAME_getVassGameType', { typeId: '2' });
    expect(refused).toMatchObject({ status: 400, code: 'VALIDATION_FAILED' });
  });

  it('seeds files that the import schema accepts unchanged (the seed skips parsing)', () => {
    for (const file of seedCatalogue()) expect(catalogueFile.parse(file)).toEqual(file);
  });

  it('holds at least 1,000 games', async () => {
    const all = await list({});
    expect(all.total).toBeGreaterThanOrEqual(1000);
    expect(all.games).toHaveLength(25);
    expect(all.totalPages).toBe(Math.ceil(all.total / 25));
  });
});

describe('game list', () => {
  it('serves every field of spec section 3, with icons under the upper-case merchant', async () => {
    const page = await list({
      merchant: TEST_MERCHANT,
      platform: 'html5',
      clientType: '2',
      gameType: 'RNG',
      pageNo: '1',
      pageSize: '25',
      language: 'EN',
    });
    const game = page.games[0];
    expect(game).toMatchObject({ gameType: 'RNG', supportPlay: true, showIcon: true });
    expect(game?.nodeId).toBe(game?.gameId);
    expect(game?.vassalage).toBe(game?.vendorCode);
    expect(game?.iconUrl).toMatch(/^\/game-icons\/OPENLOBBY\/[A-Z0-9_]+\/[a-z0-9-]+\.[0-9a-f]{10}\.webp$/);
    expect(game?.mobileLargeIcon).toMatch(/\.large\.webp$/);
    expect(game?.minBet).toMatch(/^\d+\.\d\d$/);
    for (const field of ['roomId', 'lottoMode', 'gameGroupId', 'gameClassifyNew', 'nodeName', 'displayName'])
      expect(game).toHaveProperty(field);
  });

  it('pages to the last page and answers an empty page past it', async () => {
    const first = await list({ gameType: 'ESPORTS', pageSize: '5' });
    expect(first.total).toBe(12);
    expect(first.totalPages).toBe(3);
    const last = await list({ gameType: 'ESPORTS', pageSize: '5', pageNo: '3' });
    expect(last.games).toHaveLength(2);
    expect(last.pageNum).toBe(3);
    const beyond = await list({ gameType: 'ESPORTS', pageSize: '5', pageNo: '4' });
    expect(beyond).toMatchObject({ games: [], pageNum: 4, totalPages: 3 });
    const ids = [
      ...first.games,
      ...(await list({ gameType: 'ESPORTS', pageSize: '5', pageNo: '2' })).games,
      ...last.games,
    ].map((game) => game.gameId);
    expect(new Set(ids).size).toBe(12);
  });

  it('tells the new total on the next page at once when a game is switched off or on', async () => {
    const first = await list({ gameType: 'ESPORTS', pageSize: '5' });
    const game = first.games[0];
    if (game === undefined) throw new Error('no e-sports games');
    await t.app.games.setGameEnabled(game.nodeId, false);
    try {
      const second = await list({ gameType: 'ESPORTS', pageSize: '5', pageNo: '2' });
      expect(second).toMatchObject({ total: first.total - 1, pageNum: 2 });
      expect(second.games.map((listed) => listed.nodeId)).not.toContain(game.nodeId);
    } finally {
      await t.app.games.setGameEnabled(game.nodeId, true);
    }
    expect((await list({ gameType: 'ESPORTS', pageSize: '5', pageNo: '3' })).total).toBe(first.total);
  });

  it('refuses bad paging with its own translated codes, never a 5xx', async () => {
    for (const [query, code] of [
      [{ pageNo: '0' }, 'PAGE_NO_INVALID'],
      [{ pageNo: '-1' }, 'PAGE_NO_INVALID'],
      [{ pageNo: 'abc' }, 'PAGE_NO_INVALID'],
      [{ pageNo: '1.5' }, 'PAGE_NO_INVALID'],
      [{ pageNo: '10001' }, 'PAGE_NO_INVALID'],
      [{ pageSize: '0' }, 'PAGE_SIZE_INVALID'],
      [{ pageSize: '101' }, 'PAGE_SIZE_INVALID'],
      [{ pageSize: 'x' }, 'PAGE_SIZE_INVALID'],
    ] as const) {
      const refused = await call(t, 'GET', '/wps/relay/GCSGAME_gameList', query, {
        headers: { language: 'UR' },
      });
      expect(refused, JSON.stringify(query)).toMatchObject({
        status: 400,
        code,
        message: errorMessage(code, 'UR'),
      });
    }
    expect((await list({ pageSize: '100' })).games).toHaveLength(100);
    expect(await call(t, 'GET', '/wps/relay/GCSGAME_gameList', { pageNo: '1'.repeat(40) })).toMatchObject({
      status: 400,
    });
  });

  it('searches names case-insensitively by word prefix, with the other filters', async () => {
    const dragons = await list({ gameName: 'DRAG', pageSize: '100' });
    expect(dragons.total).toBeGreaterThan(0);
    for (const game of dragons.games) expect(game.gameName.toLowerCase()).toMatch(/(^|[^a-z])drag/);
    const lucky = await list({ gameName: 'lucky dragon', pageSize: '100' });
    for (const game of lucky.games) {
      expect(game.gameName.toLowerCase()).toContain('lucky');
      expect(game.gameName.toLowerCase()).toContain('dragon');
    }
    expect((await list({ gameName: 'zzzzqqq' })).total).toBe(0);
    const cricket = await list({ gameName: 'cric', gameType: 'SPORTS' });
    expect(cricket.games.map((game) => game.gameName)).toEqual(['Cricket']);
  });

  it('filters by vendor (vassalage), e-lottery class, min bet and min line', async () => {
    const vendor = await list({ vassalage: 'av' });
    expect(vendor.total).toBe(12);
    expect(new Set(vendor.games.map((game) => game.vassalage))).toEqual(new Set(['AV']));
    const ssc = await list({ gameType: 'ELOTT', gameClassify: 'SSC' });
    expect(ssc.total).toBeGreaterThan(0);
    for (const game of ssc.games) expect(game.gameClassifyNew).toBe('SSC');
    const cheap = await list({ minBet: '0.10', pageSize: '100' });
    for (const game of cheap.games) expect(game.minBet).toBe('0.10');
    const fewLines = await list({ gameType: 'RNG', minLine: '1', pageSize: '100' });
    for (const game of fewLines.games) expect(game.minLine).toBe(1);
  });

  it('answers VENDOR_NOT_FOUND for an unknown vendor and lists hot games as a category', async () => {
    expect(await call(t, 'GET', '/wps/relay/GCSGAME_gameList', { vassalage: 'NOPE' })).toMatchObject({
      status: 404,
      code: 'VENDOR_NOT_FOUND',
    });
    const hot = await list({ gameType: 'HOT', pageSize: '100' });
    expect(hot.total).toBeGreaterThan(0);
    for (const game of hot.games) expect(game.hot).toBe(true);
    expect(await list({ gameType: 'PROMO' })).toMatchObject({ games: [], total: 0 });
  });

  it('serves Urdu names where a game has one', async () => {
    const page = await list({ gameType: 'SPORTS', gameName: 'cricket' }, { language: 'UR' });
    expect(page.games[0]?.gameName).toBe('کرکٹ');
  });
});

describe('hot games and the lottery list', () => {
  it('serves one hot list per language, at most HOT_GAMES_MAX hot games', async () => {
    const query = { merchantCode: TEST_MERCHANT, isPlatform: '2', platform: 'html5' };
    const hot = valueOf<HotGamesValue>(await call(t, 'GET', '/wps/relay/GCSGAME_hotGamesV2', query));
    expect(hot.list.length).toBeGreaterThan(0);
    expect(hot.list.length).toBeLessThanOrEqual(HOT_GAMES_MAX);
    for (const game of hot.list) expect(game.hot).toBe(true);
  });

  it('lists LOTT and ELOTT games on /lgw/games/mobile', async () => {
    const all = valueOf<MobileGamesValue>(await call(t, 'GET', '/lgw/games/mobile'));
    expect(new Set(all.list.map((game) => game.gameType))).toEqual(new Set(['LOTT', 'ELOTT']));
    const lott = valueOf<MobileGamesValue>(await call(t, 'GET', '/lgw/games/mobile', { gameType: 'LOTT' }));
    expect(lott.list.every((game) => game.gameType === 'LOTT' && game.gameGroupId !== null)).toBe(true);
  });
});

describe("names in the reader's language", () => {
  const DICE = { EN: 'Classic Dice', UR: 'کلاسک ڈائس' } as const;
  /** The house dice as each list names it, asked in `language` by header or by query. */
  async function diceNames(language: 'EN' | 'UR', by: 'header' | 'query'): Promise<Record<string, string>> {
    const asked = by === 'header' ? { headers: { language }, token: player } : { token: player };
    const query = (more: Record<string, string> = {}) => (by === 'query' ? { ...more, language } : more);
    const get = async <T>(path: string, more?: Record<string, string>) =>
      valueOf<T>(await call(t, 'GET', `/wps/relay/${path}`, query(more), asked));
    const named = (games: readonly { gameCode: string; gameName: string; displayName: string }[]) => {
      const dice = games.find((game) => game.gameCode === 'dice');
      expect(dice?.displayName).toBe(dice?.gameName);
      return dice?.gameName ?? 'missing';
    };
    return {
      lobby: named((await get<GameListValue>('GCSGAME_gameList', { vassalage: 'OLI' })).games),
      search: named((await get<GameListValue>('GCSGAME_gameList', { gameName: 'dice' })).games),
      hot: named(
        (await get<HotGamesValue>('GCSGAME_hotGamesV2', { isPlatform: '2', platform: 'html5' })).list,
      ),
      favourites: named((await get<FavouriteGamesValue>('MCSFE_getFavoriteGames')).content),
      recent: named((await get<RecentGamesValue>('GCS_recentGame')).list),
    };
  }

  it('names a game in the language of the request in every list: lobby, search, hot, favourites, recent', async () => {
    const dice = (await list({ vassalage: 'OLI' })).games.find((game) => game.gameCode === 'dice');
    if (dice === undefined) throw new Error('no house dice');
    const ref = { nodeId: dice.nodeId, vendor: dice.vendorCode };
    await call(t, 'POST', '/wps/relay/MCSFE_addFavoriteGameV2', ref, { token: player });
    await call(t, 'GET', '/wps/relay/MCS2_addRecentGame', { nodeId: String(dice.nodeId) }, { token: player });
    try {
      for (const language of ['EN', 'UR'] as const)
        for (const by of ['header', 'query'] as const) {
          const names = await diceNames(language, by);
          expect(names, `${language} by ${by}`).toEqual({
            lobby: DICE[language],
            search: DICE[language],
            hot: DICE[language],
            favourites: DICE[language],
            recent: DICE[language],
          });
        }
    } finally {
      await call(
        t,
        'DELETE',
        '/wps/relay/MCSFE_removeFavoriteGameV2',
        {
          nodeId: String(dice.nodeId),
          vendor: dice.vendorCode,
        },
        { token: player },
      );
    }
  });

  it('falls back to the English name where the catalogue has no Urdu one', async () => {
    const page = await list({ vassalage: 'SPF', pageSize: '5' }, { language: 'UR' });
    const english = await list({ vassalage: 'SPF', pageSize: '5' }, { language: 'EN' });
    expect(page.games.map((game) => game.gameName)).toEqual(english.games.map((game) => game.gameName));
  });
});

describe('favourites', () => {
  const FAV = '/wps/relay/MCSFE_addFavoriteGameV2';
  const UNFAV = '/wps/relay/MCSFE_removeFavoriteGameV2';
  const LIST = '/wps/relay/MCSFE_getFavoriteGames';

  it('sends guests to log in', async () => {
    expect(await call(t, 'POST', FAV, { nodeId: 1, vendor: 'OLS' })).toMatchObject({
      status: 401,
      code: 'NOT_LOGGED_IN',
    });
    expect(await call(t, 'GET', LIST)).toMatchObject({ status: 401, code: 'NOT_LOGGED_IN' });
  });

  it('adds and removes idempotently, per member, newest first', async () => {
    const games = (await list({ gameType: 'FISH', pageSize: '3' })).games;
    for (const game of games) {
      const added = await call(
        t,
        'POST',
        FAV,
        { nodeId: game.nodeId, vendor: game.vendorCode },
        { token: player },
      );
      expect(valueOf(added)).toEqual({ nodeId: game.nodeId, favourite: true });
    }
    const first = games[0];
    if (first === undefined) throw new Error('no fish games');
    // Adding again changes nothing (and keeps the first time's place).
    await call(t, 'POST', FAV, { nodeId: first.nodeId, vendor: first.vendorCode }, { token: player });
    const mine = valueOf<FavouriteGamesValue>(
      await call(t, 'GET', LIST, { pageNo: '1', pageSize: '15', language: 'EN' }, { token: player }),
    );
    expect(mine.total).toBe(3);
    expect(mine.content.map((game) => game.nodeId)).toEqual(games.map((game) => game.nodeId).reverse());
    expect(mine).toMatchObject({ pageNum: 1, totalPages: 1 });
    const ids = valueOf<{ list: { nodeId: number }[] }>(
      await call(t, 'GET', '/wps/relay/MCSFE_getFavoriteGamesList', undefined, { token: player }),
    );
    expect(ids.list).toHaveLength(3);

    const theirs = valueOf<FavouriteGamesValue>(await call(t, 'GET', LIST, {}, { token: agent }));
    expect(theirs.total).toBe(0);

    const query = { nodeId: String(first.nodeId), vendor: first.vendorCode };
    expect(valueOf(await call(t, 'DELETE', UNFAV, query, { token: player }))).toEqual({
      nodeId: first.nodeId,
      favourite: false,
    });
    expect(valueOf(await call(t, 'DELETE', UNFAV, query, { token: player }))).toEqual({
      nodeId: first.nodeId,
      favourite: false,
    });
    expect(valueOf<FavouriteGamesValue>(await call(t, 'GET', LIST, {}, { token: player })).total).toBe(2);
    const paged = valueOf<FavouriteGamesValue>(
      await call(t, 'GET', LIST, { pageSize: '1', pageNo: '2' }, { token: player }),
    );
    expect(paged).toMatchObject({ pageNum: 2, totalPages: 2 });
    expect(await call(t, 'GET', LIST, { pageSize: '101' }, { token: player })).toMatchObject({
      code: 'PAGE_SIZE_INVALID',
    });
  });

  it('refuses an unknown game, a mismatched vendor and a disabled game; hides a disabled favourite', async () => {
    expect(await call(t, 'POST', FAV, { nodeId: 99_999_999, vendor: 'OLS' }, { token: agent })).toMatchObject(
      {
        status: 404,
        code: 'GAME_NOT_FOUND',
      },
    );
    const game = (await list({ gameType: 'LIVE', pageSize: '1' })).games[0];
    if (game === undefined) throw new Error('no live games');
    expect(await call(t, 'POST', FAV, { nodeId: game.nodeId, vendor: 'AV' }, { token: agent })).toMatchObject(
      {
        code: 'GAME_NOT_FOUND',
      },
    );
    await call(t, 'POST', FAV, { nodeId: game.nodeId, vendor: game.vendorCode }, { token: agent });
    await t.app.games.setGameEnabled(game.nodeId, false);
    try {
      expect(
        await call(t, 'POST', FAV, { nodeId: game.nodeId, vendor: game.vendorCode }, { token: agent }),
      ).toMatchObject({
        code: 'GAME_NOT_FOUND',
      });
      expect(valueOf<FavouriteGamesValue>(await call(t, 'GET', LIST, {}, { token: agent })).total).toBe(0);
      const search = await call(t, 'GET', '/wps/relay/GCSGAME_gameList', {
        vassalage: game.vendorCode,
        gameType: 'LIVE',
        pageSize: '100',
      });
      const ids = valueOf<GameListValue>(search).games.map((listed) => listed.nodeId);
      expect(ids).not.toContain(game.nodeId);
    } finally {
      await t.app.games.setGameEnabled(game.nodeId, true);
    }
  });

  it('lets a free-trial member keep favourites (spec 6 refuses them nothing here)', async () => {
    const trial = valueOf<{ token: string }>(await call(t, 'POST', '/wps/session/login/freeplay', {}));
    const game = (await list({ gameType: 'PVP', pageSize: '1' })).games[0];
    if (game === undefined) throw new Error('no pvp games');
    const added = await call(
      t,
      'POST',
      FAV,
      { nodeId: game.nodeId, vendor: game.vendorCode },
      { token: trial.token },
    );
    expect(added.status).toBe(200);
  });
});

describe('recent games', () => {
  const ADD = '/wps/relay/MCS2_addRecentGame';
  const RECENT = '/wps/relay/GCS_recentGame';

  it('keeps the newest plays first, each game once, at most RECENT_GAMES_MAX', async () => {
    const trial = valueOf<{ token: string }>(await call(t, 'POST', '/wps/session/login/freeplay', {}));
    const games = (await list({ gameType: 'RNG', pageSize: String(RECENT_GAMES_MAX + 5) })).games;
    for (const game of games)
      expect(
        (
          await call(
            t,
            'GET',
            ADD,
            { nodeId: String(game.nodeId), vendor: game.vendorCode },
            { token: trial.token },
          )
        ).status,
      ).toBe(200);
    const first = games[0];
    if (first === undefined) throw new Error('no games');
    // Playing the oldest (already dropped) game again brings it back to the top.
    await call(t, 'GET', ADD, { nodeId: String(first.nodeId) }, { token: trial.token });
    const recent = valueOf<RecentGamesValue>(await call(t, 'GET', RECENT, {}, { token: trial.token }));
    expect(recent.list).toHaveLength(RECENT_GAMES_MAX);
    expect(recent.list[0]?.nodeId).toBe(first.nodeId);
    expect(recent.list[1]?.nodeId).toBe(games.at(-1)?.nodeId);
    expect(new Set(recent.list.map((game) => game.nodeId)).size).toBe(RECENT_GAMES_MAX);
  });

  it('refuses guests and unknown games', async () => {
    expect(await call(t, 'GET', RECENT)).toMatchObject({ status: 401, code: 'NOT_LOGGED_IN' });
    expect(await call(t, 'GET', ADD, { nodeId: '99999999' }, { token: player })).toMatchObject({
      status: 404,
      code: 'GAME_NOT_FOUND',
    });
    expect(await call(t, 'GET', ADD, { nodeId: 'x' }, { token: player })).toMatchObject({ status: 400 });
  });
});

describe('game icons', () => {
  it('links WebP icons, 240 and 480 px wide, cacheable under the upper-case merchant path', async () => {
    const game = (await list({ gameType: 'RNG', pageSize: '1' })).games[0];
    if (game === undefined) throw new Error('no games');
    const response = await t.app.inject({ method: 'GET', url: `/cdn${game.iconUrl}` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/webp');
    expect(response.headers['cache-control']).toContain('immutable');
    expect(await sharp(response.rawPayload).metadata()).toMatchObject({
      format: 'webp',
      width: 240,
      height: 240,
    });
    const again = await t.app.inject({
      method: 'GET',
      url: `/cdn${game.iconUrl}`,
      headers: { 'if-none-match': String(response.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    const large = await t.app.inject({ method: 'GET', url: `/cdn${game.mobileLargeIcon}` });
    expect(await sharp(large.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 480 });
    // Drawn, not blank: a gradient, a motif and white lettering.
    const { channels } = await sharp(large.rawPayload).stats();
    expect(channels.every((channel) => channel.stdev > 10)).toBe(true);
    const lower = await t.app.inject({
      method: 'GET',
      url: `/cdn${game.iconUrl.replace('OPENLOBBY', 'openlobby')}`,
    });
    expect(lower.statusCode).toBe(404);
    for (const format of ['webp', 'svg', 'png']) {
      const missing = await t.app.inject({
        method: 'GET',
        url: `/cdn/game-icons/OPENLOBBY/OLS/nope.0123456789.${format}`,
      });
      expect(missing.statusCode).toBe(404);
    }
  });

  it('still serves the drawing itself as SVG, with its own ETag', async () => {
    const game = (await list({ gameType: 'RNG', pageSize: '1' })).games[0];
    if (game === undefined) throw new Error('no games');
    const svgUrl = `/cdn${game.mobileLargeIcon.replace(/\.webp$/, '.svg')}`;
    const svg = await t.app.inject({ method: 'GET', url: svgUrl });
    expect(svg.headers['content-type']).toContain('image/svg+xml');
    expect(svg.body).toContain('width="480"');
    const webp = await t.app.inject({ method: 'GET', url: `/cdn${game.mobileLargeIcon}` });
    expect(webp.headers.etag).not.toBe(svg.headers.etag);
    const crossed = await t.app.inject({
      method: 'GET',
      url: svgUrl,
      headers: { 'if-none-match': String(webp.headers.etag) },
    });
    expect(crossed.statusCode).toBe(200);
  });
});
