import type { Language, MobileGamesValue } from '@openlobby/contract/client';
import { callApi } from '../../../shared/api/client.ts';

/** The e-lottery games of /lgw/games/mobile: the lobby's ELOTT tab opens the first one. */
export function getLotteryGames(gameType: 'LOTT' | 'ELOTT', language: Language): Promise<MobileGamesValue> {
  return callApi('mobileGames', { gameType, language });
}
