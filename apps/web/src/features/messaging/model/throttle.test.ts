import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { throttle, throttleByKey } from './throttle.ts';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('throttle (spec 9: mark-read 150 ms, unread count 250 ms)', () => {
  it('runs the first call at once and a burst once more at the end of the window, with the last arguments', () => {
    const run = vi.fn();
    const throttled = throttle(run, 250);
    throttled('a');
    throttled('b');
    throttled('c');
    expect(run.mock.calls).toEqual([['a']]);
    vi.advanceTimersByTime(249);
    expect(run).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    expect(run.mock.calls).toEqual([['a'], ['c']]);
    // A quiet window ends it; the next call runs at once again.
    vi.advanceTimersByTime(250);
    throttled('d');
    expect(run.mock.calls).toEqual([['a'], ['c'], ['d']]);
  });

  it('cancel drops a queued call', () => {
    const run = vi.fn();
    const throttled = throttle(run, 150);
    throttled(1);
    throttled(2);
    throttled.cancel();
    vi.advanceTimersByTime(500);
    expect(run.mock.calls).toEqual([[1]]);
  });

  it('keeps one window per key, so a second notice is never swallowed by the first', () => {
    const run = vi.fn();
    const byKey = throttleByKey(run, 150);
    byKey(1);
    byKey(2);
    byKey(1);
    expect(run.mock.calls).toEqual([[1], [2]]);
    vi.advanceTimersByTime(150);
    expect(run.mock.calls).toEqual([[1], [2], [1]]);
  });
});
