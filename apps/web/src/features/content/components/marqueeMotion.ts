import { MARQUEE_RESET_EXTRA_PX } from '@openlobby/contract/client';

/** Marquee speed in CSS pixels per second: readable on a phone, still lively. */
export const MARQUEE_SPEED_PX_PER_S = 40;

export interface MarqueeTrack {
  /** Start offset: the text enters from the far edge of the strip. */
  fromPx: number;
  /** End offset: the text has moved content width plus 50 px (spec 2.4), then the loop restarts. */
  toPx: number;
  durationS: number;
  /** Negative delay that starts the loop with the text already at the start of the strip. */
  delayS: number;
}

/**
 * One loop of the notice strip as a CSS animation, for reading direction `direction` (-1 moves
 * leftwards for left-to-right text, 1 rightwards for Urdu). Running it as a compositor animation
 * instead of a per-frame script keeps the main thread free on cheap phones.
 */
export function marqueeTrack(contentWidth: number, viewportWidth: number, direction: 1 | -1): MarqueeTrack {
  const distance = viewportWidth + contentWidth + MARQUEE_RESET_EXTRA_PX;
  return {
    fromPx: -direction * viewportWidth,
    toPx: direction * (contentWidth + MARQUEE_RESET_EXTRA_PX),
    durationS: Math.max(1, distance / MARQUEE_SPEED_PX_PER_S),
    delayS: -viewportWidth / MARQUEE_SPEED_PX_PER_S,
  };
}
