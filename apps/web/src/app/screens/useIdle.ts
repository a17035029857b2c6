import { LAZY_LOAD_DELAY_MS } from '@openlobby/contract/client';
import { startTransition, useEffect, useState } from 'react';

/**
 * True once `ready` holds and the browser is then idle (at most LAZY_LOAD_DELAY_MS later on a busy
 * one), set as a transition (time-sliced, never one long task): what waits for it stays out of
 * home's first load.
 */
export function useIdleAfter(ready: boolean): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    if (!ready) return;
    if (typeof window.requestIdleCallback !== 'function') {
      const timer = setTimeout(() => startTransition(() => setIdle(true)), LAZY_LOAD_DELAY_MS);
      return () => clearTimeout(timer);
    }
    const id = window.requestIdleCallback(() => startTransition(() => setIdle(true)), {
      timeout: LAZY_LOAD_DELAY_MS,
    });
    return () => window.cancelIdleCallback(id);
  }, [ready]);
  return ready && idle;
}
