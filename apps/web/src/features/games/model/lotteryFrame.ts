import { HOME_PATH, LOTTERY_LOBBY_PATH } from './paths.ts';

/** Where the lottery game is served (apps/server/src/modules/lottery/page/). */
export const LOTTERY_FRAME_PATH = '/lottery/';

/** Query parameters of /m/launchGame and /m/startLottery passed on to the frame (spec 2.11). */
const PASSED_ON = ['mui', 'playType', 'gameId', 'gameGroupId', 'prize_mode', 'code', 'vendor'] as const;

export interface FrameSession {
  token: string;
  merchantCode: string;
}

/**
 * The lottery frame's address: the screen's own query plus the merchant code, css name (the
 * lobby's theme) and language, so the lottery matches the lobby. Never the token: a URL lands in
 * history, logs and referrers; the frame gets it by the handshake of `frameHandshake.ts`.
 */
export function lotteryFrameSrc(
  query: URLSearchParams,
  session: FrameSession | null,
  cssName: string,
  language: string,
): string {
  const params = new URLSearchParams();
  for (const key of PASSED_ON) {
    const value = query.get(key);
    if (value !== null && value !== '') params.set(key, value);
  }
  if (session) params.set('merchantCode', session.merchantCode);
  params.set('cssName', cssName);
  params.set('lang', language);
  return `${LOTTERY_FRAME_PATH}?${params.toString()}`;
}

/**
 * The close corner returns where the player came from: /m/home when pageBack is set (spec 2.11),
 * otherwise the lottery lobby whose cards open the frame, rather than the spec's /m/game, a list of
 * every game's categories the player never passed through.
 */
export function lotteryCloseTarget(query: URLSearchParams): string {
  return query.get('pageBack') ? HOME_PATH : LOTTERY_LOBBY_PATH;
}
