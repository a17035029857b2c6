import type { FocusTrap } from 'focus-trap';
import { type RefObject, useEffect, useEffectEvent } from 'react';
import { holdInertApp } from './inertApp.ts';

/**
 * Keeps keyboard focus inside a modal while it is open (WCAG 2.4.3, 2.1.2): Tab and Shift+Tab wrap
 * between its first and last focusable elements, focus that lands outside (out of a game's frame)
 * is brought back, Escape calls `onEscape`, and focus returns to what opened it on close. The
 * focus-trap library decides what can take focus as the browser does: an unchecked radio of a
 * checked group, a hidden or inert control are not "the last element" it wraps from. A modal drawn
 * outside the app (`inertApp`) also makes the app inert while it is open (inertApp.ts).
 *
 * The library (about 7 kB gzip with tabbable) loads when the first modal opens, not with home:
 * home's first load has a size budget, and no modal is open when it paints. Escape is this hook's
 * own listener, so it closes the modal at once, even while the library is still on its way over a
 * slow network.
 */
/** Open modals, innermost last: Escape closes only the one on top, as the focus trap would. */
const openModals: object[] = [];

export function useFocusTrap(
  container: RefObject<HTMLElement | null>,
  active: boolean,
  onEscape: () => void,
  initialFocus?: RefObject<HTMLElement | null>,
  /** The modal is drawn outside the app (a portal into body): the app is inert while it is open. */
  inertApp = false,
): void {
  const escape = useEffectEvent(onEscape);
  useEffect(() => {
    const element = container.current;
    if (!active || !element) return undefined;
    // What had focus before the modal: an inert app drops focus at once, so it is kept here.
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const releaseApp = inertApp ? holdInertApp() : undefined;
    let trap: FocusTrap | undefined;
    let closed = false;
    const modal = {};
    openModals.push(modal);
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || openModals.at(-1) !== modal) return;
      event.preventDefault();
      escape();
    };
    document.addEventListener('keydown', onKeyDown);
    void import('focus-trap').then(({ createFocusTrap }) => {
      if (closed) return;
      trap = createFocusTrap(element, {
        initialFocus: () => initialFocus?.current ?? undefined,
        fallbackFocus: element,
        // Escape is handled above; the owner closes the modal, which deactivates the trap through
        // this effect's cleanup.
        escapeDeactivates: false,
        // The backdrop closes the modal through its own handler.
        allowOutsideClick: true,
        returnFocusOnDeactivate: true,
        setReturnFocus: (previous) => opener ?? previous,
        // The modal is fixed in the viewport: focusing its first control must not scroll the page.
        preventScroll: true,
        // Focus needs the modal laid out: taken in the next frame rather than inside the commit that
        // opened it (on a cheap phone that forced layout made one long task of the opening).
        delayInitialFocus: true,
        tabbableOptions: { displayCheck: 'legacy-full' },
      });
      trap.activate();
    });
    return () => {
      closed = true;
      document.removeEventListener('keydown', onKeyDown);
      openModals.splice(openModals.indexOf(modal), 1);
      // The app is live again before focus goes back into it.
      releaseApp?.();
      if (trap !== undefined) trap.deactivate();
      else if (releaseApp !== undefined) opener?.focus({ preventScroll: true });
    };
  }, [active, container, initialFocus, inertApp]);
}
