/**
 * Lists lead with the games that open now. A paged list (a category, a search, a member's
 * favourites) reads the playable games in list order, then the rest in list order: each part is
 * its own range scan in the list's index order, so a large list still pages without sorting, and
 * the playable part's size places the seam. Short whole lists (hot, lotteries, recent games) are
 * reordered in memory.
 */
import type { GameRow } from './game-rows.repository.ts';

/** One list read in its two parts: the games that open now, and the others. */
export interface PlayableParts {
  /** How many games of the list open now. */
  playableCount(): Promise<number>;
  page(playable: boolean, offset: number, limit: number): Promise<GameRow[]>;
}

export async function playableFirstPage(
  parts: PlayableParts,
  offset: number,
  limit: number,
): Promise<GameRow[]> {
  const seam = await parts.playableCount();
  const rows = offset < seam ? await parts.page(true, offset, Math.min(limit, seam - offset)) : [];
  if (rows.length === limit) return rows;
  return rows.concat(await parts.page(false, Math.max(0, offset - seam), limit - rows.length));
}

/** Playable rows first, each part in its given order. */
export function playableFirst<T>(rows: readonly T[], opens: (row: T) => boolean): T[] {
  return [...rows.filter(opens), ...rows.filter((row) => !opens(row))];
}
