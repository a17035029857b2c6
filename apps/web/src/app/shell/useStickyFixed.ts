import { useEffect, useState } from 'react';
import { stickyThresholdPx } from '../layout/layoutRules.ts';

function rootFontSize(): number {
  return Number.parseFloat(getComputedStyle(document.documentElement).fontSize) || 16;
}

/**
 * Whether the header has passed the spec's threshold (2.44 rem with the download bar, 1.24 rem
 * without). The header is CSS-sticky throughout, so the switch only changes its look (solid
 * background, shadow) and never moves content: no layout shift.
 */
export function useStickyFixed(downloadBarVisible: boolean): boolean {
  const [fixed, setFixed] = useState(false);
  useEffect(() => {
    let threshold: number | undefined;
    const update = (): void => {
      threshold ??= stickyThresholdPx(downloadBarVisible, rootFontSize());
      setFixed(window.scrollY > threshold);
    };
    // Both reads need an up-to-date layout: taken in the next frame, where the browser lays the page
    // out anyway, and not inside the commit that mounted the header (a forced layout of everything).
    const frame = requestAnimationFrame(update);
    window.addEventListener('scroll', update, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', update);
    };
  }, [downloadBarVisible]);
  return fixed;
}
