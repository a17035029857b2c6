import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../shared/i18n/i18n.ts';
import { lazyScreen } from './lazyScreen.ts';

describe('lazy screens (spec section 8)', () => {
  beforeAll(() => initI18n());

  it('logs a failed chunk and shows a spinner instead', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const Broken = lazyScreen<object>(() => Promise.reject(new Error('chunk gone')));
    render(
      <Suspense fallback={<p>waiting</p>}>
        <Broken />
      </Suspense>,
    );
    expect(await screen.findByRole('status')).toHaveTextContent('Loading…');
    expect(log).toHaveBeenCalledWith('Could not load screen', expect.any(Error));
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
});
