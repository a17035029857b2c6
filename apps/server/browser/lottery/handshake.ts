/**
 * The lobby handshake: the page says "ready" to the lobby that frames it and takes the session
 * only from a message of its parent frame on our own origin. The token never travels in a URL.
 */
import { LOTTERY_FRAME_READY, LOTTERY_FRAME_SESSION } from '@openlobby/contract/client';
import type { LotterySession } from './state.ts';

function sessionOf(data: unknown): LotterySession | null {
  if (typeof data !== 'object' || data === null) return null;
  const message = data as { type?: unknown; token?: unknown; merchantCode?: unknown };
  if (message.type !== LOTTERY_FRAME_SESSION || typeof message.token !== 'string') return null;
  return {
    token: message.token,
    merchantCode: typeof message.merchantCode === 'string' ? message.merchantCode : '',
  };
}

/** False when the page is not framed: there is no lobby to ask. */
export function askLobbyForSession(onSession: (session: LotterySession) => void): boolean {
  if (window.parent === window) return false;
  window.addEventListener('message', (event: MessageEvent<unknown>) => {
    if (event.origin !== location.origin || event.source !== window.parent) return;
    const session = sessionOf(event.data);
    if (session !== null) onSession(session);
  });
  window.parent.postMessage({ type: LOTTERY_FRAME_READY }, location.origin);
  return true;
}
