/**
 * Game icons read as a lobby's artwork: a themed emblem per game and the vendor's badge, with the
 * name left to the tile (printed once, as text that wraps), and the art route serves it cacheably.
 */
import type { GameListValue } from '@openlobby/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, valueOf } from '../../test/accounts-helpers.ts';
import { TEST_MERCHANT, type TestContext, createTestApp } from '../../test/test-app.ts';
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
    // A game whose stored version predates the current drawing still gets a current address.
    await t.database.db
      .updateTable('game')
      .set({ icon_version: '0000000000' })
      .where('game_code', '=', game.gameCode)
      .execute();
    const again = valueOf<GameListValue>(
      await call(t, 'GET', '/wps/relay/GCSGAME_gameList', {
        merchant: TEST_MERCHANT,
        gameType: 'FISH',
        pageSize: '2',
      }),
    );
    expect(again.games[0]?.iconUrl).toBe(game.iconUrl);
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
});
