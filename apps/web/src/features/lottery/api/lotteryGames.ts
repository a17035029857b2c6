import type { LotteryGamesValue } from '@openlobby/contract/client';
import { callApi } from '../../../shared/api/client.ts';

export const lotteryGamesKey = (language: string) => ['lottery', 'games', language] as const;

/** GET /lgw/games: the house lotteries with their names in the request's language. */
export function fetchLotteryGames(signal?: AbortSignal): Promise<LotteryGamesValue> {
  return callApi('lotteryGames', {}, { signal });
}
