import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../../shared/i18n/i18n.ts';
import { marqueeTrack } from './marqueeMotion.ts';
import { NoticeMarquee } from './NoticeMarquee.tsx';

describe('notice marquee (spec 2.4)', () => {
  beforeAll(() => initI18n());

  it('shows the no-announcement text when there are no notices, still linking to /m/notice', () => {
    render(
      <MemoryRouter>
        <NoticeMarquee notices={[]} />
      </MemoryRouter>,
    );
    const link = screen.getByRole('link', { name: 'Announcements: No announcements at the moment' });
    expect(link).toHaveAttribute('href', '/m/notice');
  });

  it('lists every notice title and offers the download icon only with a link', () => {
    const { rerender } = render(
      <MemoryRouter>
        <NoticeMarquee
          notices={[
            { id: 1, title: 'First' },
            { id: 2, title: 'Second' },
          ]}
          downloadUrl="/app.apk"
        />
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: /First.*Second/ })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Download app' })).toHaveAttribute('href', '/app.apk');
    rerender(
      <MemoryRouter>
        <NoticeMarquee notices={[{ id: 1, title: 'First' }]} downloadUrl={null} />
      </MemoryRouter>,
    );
    expect(screen.queryByRole('link', { name: 'Download app' })).not.toBeInTheDocument();
  });

  it('loops once the text has moved its width plus 50 px, entering from the far edge', () => {
    const leftToRight = marqueeTrack(600, 300, -1);
    expect(leftToRight.fromPx).toBe(300);
    expect(leftToRight.toPx).toBe(-650);
    expect(leftToRight.durationS).toBeCloseTo(950 / 40);
    expect(leftToRight.delayS).toBeCloseTo(-300 / 40);
    const rightToLeft = marqueeTrack(600, 300, 1);
    expect(rightToLeft.fromPx).toBe(-300);
    expect(rightToLeft.toPx).toBe(650);
  });

  describe('motion', () => {
    afterEach(() => vi.unstubAllGlobals());

    it('stands at the start of the strip until the page is idle, then moves', () => {
      // What Chromium does: the strip's size is reported once laid out, idle callbacks run when the
      // test says the browser is idle.
      const resized: ResizeObserverCallback[] = [];
      vi.stubGlobal(
        'ResizeObserver',
        class {
          constructor(callback: ResizeObserverCallback) {
            resized.push(callback);
          }
          observe(): void {}
          disconnect(): void {}
        },
      );
      const idle: IdleRequestCallback[] = [];
      vi.stubGlobal('requestIdleCallback', (callback: IdleRequestCallback) => idle.push(callback));
      vi.stubGlobal('cancelIdleCallback', () => undefined);
      const { unmount } = render(
        <MemoryRouter>
          <NoticeMarquee notices={[{ id: 1, title: 'Welcome' }]} />
        </MemoryRouter>,
      );
      const line = screen.getByText('Welcome');
      // Laid out, and laid out again (content arriving around it): measured, not moving, and one
      // start waiting for the idle moment.
      for (let i = 0; i < 2; i += 1) {
        act(() => resized[0]?.([], {} as ResizeObserver));
      }
      expect(line.style.getPropertyValue('--marquee-duration')).not.toBe('');
      expect(line).not.toHaveClass('marquee__track--moving');
      expect(idle).toHaveLength(1);
      act(() => idle[0]?.({ didTimeout: false, timeRemaining: () => 50 }));
      expect(line).toHaveClass('marquee__track--moving');
      unmount();
    });
  });
});
