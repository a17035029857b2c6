import type { GameItem } from '@openlobby/contract/client';

/** One page of a game or favourite list, whatever the call names its list field. */
export interface GamePage {
  pageNum: number;
  totalPages: number;
}

/**
 * Spec 4 paging: more pages exist while the served pageNum is below totalPages; then load-more asks
 * for the next page and appends it. Otherwise there is nothing to ask (undefined).
 */
export function nextPageNo(last: GamePage): number | undefined {
  return last.pageNum < last.totalPages ? last.pageNum + 1 : undefined;
}

/**
 * The list on screen: pages appended in order while each one continued the previous; a page that
 * does not continue it (page 1 again after a reset, or a repeated page) replaces what came before.
 */
export function pagedGames<P extends GamePage>(
  pages: readonly P[],
  gamesOf: (page: P) => GameItem[],
): GameItem[] {
  let games: GameItem[] = [];
  let previous: P | undefined;
  for (const page of pages) {
    const continues =
      previous !== undefined &&
      previous.pageNum < previous.totalPages &&
      page.pageNum === previous.pageNum + 1;
    games = continues ? [...games, ...gamesOf(page)] : gamesOf(page);
    previous = page;
  }
  return games;
}
