import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../shared/i18n/i18n.ts';
import { CHUNK_RETRY_FIRST_MS, lazyScreen } from './lazyScreen.ts';

describe('lazy screens (spec section 8)', () => {
  beforeAll(() => initI18n());
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  /** A screen whose chunk fails `failures` times before it comes. */
  function flakyScreen(failures: number): {
    Flaky: ReturnType<typeof lazyScreen<object>>;
    calls: () => number;
  } {
    let calls = 0;
    const Flaky = lazyScreen<object>(() => {
      calls += 1;
      return calls <= failures
        ? Promise.reject(new Error('network down'))
        : Promise.resolve({ default: () => <p>wallet</p> });
    });
    return { Flaky, calls: () => calls };
  }

  it('logs a failed chunk and shows a spinner instead', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const Broken = lazyScreen<object>(() => Promise.reject(new Error('chunk gone')));
    render(
      <Suspense fallback={<p>waiting</p>}>
        <Broken />
      </Suspense>,
    );
    expect(await screen.findByRole('status')).toHaveTextContent('Loading…');
    expect(log).toHaveBeenCalledWith('Could not load a chunk of the app', expect.any(Error));
    log.mockRestore();
  });

  it('renders a preloaded screen at once, without its fallback', async () => {
    const Ready = lazyScreen<object>(() => Promise.resolve({ default: () => <p>lobby</p> }));
    await Ready.preload();
    render(
      <Suspense fallback={<p>waiting</p>}>
        <Ready />
      </Suspense>,
    );
    // Synchronously after the first render: a screen that suspended would show "waiting" here.
    expect(screen.getByText('lobby')).toBeInTheDocument();
    expect(screen.queryByText('waiting')).not.toBeInTheDocument();
  });

  it('still shows the fallback for a screen whose chunk has not arrived', async () => {
    const Later = lazyScreen<object>(() => Promise.resolve({ default: () => <p>help</p> }));
    render(
      <Suspense fallback={<p>waiting</p>}>
        <Later />
      </Suspense>,
    );
    expect(screen.getByText('waiting')).toBeInTheDocument();
    expect(await screen.findByText('help')).toBeInTheDocument();
  });

  it('asks for a failed chunk again under the spinner, waiting longer each time, and shows the screen', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { Flaky, calls } = flakyScreen(2);
    render(
      <Suspense fallback={<p>waiting</p>}>
        <Flaky />
      </Suspense>,
    );
    expect(await screen.findByRole('status')).toHaveTextContent('Loading…');
    expect(calls()).toBe(1);
    await act(() => vi.advanceTimersByTimeAsync(CHUNK_RETRY_FIRST_MS));
    expect(calls()).toBe(2);
    // The second wait is twice the first.
    await act(() => vi.advanceTimersByTimeAsync(CHUNK_RETRY_FIRST_MS));
    expect(calls()).toBe(2);
    expect(screen.queryByText('wallet')).not.toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(CHUNK_RETRY_FIRST_MS));
    expect(calls()).toBe(3);
    expect(await screen.findByText('wallet')).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('asks again at once when the phone is back online', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { Flaky, calls } = flakyScreen(1);
    render(
      <Suspense fallback={<p>waiting</p>}>
        <Flaky />
      </Suspense>,
    );
    expect(await screen.findByRole('status')).toHaveTextContent('Loading…');
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(await screen.findByText('wallet')).toBeInTheDocument();
    expect(calls()).toBe(2);
  });
});
