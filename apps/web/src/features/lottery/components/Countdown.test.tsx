import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../../shared/i18n/i18n.ts';
import '../i18n/texts.ts';
import { formatCountdown } from '../model/countdown.ts';
import { Countdown } from './Countdown.tsx';

beforeAll(() => initI18n('EN'));
beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2026-11-23T07:00:40Z'));
});
afterEach(() => vi.useRealTimers());

describe('Countdown', () => {
  it('counts down to the close on the server clock and says the draw is coming at zero', () => {
    const onClosed = vi.fn();
    // The phone is 5 s behind the server: 15 s are left, not 20.
    render(<Countdown closesAt="2026-11-23T07:01:00Z" offsetMs={5_000} onClosed={onClosed} />);
    expect(screen.getByRole('timer')).toHaveTextContent('00:15');
    for (let second = 0; second < 14; second += 1) act(() => void vi.advanceTimersByTime(1_000));
    expect(screen.getByRole('timer')).toHaveTextContent('00:01');
    expect(onClosed).not.toHaveBeenCalled();
    act(() => void vi.advanceTimersByTime(1_000));
    expect(screen.queryByRole('timer')).toBeNull();
    expect(screen.getByText('Drawing…')).toBeInTheDocument();
    expect(onClosed).toHaveBeenCalledTimes(1);
  });

  it('shows hours for the daily lottery', () => {
    expect(formatCountdown(5 * 3600_000 + 61_000)).toBe('5:01:01');
    expect(formatCountdown(59_001)).toBe('01:00');
  });
});
