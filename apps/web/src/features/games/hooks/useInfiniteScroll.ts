import { LOAD_MORE_THRESHOLD_PX, THROTTLE_LOAD_MORE_MS } from '@openlobby/contract/client';
import { useEffect, useRef } from 'react';

/**
 * Spec 9 infinite scroll: when the page is within 300 px of its bottom, `loadMore` runs, at most
 * once per 1000 ms. Listens to the window's scroll (the lobby scrolls the document).
 */
export function useInfiniteScroll(loadMore: () => void, enabled: boolean): void {
  const latest = useRef(loadMore);
  useEffect(() => {
    latest.current = loadMore;
  });
  const lastRun = useRef(Number.NEGATIVE_INFINITY);

  useEffect(() => {
    if (!enabled) return;
    const check = (): void => {
      const root = document.documentElement;
      const distance = root.scrollHeight - (window.scrollY + window.innerHeight);
      if (distance > LOAD_MORE_THRESHOLD_PX) return;
      const now = Date.now();
      if (now - lastRun.current < THROTTLE_LOAD_MORE_MS) return;
      lastRun.current = now;
      latest.current();
    };
    window.addEventListener('scroll', check, { passive: true });
    window.addEventListener('resize', check);
    // A short first page may not fill the screen: check once without waiting for a scroll.
    check();
    return () => {
      window.removeEventListener('scroll', check);
      window.removeEventListener('resize', check);
    };
  }, [enabled]);
}
