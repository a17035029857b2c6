import { afterEach, describe, expect, it, vi } from 'vitest';
import { countdownDeadline, formatTimeLeft, pageLoadDeadline, randomDeadline, timeLeft } from './deadline.ts';

const HOUR = 3_600_000;
const LOADED = Date.parse('2026-11-23T10:00:00Z');

describe('download popup deadline (spec 9)', () => {
  it('lies 2 to 9 hours after page load, with random minutes and seconds', () => {
    expect(randomDeadline(LOADED, () => 0) - LOADED).toBe(2 * HOUR);
    // The largest draw: 8 whole hours plus 59 minutes 59 seconds, still under 9 hours.
    expect(randomDeadline(LOADED, () => 0.999_999) - LOADED).toBe(9 * HOUR - 1_000);
    const draws = [0.5, 0.25, 0.75];
    const mid = randomDeadline(LOADED, () => draws.shift() ?? 0);
    expect(timeLeft(mid, LOADED)).toEqual({ hours: 5, minutes: 15, seconds: 45, ended: false });
    for (let i = 0; i < 200; i += 1) {
      const offset = randomDeadline(LOADED) - LOADED;
      expect(offset).toBeGreaterThanOrEqual(2 * HOUR);
      expect(offset).toBeLessThan(9 * HOUR);
      expect(offset % 1_000).toBe(0);
    }
  });

  it('is drawn once per page load, so reopening the popup keeps counting down', () => {
    expect(pageLoadDeadline()).toBe(pageLoadDeadline());
  });

  it("uses the operator's campaign end when configured, the page's deadline otherwise", () => {
    const page = LOADED + 3 * HOUR;
    expect(countdownDeadline(null, page)).toBe(page);
    expect(countdownDeadline('2026-11-23T20:30:00+08:00', page)).toBe(Date.parse('2026-11-23T12:30:00Z'));
    // A campaign that already ended shows as ended rather than as a made-up new deadline.
    expect(timeLeft(countdownDeadline('2026-11-23T09:00:00Z', page), LOADED).ended).toBe(true);
    expect(countdownDeadline('not a time', page)).toBe(page);
  });
});

describe('time left', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('counts whole seconds down to zero and then stays there', () => {
    vi.useFakeTimers({ now: LOADED });
    const deadline = LOADED + 2 * HOUR + 61_500;
    expect(formatTimeLeft(timeLeft(deadline, Date.now()))).toBe('02:01:02');
    vi.advanceTimersByTime(1_500);
    expect(formatTimeLeft(timeLeft(deadline, Date.now()))).toBe('02:01:00');
    vi.advanceTimersByTime(3 * HOUR);
    expect(timeLeft(deadline, Date.now())).toEqual({ hours: 0, minutes: 0, seconds: 0, ended: true });
    expect(formatTimeLeft(timeLeft(deadline, Date.now()))).toBe('00:00:00');
  });
});
