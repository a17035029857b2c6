import type { BannerItem } from '@openlobby/contract/client';
import { act, screen } from '@testing-library/react';
import { type ReactElement, useEffect, useState } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { BannerCarousel } from '../../features/content/components/BannerCarousel.tsx';
import { initI18n } from '../../shared/i18n/i18n.ts';
import { renderWithProviders } from '../../test/renderWithProviders.tsx';
import { keepClearOfControls } from './keepClearOfControls.ts';

beforeAll(() => initI18n('EN'));

const banner = (id: number): BannerItem => ({
  id,
  groupName: 'm_home',
  title: `Promotion ${id}`,
  url: `/cdn/banners/${id}.svg`,
  link: '/m/activity',
});

/** Set by the home below: a new banner arrives in the carousel. */
let addBanner: () => void = () => undefined;

function Home(): ReactElement {
  const [banners, setBanners] = useState([banner(1), banner(2)]);
  useEffect(() => {
    addBanner = () => setBanners((shown) => [...shown, banner(shown.length + 1)]);
  }, []);
  return (
    <main id="main">
      <BannerCarousel banners={banners} />
      <button type="button" className="floating-service">
        Customer service
      </button>
    </main>
  );
}

/** Two painted frames: a placement asked for (just after a frame) is done by then. */
async function nextFrames(): Promise<void> {
  for (let i = 0; i < 2; i += 1) {
    await act(() => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))));
  }
}

let stop: (() => void) | undefined;
afterEach(() => {
  stop?.();
  stop = undefined;
});

describe('keepClearOfControls', () => {
  it('is not woken by the carousel turning its slides, and is by content arriving on the page', async () => {
    renderWithProviders(<Home />);
    const button = screen.getByRole('button', { name: 'Customer service' });
    // Each placement starts by measuring the button: counting those counts placements.
    const measured = vi.spyOn(button, 'getBoundingClientRect');
    stop = keepClearOfControls(button);
    // Not measured at once, while the page may be half laid out: just after the next frame.
    expect(measured).not.toHaveBeenCalled();
    await nextFrames();
    expect(measured).toHaveBeenCalledTimes(1);

    // The slideshow moves on (its current dot changes, as autoplay does it: no focus move) and a
    // slide arrives inside it.
    act(() => screen.getByRole('button', { name: 'Show slide 2' }).click());
    expect(screen.getByRole('button', { name: 'Show slide 2' })).toHaveAttribute('aria-current', 'true');
    act(() => addBanner());
    expect(screen.getByRole('group', { name: /Slide 3 of 3/ })).toBeInTheDocument();
    await nextFrames();
    expect(measured).toHaveBeenCalledTimes(1);

    // A list arriving below can put a control under the button: placed again.
    const more = document.createElement('a');
    more.href = '/m/game';
    more.textContent = 'More hot games';
    act(() => document.getElementById('main')?.append(more));
    await nextFrames();
    expect(measured).toHaveBeenCalledTimes(2);
  });

  it('places the button once the browser is idle, once for every change made until then', async () => {
    // What Chromium does: idle callbacks, run here when the test says the browser is idle.
    const idle: IdleRequestCallback[] = [];
    vi.stubGlobal('requestIdleCallback', (callback: IdleRequestCallback) => idle.push(callback));
    vi.stubGlobal('cancelIdleCallback', () => undefined);
    try {
      renderWithProviders(<Home />);
      const button = screen.getByRole('button', { name: 'Customer service' });
      const measured = vi.spyOn(button, 'getBoundingClientRect');
      stop = keepClearOfControls(button);
      // Content keeps arriving over several frames: no placement while the page is busy.
      for (const name of ['Hot games', 'More hot games', 'My collection']) {
        const link = document.createElement('a');
        link.href = '/m/game';
        link.textContent = name;
        act(() => document.getElementById('main')?.append(link));
        await nextFrames();
      }
      expect(measured).not.toHaveBeenCalled();
      expect(idle).toHaveLength(1);
      act(() => idle.shift()?.({ didTimeout: false, timeRemaining: () => 50 }));
      expect(measured).toHaveBeenCalledTimes(1);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
