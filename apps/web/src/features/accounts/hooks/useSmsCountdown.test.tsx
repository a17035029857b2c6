import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { countdownEnd, useSmsCountdown } from './useSmsCountdown.ts';

describe('countdownEnd', () => {
  it('prefers resendAt, then expirationTime, then 60 s', () => {
    expect(countdownEnd({ resendAt: 5_000, expirationTime: 9_000 }, 1_000)).toBe(5_000);
    expect(countdownEnd({ expirationTime: 9_000 }, 1_000)).toBe(9_000);
    expect(countdownEnd({}, 1_000)).toBe(61_000);
    expect(countdownEnd(null, 1_000)).toBe(61_000);
  });
});

describe('useSmsCountdown', () => {
  beforeEach(() => vi.useFakeTimers({ now: 0 }));
  afterEach(() => vi.useRealTimers());

  it('counts down in half-second checks and returns to idle', () => {
    const { result } = renderHook(() => useSmsCountdown());
    expect(result.current.secondsLeft).toBe(0);
    act(() => result.current.start(3_000));
    expect(result.current.secondsLeft).toBe(3);
    act(() => {
      vi.advanceTimersByTime(500);
    });
    expect(result.current.secondsLeft).toBe(3);
    act(() => {
      vi.advanceTimersByTime(1_000);
    });
    expect(result.current.secondsLeft).toBe(2);
    act(() => {
      vi.advanceTimersByTime(1_500);
    });
    expect(result.current.secondsLeft).toBe(0);
  });
});
