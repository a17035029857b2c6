import { useEffect, useRef } from 'react';
import { NavigationType, useLocation, useNavigationType } from 'react-router';

/**
 * After an in-app navigation, start the new screen at its top and move focus to the content, the
 * way a full page load would: keyboard and screen-reader users land on the new screen instead of
 * on the link they pressed. Back/forward (POP) keeps the scroll position the player left.
 */
export function useRouteFocus(): void {
  const { pathname, search } = useLocation();
  const navigationType = useNavigationType();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    if (navigationType !== NavigationType.Pop) window.scrollTo(0, 0);
    document.getElementById('main')?.focus({ preventScroll: true });
  }, [pathname, search, navigationType]);
}
