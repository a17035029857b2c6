import { MARQUEE_RESET_EXTRA_PX } from '@openlobby/contract/client';

/** Marquee speed in CSS pixels per second: readable on a phone, still lively. */
export const MARQUEE_SPEED_PX_PER_S = 40;

/**
 * Next scroll offset of the notice strip. Once the text has fully left (offset past content width
 * plus 50, spec 2.4) it restarts from the far edge so the loop reads continuously.
 */
export function nextMarqueeOffset(
  offset: number,
  step: number,
  contentWidth: number,
  viewportWidth: number,
): number {
  const next = offset + step;
  return next > contentWidth + MARQUEE_RESET_EXTRA_PX ? -viewportWidth : next;
}
