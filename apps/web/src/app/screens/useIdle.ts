import { LAZY_LOAD_DELAY_MS } from '@openlobby/contract/client';
import { useEffect, useState } from 'react';

/**
 * True once `ready` holds and the browser is then idle (at most LAZY_LOAD_DELAY_MS later on a busy
 * one): what waits for it stays out of home's first load. Preact renders the update in one task
 * (it has no time slicing), so what follows keeps its own parts small (GameGrid's first tiles).
 */
export function useIdleAfter(ready: boolean): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    if (!ready) return;
    if (typeof window.requestIdleCallback !== 'function') {
      const timer = setTimeout(() => setIdle(true), LAZY_LOAD_DELAY_MS);
      return () => clearTimeout(timer);
    }
    const id = window.requestIdleCallback(() => setIdle(true), {
      timeout: LAZY_LOAD_DELAY_MS,
    });
    return () => window.cancelIdleCallback(id);
  }, [ready]);
  return ready && idle;
}
