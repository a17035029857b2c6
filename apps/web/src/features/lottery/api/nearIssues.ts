import type { LotteryNearValue } from '@openlobby/contract/client';
import { callApi } from '../../../shared/api/client.ts';

export const nearIssuesKey = (gameCode: string) => ['lottery', 'near', gameCode] as const;

/** GET /lgw/numeros/near: a lottery's last draws (newest first), the issue taking bets, the next ones. */
export function fetchNearIssues(gameCode: string, signal?: AbortSignal): Promise<LotteryNearValue> {
  return callApi('lotteryNear', { gameCode }, { signal });
}
