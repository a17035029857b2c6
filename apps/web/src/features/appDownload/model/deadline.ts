import { DOWNLOAD_DEADLINE_MAX_HOURS, DOWNLOAD_DEADLINE_MIN_HOURS } from '@openlobby/contract/client';

const SECOND_MS = 1_000;
const MINUTE_MS = 60 * SECOND_MS;
const HOUR_MS = 60 * MINUTE_MS;

/** A random whole number from 0 to `count - 1`. */
const pick = (random: () => number, count: number): number =>
  Math.min(count - 1, Math.floor(random() * count));

/**
 * Spec 9: a deadline 2 to 9 hours after page load, with random minutes and seconds. Whole hours
 * are drawn from 2 to 8 so that the minutes and seconds on top never pass 9 hours.
 */
export function randomDeadline(loadedAt: number, random: () => number = Math.random): number {
  const hourChoices = DOWNLOAD_DEADLINE_MAX_HOURS - DOWNLOAD_DEADLINE_MIN_HOURS;
  const hours = DOWNLOAD_DEADLINE_MIN_HOURS + pick(random, hourChoices);
  return loadedAt + hours * HOUR_MS + pick(random, 60) * MINUTE_MS + pick(random, 60) * SECOND_MS;
}

/**
 * The deadline the popup counts down to: the operator's campaign end when one is configured (it
 * wins, even once passed: a real campaign that ended has ended), otherwise the page's own random one.
 */
export function countdownDeadline(campaignEndsAt: string | null, pageDeadline: number): number {
  if (campaignEndsAt === null) return pageDeadline;
  const end = Date.parse(campaignEndsAt);
  return Number.isNaN(end) ? pageDeadline : end;
}

let pageDeadline: number | null = null;

/** This page load's random deadline: drawn once, so reopening the popup keeps counting down. */
export function pageLoadDeadline(): number {
  pageDeadline ??= randomDeadline(performance.timeOrigin);
  return pageDeadline;
}

export interface TimeLeft {
  hours: number;
  minutes: number;
  seconds: number;
  ended: boolean;
}

/** Whole hours, minutes and seconds until `deadline`, never below zero. */
export function timeLeft(deadline: number, now: number): TimeLeft {
  const left = Math.max(0, Math.ceil((deadline - now) / SECOND_MS));
  return {
    hours: Math.floor(left / 3600),
    minutes: Math.floor((left % 3600) / 60),
    seconds: left % 60,
    ended: left === 0,
  };
}

/** Two digits per field, as the countdown shows them: 07:05:09. */
export function formatTimeLeft({ hours, minutes, seconds }: TimeLeft): string {
  return [hours, minutes, seconds].map((value) => String(value).padStart(2, '0')).join(':');
}
