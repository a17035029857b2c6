import { type GameCentreValue, type VassGameTypeValue } from '@openlobby/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNTS_ENV, call, valueOf } from '../../test/accounts-helpers.ts';
import { type TestContext, createTestApp } from '../../test/test-app.ts';

let t: TestContext;
let slotVendors: string[];

beforeAll(async () => {
  t = await createTestApp({ env: ACCOUNTS_ENV });
  const types = valueOf<VassGameTypeValue>(
    await call(t, 'GET', '/wps/relay/GCSGAME_getVassGameType', { typeId: '1' }),
  );
  slotVendors = types.find((type) => type.gameType === 'RNG')?.vendorNames.map((v) => v.vendor) ?? [];
});
afterAll(async () => {
  await t.close();
});

const centre = async (query: Record<string, string>, headers: Record<string, string> = {}) =>
  valueOf<GameCentreValue>(await call(t, 'GET', '/wps/games/centre', query, { headers }));

describe('game centre pages (GET /wps/games/centre)', () => {
  it('pages one category, 24 a page by default, every game once, and an empty page past the end', async () => {
    const first = await centre({ gameType: 'esports', pageSize: '5' });
    expect(first).toMatchObject({ total: 12, totalPages: 3, pageNum: 1 });
    const second = await centre({ gameType: 'ESPORTS', pageSize: '5', pageNo: '2' });
    const third = await centre({ gameType: 'ESPORTS', pageSize: '5', pageNo: '3' });
    const ids = [...first.games, ...second.games, ...third.games].map((game) => game.nodeId);
    expect(new Set(ids).size).toBe(12);
    for (const game of [...first.games, ...second.games, ...third.games])
      expect(game.gameType).toBe('ESPORTS');
    expect(await centre({ gameType: 'ESPORTS', pageSize: '5', pageNo: '4' })).toMatchObject({ games: [] });
    const slots = await centre({ gameType: 'RNG' });
    expect(slots.games).toHaveLength(24);
    expect(slots.total).toBeGreaterThan(100);
  });

  it("narrows to one vendor's slot games, and refuses an unknown vendor", async () => {
    const vendor = slotVendors[0];
    if (vendor === undefined) throw new Error('no slot vendor');
    const page = await centre({ gameType: 'RNG', vendor: vendor.toLowerCase(), pageSize: '60' });
    expect(page.total).toBeGreaterThan(0);
    for (const game of page.games) expect(game).toMatchObject({ vassalage: vendor, gameType: 'RNG' });
    expect(await call(t, 'GET', '/wps/games/centre', { gameType: 'RNG', vendor: 'NOPE' })).toMatchObject({
      status: 404,
      code: 'VENDOR_NOT_FOUND',
    });
  });

  it('lists New most recently added first, Hot only hot games, Jackpot only jackpot titles', async () => {
    const vendor = slotVendors[0] ?? '';
    const newest = await centre({ gameType: 'RNG', vendor, collection: 'new', pageSize: '30' });
    const ids = newest.games.map((game) => game.nodeId);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    const all = await centre({ gameType: 'RNG', vendor, pageSize: '30' });
    expect(newest.total).toBe(all.total);
    expect(ids).not.toEqual(all.games.map((game) => game.nodeId));

    const hot = await centre({ gameType: 'RNG', collection: 'hot', pageSize: '60' });
    expect(hot.total).toBeGreaterThan(0);
    expect(hot.total).toBeLessThan((await centre({ gameType: 'RNG' })).total);
    for (const game of hot.games) expect(game).toMatchObject({ hot: true, gameType: 'RNG' });

    const jackpot = await centre({ gameType: 'RNG', collection: 'jackpot', pageSize: '60' });
    expect(jackpot.total).toBeGreaterThan(0);
    for (const game of jackpot.games) {
      expect(game.gameName).toMatch(/\bJackpot/i);
      expect(game.gameType).toBe('RNG');
    }
  });

  it('searches by word prefix within the category and collection, in the reader’s language', async () => {
    const dragons = await centre({ gameType: 'RNG', gameName: 'DRAG', pageSize: '60' });
    expect(dragons.total).toBeGreaterThan(0);
    for (const game of dragons.games) {
      expect(game.gameName.toLowerCase()).toMatch(/(^|[^a-z])drag/);
      expect(game.gameType).toBe('RNG');
    }
    const jackpotDragons = await centre({ gameType: 'RNG', collection: 'jackpot', gameName: 'drag' });
    expect(jackpotDragons.total).toBeLessThanOrEqual(dragons.total);
    for (const game of jackpotDragons.games) expect(game.gameName).toMatch(/Drag.*Jackpot|Jackpot.*Drag/i);
    expect((await centre({ gameType: 'RNG', gameName: 'zzzzqqq' })).total).toBe(0);
    const cricket = await centre({ gameType: 'SPORTS', gameName: 'cricket' }, { language: 'UR' });
    expect(cricket.games[0]?.gameName).toBe('کرکٹ');
  });

  it('refuses a request without a holding category, a page too large, a bad collection', async () => {
    for (const query of [
      {},
      { gameType: 'ALL' },
      { gameType: 'HOT' },
      { gameType: 'RNG', pageSize: '61' },
      { gameType: 'RNG', pageNo: '0' },
      { gameType: 'RNG', collection: 'best' },
    ]) {
      expect(await call(t, 'GET', '/wps/games/centre', query), JSON.stringify(query)).toMatchObject({
        status: 400,
        code: 'VALIDATION_FAILED',
      });
    }
  });
});
