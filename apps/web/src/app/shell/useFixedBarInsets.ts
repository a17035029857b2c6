import { useEffect } from 'react';

/** What stays on screen while the page scrolls: the sticky header at the top, the bottom menu at
 * the bottom. (Home's floating customer-service button moves off the controls by itself, see
 * screens/useClearOfControls.ts, and steps aside while focus moves.) */
const TOP_BARS = '.app-header';
const BOTTOM_BARS = '.bottom-menu';
/** Room between a focused control and a bar, so its focus ring shows too. */
const CLEARANCE_PX = 8;

/** The heights the bars cover at the top and bottom of the viewport now, in CSS pixels. */
export function fixedBarInsets(viewportHeight: number): { top: number; bottom: number } {
  let top = 0;
  let bottom = 0;
  for (const bar of document.querySelectorAll<HTMLElement>(TOP_BARS)) {
    top = Math.max(top, bar.getBoundingClientRect().height);
  }
  for (const bar of document.querySelectorAll<HTMLElement>(BOTTOM_BARS)) {
    const box = bar.getBoundingClientRect();
    if (box.height > 0) bottom = Math.max(bottom, viewportHeight - box.top);
  }
  return { top: Math.ceil(top), bottom: Math.ceil(bottom) };
}

/**
 * Keeps the page's scroll padding equal to what its fixed and sticky bars cover (WCAG 2.4.11
 * focus not obscured): the browser then scrolls a focused control, or a linked anchor, clear of
 * the header and the bottom menu instead of leaving it beneath them. Measured,
 * not written down in pixels, because the bars grow with the player's text size and language. The
 * values land in --fixed-top and --fixed-bottom, which base.css turns into scroll-padding.
 */
export function useFixedBarInsets(pathname: string): void {
  useEffect(() => {
    const root = document.documentElement;
    const measure = (): void => {
      const { top, bottom } = fixedBarInsets(window.innerHeight);
      root.style.setProperty('--fixed-top', `${top > 0 ? top + CLEARANCE_PX : 0}px`);
      root.style.setProperty('--fixed-bottom', `${bottom > 0 ? bottom + CLEARANCE_PX : 0}px`);
    };
    // Taken where the browser lays the page out anyway (the next frame), and again whenever the
    // page's size changes: a screen's content arriving, a new text size.
    const frame = requestAnimationFrame(measure);
    const observer = new ResizeObserver(measure);
    observer.observe(document.body);
    window.addEventListener('resize', measure);
    return () => {
      cancelAnimationFrame(frame);
      observer.disconnect();
      window.removeEventListener('resize', measure);
    };
  }, [pathname]);
}
