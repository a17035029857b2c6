import { OPS_SESSION_IDLE_MINUTES } from '@openlobby/contract';
import { describe, expect, it } from 'vitest';
import { createSessionStore, endReasonAt } from './session.ts';

const MINUTE = 60_000;

describe('the console session clock', () => {
  it('ends a session after the server idle time without a request, and at its absolute expiry', () => {
    const session = { token: 't', expiresAt: 100 * MINUTE, lastActiveAt: 10 * MINUTE };
    expect(endReasonAt(session, 10 * MINUTE + OPS_SESSION_IDLE_MINUTES * MINUTE - 1)).toBeNull();
    expect(endReasonAt(session, 10 * MINUTE + OPS_SESSION_IDLE_MINUTES * MINUTE)).toBe('idle');
    expect(endReasonAt({ ...session, lastActiveAt: 99 * MINUTE }, 100 * MINUTE)).toBe('expired');
  });

  it('keeps a busy session alive, signs an idle one out with its reason, and forgets the token', () => {
    let now = 0;
    const store = createSessionStore(sessionStorage, () => now);
    store.start('token-1', 60 * MINUTE);
    now = 14 * MINUTE;
    store.touch();
    now = 28 * MINUTE;
    expect(store.check()).toBe(true);
    now = 29 * MINUTE;
    expect(store.check()).toBe(false);
    expect(store.getState()).toEqual({ session: null, ended: 'idle' });
    expect(sessionStorage.length).toBe(0);
  });

  it('survives a reload of the tab: a new store reads the token back from sessionStorage', () => {
    const store = createSessionStore(sessionStorage, () => 5);
    store.start('token-2', 10 * MINUTE);
    expect(createSessionStore(sessionStorage, () => 6).getState().session).toMatchObject({
      token: 'token-2',
      lastActiveAt: 5,
    });
    sessionStorage.setItem('openlobby.console.session', '{"token":42}');
    expect(createSessionStore(sessionStorage).getState().session).toBeNull();
  });

  it('tells its listeners when the session ends', () => {
    const store = createSessionStore(sessionStorage, () => 0);
    store.start('token-3', MINUTE);
    let calls = 0;
    const stop = store.subscribe(() => (calls += 1));
    store.end('signedOut');
    stop();
    store.start('token-4', MINUTE);
    expect(calls).toBe(1);
    expect(store.getState().ended).toBeNull();
  });
});
