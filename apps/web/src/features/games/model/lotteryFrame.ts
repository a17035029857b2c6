import { HOME_PATH, LOBBY_PATH } from './paths.ts';

/** Where the lottery game is served (issue 6); until then it answers 404. */
export const LOTTERY_FRAME_PATH = '/lottery/';

/** Query parameters of /m/launchGame, /m/lottery and /m/startLottery passed on to the frame (spec 2.11). */
const PASSED_ON = ['mui', 'playType', 'gameId', 'gameGroupId', 'prize_mode', 'code', 'vendor'] as const;

export interface FrameSession {
  token: string;
  merchantCode: string;
}

/**
 * The lottery frame's address: the screen's own query plus the token, merchant code and css name
 * (the lobby's theme, so the lottery matches it).
 */
export function lotteryFrameSrc(
  query: URLSearchParams,
  session: FrameSession | null,
  cssName: string,
): string {
  const params = new URLSearchParams();
  for (const key of PASSED_ON) {
    const value = query.get(key);
    if (value !== null && value !== '') params.set(key, value);
  }
  if (session) {
    params.set('token', session.token);
    params.set('merchantCode', session.merchantCode);
  }
  params.set('cssName', cssName);
  return `${LOTTERY_FRAME_PATH}?${params.toString()}`;
}

/** Spec 2.11: the close corner returns to /m/home when pageBack is set, otherwise to /m/game. */
export function lotteryCloseTarget(query: URLSearchParams): string {
  return query.get('pageBack') ? HOME_PATH : LOBBY_PATH;
}
