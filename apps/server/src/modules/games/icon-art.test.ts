/**
 * Game icons read as a lobby's artwork: a themed emblem per game and the vendor's badge, with the
 * name left to the tile (printed once, as text that wraps), and the art route serves it cacheably.
 */
import type { GameListValue } from '@openlobby/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, valueOf } from '../../test/accounts-helpers.ts';
import { TEST_MERCHANT, type TestContext, createTestApp } from '../../test/test-app.ts';
import { catalogueFile } from './catalogue-file.ts';
import { gameIconSvg } from './icon-svg.ts';
import { themeOf } from './icon-themes.ts';

/** Text the drawing shows (not its accessible label). */
const drawnText = (svg: string): string[] =>
  [...svg.matchAll(/<text[^>]*>([^<]*)<\/text>/g)].map((match) => match[1] ?? '');

describe('game artwork', () => {
  it('draws an emblem and the vendor badge, and leaves the name to the tile', () => {
    const svg = gameIconSvg(
      { vendorCode: 'OLS', gameCode: 'golden-dragon', name: 'Golden Dragon Deluxe', category: 'RNG' },
      240,
    );
    expect(drawnText(svg)).toEqual(['OLS']);
    expect(svg).not.toMatch(/>GD</);
    expect(svg).toContain('aria-label="Golden Dragon Deluxe"');
    expect(svg).toContain('url(#s)');
  });

  it('picks the emblem from the title and the category, the colours from the title', () => {
    expect(themeOf('Blazing Phoenix', 'RNG').symbol).toBe('flame');
    expect(themeOf('Ruby Panda Deluxe', 'RNG')).toMatchObject({ symbol: 'lotus', glow: '#ff5f8a' });
    expect(themeOf('Pharaoh', 'RNG').symbol).toBe('pyramid');
    expect(themeOf('Speed Baccarat 2', 'LIVE').symbol).toBe('cards');
    expect(themeOf('Lightning Roulette', 'LIVE').symbol).toBe('wheel');
    expect(themeOf('Golden Shark', 'FISH').symbol).toBe('fish');
    expect(themeOf('Lucky 28', 'ELOTT').symbol).toBe('balls');
    expect(themeOf('Cricket', 'SPORTS').symbol).toBe('ball');
    expect(themeOf('MOBA Championship', 'ESPORTS').symbol).toBe('gamepad');
    expect(themeOf('Xyz', 'RNG').symbol).toBe('seven');
  });

  it('draws the same game the same way every time, and two games differently', () => {
    const input = { vendorCode: 'SPF', gameCode: 'wild-wolf', name: 'Wild Wolf', category: 'RNG' } as const;
    expect(gameIconSvg(input, 240)).toBe(gameIconSvg(input, 240));
    expect(gameIconSvg({ ...input, gameCode: 'wild-wolf-2' }, 240)).not.toBe(gameIconSvg(input, 240));
  });
});

describe('the art route', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('caches a current address for a year, an old version briefly, and refuses bad names', async () => {
    const value = valueOf<GameListValue>(
      await call(t, 'GET', '/wps/relay/GCSGAME_gameList', {
        merchant: TEST_MERCHANT,
        gameType: 'FISH',
        pageSize: '1',
      }),
    );
    const game = value.games[0];
    if (game === undefined) throw new Error('no games');
    const svgUrl = `/cdn${game.iconUrl.replace(/\.webp$/, '.svg')}`;
    const current = await t.app.inject({ method: 'GET', url: svgUrl });
    expect(current.statusCode).toBe(200);
    expect(current.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(drawnText(current.body)).toEqual([game.vassalage]);
    const stale = await t.app.inject({
      method: 'GET',
      url: svgUrl.replace(/\.[0-9a-f]{10}\.svg$/, '.0000000000.svg'),
    });
    expect(stale.statusCode).toBe(200);
    expect(stale.headers['cache-control']).toBe('public, max-age=300');
    for (const bad of [
      'x.svg',
      '..%2F..%2Fetc.0123456789.svg',
      'a.0123456789.gif',
      `${'a'.repeat(65)}.0123456789.svg`,
    ]) {
      const refused = await t.app.inject({ method: 'GET', url: `/cdn/game-icons/OPENLOBBY/OLS/${bad}` });
      expect(refused.statusCode, bad).toBe(404);
    }
  });

  it('gives an icon a new address when an import changes what it is drawn from, the category included', async () => {
    const file = (category: 'FISH' | 'RNG', name: string) =>
      catalogueFile.parse({
        vendor: { code: 'ART', name: 'Art Test', categories: [{ category: 'FISH' }, { category: 'RNG' }] },
        games: [{ gameCode: 'moving-koi', name, category, minBet: '1.00' }],
      });
    const icon = async () => {
      const value = valueOf<GameListValue>(
        await call(t, 'GET', '/wps/relay/GCSGAME_gameList', { merchant: TEST_MERCHANT, vassalage: 'ART' }),
      );
      const url = `/cdn${value.games[0]?.iconUrl.replace(/\.webp$/, '.svg') ?? ''}`;
      const drawn = await t.app.inject({ method: 'GET', url });
      expect(drawn.headers['cache-control'], url).toBe('public, max-age=31536000, immutable');
      return { url, svg: drawn.body };
    };
    await t.app.games.importCatalogue(file('FISH', 'Golden Koi'), null);
    const asFish = await icon();
    await t.app.games.importCatalogue(file('RNG', 'Golden Koi'), null);
    const asSlot = await icon();
    // Another category draws another emblem, so it must not be served under the old, immutable address.
    expect(asSlot.svg).not.toBe(asFish.svg);
    expect(asSlot.url).not.toBe(asFish.url);
    await t.app.games.importCatalogue(file('RNG', 'Blazing Koi'), null);
    expect((await icon()).url).not.toBe(asSlot.url);
    await t.app.games.importCatalogue(file('RNG', 'Blazing Koi'), null);
    expect((await icon()).url).toBe((await icon()).url);
  });

  it('keeps no stored icon version a reader could take for the current one', async () => {
    const tables = await t.database.db.introspection.getTables();
    const game = tables.find((table) => table.name === 'game');
    expect(game?.columns.map((column) => column.name)).toContain('name_en');
    expect(game?.columns.map((column) => column.name)).not.toContain('icon_version');
  });
});
