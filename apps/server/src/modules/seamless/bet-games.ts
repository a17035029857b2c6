/**
 * The catalogue's games as bets look them up: every bet names its game, and reading it from the
 * database on each one was a statement of every bet. Cached per process, dropped with the
 * catalogue's own lists (the 'catalogue' cache of platform/cache-bus.ts): an operator who disables
 * a game or vendor drops this instance's copy at once and every other instance's as the bus message
 * arrives, so their next bet reads afresh and is refused. Without a bus (a bare service in tests)
 * nothing is cached.
 */
import type { CacheBus } from '../../platform/cache-bus.ts';
import { createCache } from '../../platform/cache.ts';
import type { GameRow } from '../games/repository.ts';
import { CATALOGUE_CACHE_MS, type GamesService } from '../games/service.ts';

/** The most vendor games kept (the least recently bet on is forgotten first). */
const BET_GAMES_KEPT = 5_000;

export type BetGames = (vendorCode: string, gameCode: string) => Promise<GameRow | null>;

export function createBetGames(
  games: Pick<GamesService, 'findIconGame'>,
  bus: CacheBus | undefined,
): BetGames {
  if (bus === undefined) return (vendorCode, gameCode) => games.findIconGame(vendorCode, gameCode);
  // The time to live bounds staleness while the bus is away (its messages are then lost).
  const cache = createCache<string, GameRow | null>({ max: BET_GAMES_KEPT, ttlMs: CATALOGUE_CACHE_MS });
  bus.register('catalogue', () => cache.clear());
  return async (vendorCode, gameCode) => {
    const key = `${vendorCode}\n${gameCode}`;
    const hit = cache.peek(key);
    if (hit !== undefined) return hit;
    return cache.get(key, () => games.findIconGame(vendorCode, gameCode));
  };
}
