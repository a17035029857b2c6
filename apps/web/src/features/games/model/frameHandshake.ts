import { LOTTERY_FRAME_READY, LOTTERY_FRAME_SESSION } from '@openlobby/contract/client';
import type { FrameSession } from './lotteryFrame.ts';

/**
 * The lottery frame asks for the session by postMessage instead of reading it from its address
 * (ARCHITECTURE: the token travels in the Authorization header only, never in a URL). The page
 * says "ready"; the lobby answers that window, on our own origin only, with the token and merchant
 * code (empty for a guest, who may watch but not bet).
 */
// One name for each message, shared with the page's script (apps/server/browser/lottery/).
export const LOTTERY_READY = LOTTERY_FRAME_READY;
export const LOTTERY_SESSION = LOTTERY_FRAME_SESSION;

export interface LotterySessionMessage {
  type: typeof LOTTERY_SESSION;
  token: string;
  merchantCode: string;
}

/** The answer to a message, or null when it is not our lottery's "ready" from our own origin. */
export function lotteryHandshakeReply(
  data: unknown,
  origin: string,
  ownOrigin: string,
  session: FrameSession | null,
): LotterySessionMessage | null {
  if (origin !== ownOrigin) return null;
  if (typeof data !== 'object' || data === null || (data as { type?: unknown }).type !== LOTTERY_READY) {
    return null;
  }
  return { type: LOTTERY_SESSION, token: session?.token ?? '', merchantCode: session?.merchantCode ?? '' };
}

/** Answers the frame's "ready" for as long as the screen is open; returns the cleanup. */
export function answerLotteryFrame(host: Window, session: FrameSession | null): () => void {
  const onMessage = (event: MessageEvent): void => {
    const reply = lotteryHandshakeReply(event.data, event.origin, host.location.origin, session);
    const source = event.source;
    if (reply === null || source === null || source === host || !('postMessage' in source)) return;
    (source as Window).postMessage(reply, host.location.origin);
  };
  host.addEventListener('message', onMessage);
  return () => host.removeEventListener('message', onMessage);
}
