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
});
