/**
 * The console's game catalogue: a game switched off leaves the lobby's lists at once (their cache
 * is dropped) and comes back when switched on; hot marks and order show in the lobby; vendors say
 * whether they are connected; categories take a new order; a catalogue file is previewed as a diff
 * and applied as the vendor's whole catalogue. Every change is audited with before and after, bad
 * input is a translated 4xx, and roles without games.manage change nothing. Runs on SQLite and
 * PostgreSQL (TEST_DATABASE_URL).
 */
import {
  type GameListValue,
  type HotGamesValue,
  type OpsCategory,
  type OpsGame,
  type OpsImportDiff,
  type OpsVendor,
  type VassGameTypeValue,
  errorMessage,
} from '@openlobby/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNTS_ENV, call, valueOf } from '../../test/accounts-helpers.ts';
import { OPS_IP, asOps, operatorWith } from '../../test/members-helpers.ts';
import { type TestContext, createTestApp } from '../../test/test-app.ts';

let t: TestContext;
let marketing: string;
let auditor: string;

beforeAll(async () => {
  t = await createTestApp({
    env: { ...ACCOUNTS_ENV, SEAMLESS_SECRET_AV: 'a-vendor-secret-of-at-least-32-characters' },
  });
  marketing = await operatorWith(t, 'games_marketing', ['marketing']);
  auditor = await operatorWith(t, 'games_auditor', ['auditor']);
});
afterAll(async () => {
  await t.close();
});

const lobbyList = async (query: Record<string, string>) =>
  valueOf<GameListValue>(await call(t, 'GET', '/wps/relay/GCSGAME_gameList', query));
const opsGames = async (query: Record<string, string>) =>
  valueOf<{ content: OpsGame[]; total: number }>(await asOps(t, auditor, 'GET', '/ops/games', query));

async function lastAudit(action: string) {
  return t.database.db
    .selectFrom('audit_log')
    .selectAll()
    .where('action', '=', action)
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
}

/** A small catalogue file of the OPSV vendor. */
const file = (games: { gameCode: string; name: string; minBet?: string }[]) => ({
  vendor: { code: 'OPSV', name: 'Ops Vendor', categories: [{ category: 'RNG' }] },
  games: games.map((game) => ({ category: 'RNG', minBet: '0.10', ...game })),
});

describe('switching games', () => {
  it('takes a game out of the lobby at once and brings it back, audited', async () => {
    const before = await lobbyList({ vassalage: 'OLS', pageSize: '100' });
    const game = before.games[0];
    if (game === undefined) throw new Error('the seed has house slots');

    const off = await asOps(t, marketing, 'PUT', `/ops/games/${game.gameId}`, { enabled: false });
    expect(off).toMatchObject({ status: 200, value: { id: game.gameId, enabled: false } });
    // The lobby's list was cached by the first read: it answers without the game all the same.
    const hidden = await lobbyList({ vassalage: 'OLS', pageSize: '100' });
    expect(hidden.games.map((item) => item.gameId)).not.toContain(game.gameId);
    expect(hidden.total).toBe(before.total - 1);
    const entry = await lastAudit('games.game.update');
    expect(entry).toMatchObject({
      actor: 'operator:games_marketing',
      target: `game:${game.gameId}`,
      address: OPS_IP,
      merchant_id: null,
    });
    expect(JSON.parse(entry.before_state ?? '')).toMatchObject({ enabled: true });
    expect(JSON.parse(entry.after_state ?? '')).toMatchObject({ enabled: false });

    // The console still lists it, switched off.
    const listed = await opsGames({ vendor: 'OLS', enabled: 'false' });
    expect(listed.content.map((row) => row.id)).toContain(game.gameId);

    await asOps(t, marketing, 'PUT', `/ops/games/${game.gameId}`, { enabled: true });
    const back = await lobbyList({ vassalage: 'OLS', pageSize: '100' });
    expect(back.games.map((item) => item.gameId)).toContain(game.gameId);
  });

  it('marks a game hot and orders it first in the lobby', async () => {
    const hot = valueOf<HotGamesValue>(await call(t, 'GET', '/wps/relay/GCSGAME_hotGamesV2', {}));
    const cold = (await opsGames({ vendor: 'OLS', hot: 'false' })).content[0];
    if (cold === undefined) throw new Error('the seed has house slots that are not hot');
    expect(hot.list.map((item) => item.gameId)).not.toContain(cold.id);
    const changed = await asOps(t, marketing, 'PUT', `/ops/games/${cold.id}`, { hot: true, hotOrder: 0 });
    expect(changed).toMatchObject({ value: { hot: true, hotOrder: 0, enabled: true } });
    const after = valueOf<HotGamesValue>(await call(t, 'GET', '/wps/relay/GCSGAME_hotGamesV2', {}));
    expect(after.list.map((item) => item.gameId)).toContain(cold.id);
  });

  it('draws a game icon with the emblem an operator chose, under a new address, and back', async () => {
    const game = (await lobbyList({ vassalage: 'OLS', pageSize: '1' })).games[0];
    if (game === undefined) throw new Error('the seed has house slots');
    const icon = async (url: string) =>
      (await t.app.inject({ method: 'GET', url: `/cdn${url.replace(/\.webp$/, '.svg')}` })).body;
    const before = await icon(game.iconUrl);
    const chosen = await asOps(t, marketing, 'PUT', `/ops/games/${game.gameId}`, { iconSymbol: 'anchor' });
    expect(chosen).toMatchObject({ value: { iconSymbol: 'anchor' } });
    const after = (await lobbyList({ vassalage: 'OLS', pageSize: '1' })).games[0];
    expect(after?.iconUrl).not.toBe(game.iconUrl);
    const drawn = await icon(after?.iconUrl ?? '');
    expect(drawn).toContain('<svg');
    expect(drawn).not.toBe(before);
    expect(JSON.parse((await lastAudit('games.game.update')).after_state ?? '')).toMatchObject({
      iconSymbol: 'anchor',
    });

    await asOps(t, marketing, 'PUT', `/ops/games/${game.gameId}`, { iconSymbol: null });
    const reset = (await lobbyList({ vassalage: 'OLS', pageSize: '1' })).games[0];
    expect(reset?.iconUrl).toBe(game.iconUrl);
    expect(
      await asOps(t, marketing, 'PUT', `/ops/games/${game.gameId}`, { iconSymbol: 'unicorn' }),
    ).toMatchObject({ status: 400 });
  });

  it('pages and filters games by category, vendor, name and state', async () => {
    const all = await opsGames({ pageSize: '5' });
    expect(all.content).toHaveLength(5);
    const second = await opsGames({ pageSize: '5', pageNo: '2' });
    expect(second.content.map((row) => row.id)).not.toContain(all.content[0]?.id);
    const av = await opsGames({ vendor: 'AV', pageSize: '100' });
    expect(av.total).toBe(12);
    expect(new Set(av.content.map((row) => row.vendorCode))).toEqual(new Set(['AV']));
    expect(av.content.every((row) => !row.playable)).toBe(true);
    const named = av.content[0];
    if (named === undefined) throw new Error('AV has games');
    const word = named.nameEn.split(' ')[0]?.slice(0, 3) ?? '';
    const byName = await opsGames({ name: word.toLowerCase(), vendor: 'AV' });
    expect(byName.content.map((row) => row.id)).toContain(named.id);
    const byCategory = await opsGames({ category: 'FISH', pageSize: '100' });
    expect(byCategory.content.every((row) => row.category === 'FISH')).toBe(true);
    expect(byCategory.total).toBeGreaterThan(0);
  });
});

describe('vendors and categories', () => {
  it('says which vendors are connected and which settings they lack', async () => {
    const vendors = valueOf<{ content: OpsVendor[] }>(
      await asOps(t, auditor, 'GET', '/ops/games/vendors'),
    ).content;
    expect(vendors.find((vendor) => vendor.code === 'OLS')).toMatchObject({
      house: true,
      connected: true,
      enabled: true,
    });
    expect(vendors.find((vendor) => vendor.code === 'AV')).toMatchObject({
      house: false,
      secretConfigured: true,
      launchUrlConfigured: false,
      connected: false,
      games: 12,
    });
  });

  it('takes a switched-off vendor out of the lobby at once', async () => {
    expect((await lobbyList({ vassalage: 'AV' })).total).toBe(12);
    const off = await asOps(t, marketing, 'PUT', '/ops/games/vendors/AV/enabled', { enabled: false });
    expect(off.status).toBe(200);
    expect(await call(t, 'GET', '/wps/relay/GCSGAME_gameList', { vassalage: 'AV' })).toMatchObject({
      code: 'VENDOR_NOT_FOUND',
    });
    expect(JSON.parse((await lastAudit('games.vendor.set')).after_state ?? '')).toEqual({ enabled: false });
    await asOps(t, marketing, 'PUT', '/ops/games/vendors/AV/enabled', { enabled: true });
    expect((await lobbyList({ vassalage: 'AV' })).total).toBe(12);
    expect(
      await asOps(t, marketing, 'PUT', '/ops/games/vendors/NOPE/enabled', { enabled: false }, 'UR'),
    ).toMatchObject({
      status: 404,
      code: 'VENDOR_NOT_FOUND',
      message: errorMessage('VENDOR_NOT_FOUND', 'UR'),
    });
  });

  it('reorders the categories in the lobby, and refuses an order that leaves one out', async () => {
    const categories = valueOf<{ content: OpsCategory[] }>(
      await asOps(t, auditor, 'GET', '/ops/games/categories'),
    ).content;
    const reversed = categories.map((category) => category.code).reverse();
    const answer = await asOps(t, marketing, 'PUT', '/ops/games/categories/order', { codes: reversed });
    expect(valueOf<{ content: OpsCategory[] }>(answer).content.map((category) => category.code)).toEqual(
      reversed,
    );
    const types = valueOf<VassGameTypeValue>(
      await call(t, 'GET', '/wps/relay/GCSGAME_getVassGameType', { typeId: '1' }),
    );
    const shown = types.map((type) => type.gameType);
    expect(shown).toEqual(reversed.filter((code) => shown.includes(code)));
    expect(JSON.parse((await lastAudit('games.categories.order')).after_state ?? '')).toEqual({
      order: reversed,
    });

    const partial = await asOps(
      t,
      marketing,
      'PUT',
      '/ops/games/categories/order',
      { codes: reversed.slice(1) },
      'UR',
    );
    expect(partial).toMatchObject({
      status: 400,
      code: 'CATEGORY_ORDER_INCOMPLETE',
      message: errorMessage('CATEGORY_ORDER_INCOMPLETE', 'UR'),
    });
  });
});

describe('catalogue import', () => {
  it('previews a diff without writing, then applies it as the whole catalogue', async () => {
    const first = file([
      { gameCode: 'one', name: 'First Game' },
      { gameCode: 'two', name: 'Second Game' },
    ]);
    const preview = await asOps(t, marketing, 'POST', '/ops/games/import/preview', { catalogue: first });
    expect(preview).toMatchObject({
      status: 200,
      value: { applied: false, diff: { vendorCreated: true, counts: { added: 2, changed: 0, removed: 0 } } },
    });
    expect((await opsGames({ vendor: 'OPSV' })).total).toBe(0);

    await asOps(t, marketing, 'POST', '/ops/games/import', { catalogue: first });
    expect((await opsGames({ vendor: 'OPSV' })).total).toBe(2);

    const second = file([
      { gameCode: 'one', name: 'First Game', minBet: '0.50' },
      { gameCode: 'three', name: 'Third Game' },
    ]);
    const diff = valueOf<{ diff: OpsImportDiff }>(
      await asOps(t, marketing, 'POST', '/ops/games/import/preview', { catalogue: second }),
    ).diff;
    expect(diff).toMatchObject({
      vendorCreated: false,
      counts: { added: 1, changed: 1, removed: 1, unchanged: 0 },
      added: [{ gameCode: 'three' }],
      changed: [{ gameCode: 'one', fields: ['minBet'] }],
      removed: [{ gameCode: 'two' }],
    });
    const applied = valueOf<{ diff: OpsImportDiff; applied: boolean }>(
      await asOps(t, marketing, 'POST', '/ops/games/import', { catalogue: second }),
    );
    expect(applied).toMatchObject({ applied: true, diff: { counts: diff.counts } });
    const enabled = await opsGames({ vendor: 'OPSV', enabled: 'true' });
    expect(enabled.content.map((row) => row.gameCode).sort()).toEqual(['one', 'three']);
    const entry = await lastAudit('games.import');
    expect(entry).toMatchObject({
      actor: 'operator:games_marketing',
      target: 'vendor:OPSV',
      address: OPS_IP,
    });
    expect(JSON.parse(entry.before_state ?? '')).toEqual({ games: 2, enabledGames: 2 });
    expect(JSON.parse(entry.after_state ?? '')).toMatchObject({ removed: ['two'] });
  });

  it('lists what is wrong with a bad file, in the operator language', async () => {
    const bad = { vendor: { code: 'bad code', name: '' }, games: [{ gameCode: 'x' }] };
    const answer = await asOps(t, marketing, 'POST', '/ops/games/import/preview', { catalogue: bad }, 'UR');
    expect(answer).toMatchObject({
      status: 400,
      code: 'CATALOGUE_FILE_INVALID',
      message: errorMessage('CATALOGUE_FILE_INVALID', 'UR'),
    });
    const issues = (answer as { data?: { issues?: { path: string }[] } }).data?.issues ?? [];
    expect(issues.map((issue) => issue.path)).toContain('vendor.code');
  });
});

describe('refusals', () => {
  it('lets the auditor read but change nothing', async () => {
    expect(await asOps(t, auditor, 'PUT', '/ops/games/1', { enabled: false })).toMatchObject({
      status: 403,
      code: 'OPERATOR_FORBIDDEN',
    });
    expect(await asOps(t, auditor, 'POST', '/ops/games/import', { catalogue: file([]) })).toMatchObject({
      status: 403,
    });
  });

  it('answers malformed input with a translated 4xx, never a 5xx', async () => {
    const cases: [string, string, unknown][] = [
      ['PUT', '/ops/games/0', { enabled: false }],
      ['PUT', '/ops/games/abc', { enabled: false }],
      ['PUT', '/ops/games/99999999', { enabled: false }],
      ['PUT', '/ops/games/1', {}],
      ['PUT', '/ops/games/1', { enabled: 'yes' }],
      ['PUT', '/ops/games/1', { sortOrder: -1 }],
      ['PUT', '/ops/games/vendors/lower/enabled', { enabled: true }],
      ['PUT', '/ops/games/categories/order', { codes: ['RNG', 'RNG'] }],
      ['PUT', '/ops/games/categories/order', { codes: ['NOPE'] }],
      ['POST', '/ops/games/import/preview', {}],
      ['POST', '/ops/games/import/preview', { catalogue: 'text' }],
      ['POST', '/ops/games/import', { catalogue: null }],
      ['GET', '/ops/games', { pageSize: '1000' }],
      ['GET', '/ops/games', { enabled: 'maybe' }],
      ['GET', '/ops/games', { category: 'NOPE' }],
      ['GET', '/ops/games', { name: 'a\u0000b' }],
    ];
    for (const [method, url, payload] of cases) {
      const answer = await asOps(t, marketing, method as 'GET' | 'PUT' | 'POST', url, payload, 'UR');
      expect(answer.status, `${method} ${url} ${JSON.stringify(payload)}`).toBeGreaterThanOrEqual(400);
      expect(answer.status, `${method} ${url}`).toBeLessThan(500);
      expect(answer.message, url).toEqual(expect.any(String));
    }
    const notJson = await t.app.inject({
      method: 'POST',
      url: '/ops/games/import/preview',
      payload: '{"catalogue":',
      headers: { authorization: marketing, 'content-type': 'application/json' },
    });
    expect(notJson.statusCode).toBe(400);
  });
});
