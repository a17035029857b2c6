import { describe, expect, it } from 'vitest';
import { game } from '../test/fixtures.ts';
import { DEFAULT_GAME_IMAGE, gameIconSources } from './gameIcon.ts';

describe('game icon sources (spec 2.4, 7.2)', () => {
  it('tries the image CDN, then the fallback CDN, then the default image', () => {
    expect(gameIconSources(game(1), ['https://img.example/'], '/cdn').map((source) => source.src)).toEqual([
      'https://img.example/game-icons/OPENLOBBY/OLS/g1.1',
      '/cdn/game-icons/OPENLOBBY/OLS/g1.1',
      DEFAULT_GAME_IMAGE,
    ]);
  });

  it('offers our two icon widths on each CDN, so a phone loads the one its screen needs', () => {
    const ours = game(1, {
      iconUrl: '/game-icons/OPENLOBBY/OLS/g1.0123456789.webp',
      mobileLargeIcon: '/game-icons/OPENLOBBY/OLS/g1.0123456789.large.webp',
    });
    expect(gameIconSources(ours, ['https://img.example'], '/cdn')).toEqual([
      {
        src: 'https://img.example/game-icons/OPENLOBBY/OLS/g1.0123456789.large.webp',
        srcSet:
          'https://img.example/game-icons/OPENLOBBY/OLS/g1.0123456789.webp 240w, https://img.example/game-icons/OPENLOBBY/OLS/g1.0123456789.large.webp 480w',
      },
      {
        src: '/cdn/game-icons/OPENLOBBY/OLS/g1.0123456789.large.webp',
        srcSet:
          '/cdn/game-icons/OPENLOBBY/OLS/g1.0123456789.webp 240w, /cdn/game-icons/OPENLOBBY/OLS/g1.0123456789.large.webp 480w',
      },
      { src: DEFAULT_GAME_IMAGE },
    ]);
  });

  it('names no widths for a vendor icon elsewhere, whose sizes are unknown, and tries the small one next', () => {
    const theirs = game(1, {
      iconUrl: 'https://vendor.example/icon.png',
      mobileLargeIcon: 'https://vendor.example/icon-large.png',
    });
    expect(gameIconSources(theirs, ['/cdn'], '/cdn')).toEqual([
      { src: 'https://vendor.example/icon-large.png' },
      { src: 'https://vendor.example/icon.png' },
      { src: DEFAULT_GAME_IMAGE },
    ]);
  });

  it('shows the default image for a game without an icon', () => {
    expect(gameIconSources(game(1, { mobileLargeIcon: '', iconUrl: '' }), ['/cdn'], '/cdn')).toEqual([
      { src: DEFAULT_GAME_IMAGE },
    ]);
  });

  it('asks for nothing while no CDN is known yet (no guessed address that would 404)', () => {
    expect(gameIconSources(game(1), [], '')).toEqual([]);
  });
});
