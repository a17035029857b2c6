/**
 * A page of a list that leads with the games that open now: the playable games in list order,
 * then the rest in list order. Each part is its own index range scan in (sort_order, id), so a
 * large catalogue still pages without sorting; the playable part's size places the seam.
 */
import type { GameFilter, GameRow } from './game-rows.repository.ts';
import type { PlayableRule } from './playability.ts';

export interface SegmentReads {
  count(filter: GameFilter): Promise<number>;
  page(filter: GameFilter, offset: number, limit: number): Promise<GameRow[]>;
}

export async function playableFirstPage(
  reads: SegmentReads,
  filter: GameFilter,
  rule: PlayableRule,
  offset: number,
  limit: number,
): Promise<GameRow[]> {
  const playable: GameFilter = { ...filter, playable: { rule, is: true } };
  const rest: GameFilter = { ...filter, playable: { rule, is: false } };
  const seam = await reads.count(playable);
  const rows = offset < seam ? await reads.page(playable, offset, Math.min(limit, seam - offset)) : [];
  if (rows.length === limit) return rows;
  return rows.concat(await reads.page(rest, Math.max(0, offset - seam), limit - rows.length));
}

/** Playable rows first, each part in its given order (hot and lottery lists are short). */
export function playableFirst<T>(rows: readonly T[], opens: (row: T) => boolean): T[] {
  return [...rows.filter(opens), ...rows.filter((row) => !opens(row))];
}
