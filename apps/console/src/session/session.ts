/**
 * The operator's session in this tab: the token lives in sessionStorage (gone when the tab
 * closes, never shared with other tabs or the lobby). The server ends a session after
 * OPS_SESSION_IDLE_MINUTES without a request and at its absolute expiry; the console keeps the
 * same clock so it returns to sign-in on its own, saying why, instead of failing on the next click.
 */
import { OPS_SESSION_IDLE_MINUTES } from '@openlobby/contract';

export interface StoredSession {
  readonly token: string;
  /** The server's absolute end of the session (ms since the epoch). */
  readonly expiresAt: number;
  /** When this console last called the server with the token (ms since the epoch). */
  readonly lastActiveAt: number;
}

export type EndReason = 'idle' | 'expired' | 'signedOut';

export interface SessionState {
  readonly session: StoredSession | null;
  /** Why the last session ended, for the sign-in screen to say. */
  readonly ended: EndReason | null;
}

const STORAGE_KEY = 'openlobby.console.session';

/** Why a session has ended by `now`, or null while it lasts. */
export function endReasonAt(
  session: StoredSession,
  now: number,
  idleMinutes: number = OPS_SESSION_IDLE_MINUTES,
): EndReason | null {
  if (now >= session.expiresAt) return 'expired';
  if (now - session.lastActiveAt >= idleMinutes * 60_000) return 'idle';
  return null;
}

function readStored(storage: Storage): StoredSession | null {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(STORAGE_KEY) ?? 'null');
    if (typeof parsed !== 'object' || parsed === null) return null;
    const { token, expiresAt, lastActiveAt } = parsed as Record<string, unknown>;
    if (typeof token !== 'string' || typeof expiresAt !== 'number' || typeof lastActiveAt !== 'number')
      return null;
    return { token, expiresAt, lastActiveAt };
  } catch {
    return null;
  }
}

export function createSessionStore(storage: Storage = sessionStorage, now: () => number = Date.now) {
  const listeners = new Set<() => void>();
  let state: SessionState = { session: readStored(storage), ended: null };

  function set(next: SessionState): void {
    state = next;
    if (next.session === null) storage.removeItem(STORAGE_KEY);
    else storage.setItem(STORAGE_KEY, JSON.stringify(next.session));
    listeners.forEach((listener) => listener());
  }

  const store = {
    subscribe: (listener: () => void): (() => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getState: (): SessionState => state,
    start: (token: string, expiresAt: number): void => {
      set({ session: { token, expiresAt, lastActiveAt: now() }, ended: null });
    },
    /** A request is on its way with the token: the server counts it as activity too. */
    touch: (): void => {
      if (state.session !== null) set({ ...state, session: { ...state.session, lastActiveAt: now() } });
    },
    end: (reason: EndReason): void => {
      if (state.session !== null || state.ended !== reason) set({ session: null, ended: reason });
    },
    /** Ends the session if its time is up; returns whether it still lasts. */
    check: (): boolean => {
      const reason = state.session === null ? null : endReasonAt(state.session, now());
      if (reason !== null) store.end(reason);
      return state.session !== null;
    },
  };
  return store;
}
export type SessionStore = ReturnType<typeof createSessionStore>;
