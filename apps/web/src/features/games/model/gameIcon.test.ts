import { describe, expect, it } from 'vitest';
import { game } from '../test/fixtures.ts';
import { DEFAULT_GAME_IMAGE, gameIconSources } from './gameIcon.ts';

describe('game icon sources (spec 2.4, 7.2)', () => {
  it('tries the image CDN, then the fallback CDN, then the default image', () => {
    expect(gameIconSources(game(1), ['https://img.example/'], '/cdn')).toEqual([
      'https://img.example/game-icons/OPENLOBBY/OLS/g1.1',
      '/cdn/game-icons/OPENLOBBY/OLS/g1.1',
      DEFAULT_GAME_IMAGE,
    ]);
  });

  it('shows the default image for a game without an icon', () => {
    expect(gameIconSources(game(1, { mobileLargeIcon: '', iconUrl: '' }), ['/cdn'], '/cdn')).toEqual([
      DEFAULT_GAME_IMAGE,
    ]);
  });

  it('asks for nothing while no CDN is known yet (no guessed address that would 404)', () => {
    expect(gameIconSources(game(1), [], '')).toEqual([]);
  });
});
