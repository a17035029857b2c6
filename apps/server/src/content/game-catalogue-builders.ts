/**
 * The pieces the seeded vendors are built from: a seeded random sequence (every install seeds the
 * same catalogue), game codes from titles, and generators of slot, titled and live-table games.
 */
import { GameCategory, type GameHoldingCategory } from '@openlobby/contract';
import type { CatalogueGame } from '../modules/games/catalogue-file.ts';
import { LIVE_TABLES, SLOT_ADJECTIVES, SLOT_NOUNS, SLOT_SUFFIXES } from './game-catalogue-titles.ts';

export type SeedGame = Omit<CatalogueGame, 'minLine' | 'hot' | 'supportPlay' | 'showIcon' | 'enabled'> &
  Partial<CatalogueGame>;

export interface VendorPlan {
  readonly code: string;
  readonly name: string;
  /** Prefixed to a non-slot title an earlier vendor already uses ("Royal Baccarat 4"). */
  readonly brand?: string;
  readonly categories: readonly GameHoldingCategory[];
  readonly games: (next: () => number) => SeedGame[];
}

/** mulberry32: tiny, fast and good enough to shuffle word lists reproducibly. */
export function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function shuffled<T>(items: readonly T[], next: () => number): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i -= 1) {
    const j = Math.floor(next() * (i + 1));
    [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
  }
  return copy;
}
export function slug(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}
export const amounts = ['0.10', '0.20', '0.50', '1.00', '2.00', '5.00'] as const;
export function pick<T>(items: readonly T[], next: () => number): T {
  return items[Math.floor(next() * items.length)] as T;
}

/** `count` distinct slot titles for one vendor: adjective + noun (+ suffix), never repeated. */
export function slotGames(count: number, next: () => number): SeedGame[] {
  const pairs = shuffled(
    SLOT_ADJECTIVES.flatMap((adjective) => SLOT_NOUNS.map((noun) => `${adjective} ${noun}`)),
    next,
  ).slice(0, count);
  return pairs.map((pair) => {
    const suffix = pick(SLOT_SUFFIXES, next);
    const name = suffix === '' ? pair : `${pair} ${suffix}`;
    return {
      gameCode: slug(name),
      name,
      category: GameCategory.RNG,
      minBet: pick(amounts.slice(0, 4), next),
      minLine: pick([1, 5, 9, 10, 20, 25, 40, 50], next),
      supportPlay: true,
    };
  });
}

export function titled(
  titles: readonly string[],
  category: GameHoldingCategory,
  minBets: readonly string[],
  next: () => number,
  extra: (title: string, index: number) => Partial<SeedGame> = () => ({}),
): SeedGame[] {
  return titles.map((name, index) => ({
    gameCode: slug(name),
    name,
    category,
    minBet: pick(minBets, next),
    ...extra(name, index),
  }));
}

export function liveTables(prefix: string, next: () => number): SeedGame[] {
  const games: SeedGame[] = [];
  for (const table of LIVE_TABLES) {
    const count = 1 + Math.floor(next() * 4);
    for (let n = 1; n <= count; n += 1) {
      const name = count === 1 ? table : `${table} ${n}`;
      games.push({
        gameCode: slug(name),
        name,
        category: GameCategory.LIVE,
        minBet: pick(['1.00', '2.00', '5.00', '10.00'], next),
        roomId: `${prefix}-${slug(table)}-${n}`,
      });
    }
  }
  return games;
}
