import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
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
});
