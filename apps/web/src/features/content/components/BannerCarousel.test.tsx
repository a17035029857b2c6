import type { BannerItem } from '@openlobby/contract/client';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { initI18n } from '../../../shared/i18n/i18n.ts';
import { renderWithProviders } from '../../../test/renderWithProviders.tsx';
import { BannerCarousel } from './BannerCarousel.tsx';
import { homeBanners } from './homeBanners.ts';

const banner = (id: number, groupName: string, title: string): BannerItem => ({
  id,
  groupName,
  title,
  url: `/cdn/banners/${id}.svg`,
  link: '/m/activity',
});

const BANNERS = [
  banner(1, 'm_home', 'Welcome'),
  banner(2, 'm_live', 'Live show'),
  banner(3, 'm_reg', 'Register'),
];

describe('home banners (spec 2.4)', () => {
  beforeAll(() => initI18n());

  it('shows m_home and m_live, hiding m_live without live models', () => {
    expect(homeBanners(BANNERS, true).map((b) => b.title)).toEqual(['Welcome', 'Live show']);
    expect(homeBanners(BANNERS, false).map((b) => b.title)).toEqual(['Welcome']);
  });

  it('names each slide, loads the first image eagerly and can be paused', async () => {
    renderWithProviders(<BannerCarousel banners={homeBanners(BANNERS, true)} />);
    const carousel = screen.getByRole('region', { name: 'Featured promotions' });
    expect(carousel).toHaveAttribute('aria-roledescription', 'carousel');
    expect(screen.getByRole('group', { name: 'Slide 1 of 2: Welcome' })).toBeInTheDocument();
    // The first slide is drawn at once (the page drew it before any script); the other joins it
    // once that has been painted, fetched only when it nears the screen.
    const first = screen.getByRole('img', { name: 'Welcome' });
    expect(first).toHaveAttribute('fetchpriority', 'high');
    expect(first).toHaveAttribute('loading', 'eager');
    const second = await screen.findByRole('img', { name: 'Live show' });
    expect(second).toHaveAttribute('loading', 'lazy');
    expect(screen.getByRole('group', { name: 'Slide 2 of 2: Live show' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Show slide 1' })).toHaveAttribute('aria-current', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'Pause slideshow' }));
    expect(screen.getByRole('button', { name: 'Play slideshow' })).toBeInTheDocument();
  });

  it('shows no controls for a single banner (nothing to loop)', () => {
    renderWithProviders(<BannerCarousel banners={[banner(1, 'm_home', 'Only')]} />);
    expect(screen.queryByRole('button', { name: 'Pause slideshow' })).not.toBeInTheDocument();
  });
});
