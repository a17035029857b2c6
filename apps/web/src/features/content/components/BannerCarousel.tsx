import { BANNER_AUTOPLAY_MS, BANNER_GAP, type BannerItem } from '@openlobby/contract/client';
import { memo, type ReactElement, type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { prefersReducedMotion } from '../../../shared/platform/standalone.ts';
import { usePainted } from '../../../shared/platform/usePainted.ts';
import { Icon } from '../../../shared/ui/Icon.tsx';
// Its styles (banner.css) come with the page itself: see src/entry.ts.

/** Intrinsic size of banner artwork; the box keeps this ratio before any image arrives. */
export const BANNER_WIDTH = 750;
export const BANNER_HEIGHT = 300;

function BannerLink({ banner, children }: { banner: BannerItem; children: ReactNode }): ReactElement {
  if (banner.link.startsWith('/')) return <Link to={banner.link}>{children}</Link>;
  if (/^https?:\/\//.test(banner.link)) {
    return (
      <a href={banner.link} target="_blank" rel="noopener noreferrer">
        {children}
      </a>
    );
  }
  return <>{children}</>;
}

/**
 * Banner carousel of spec 2.4: CSS scroll-snap (swipe works without a library), autoplay every
 * 5000 ms looping when there is more than one banner, slide gap 5. Autoplay pauses on hover, on
 * keyboard focus, with the pause button, and never starts for reduced-motion players.
 */
// Memoised: home re-renders as its data and idle gates arrive, and the carousel's slides need not.
export const BannerCarousel = memo(function BannerCarousel({
  banners,
}: {
  banners: readonly BannerItem[];
}): ReactElement {
  const { t } = useTranslation();
  const scroller = useRef<HTMLDivElement>(null);
  const [index, setIndex] = useState(0);
  const [playing, setPlaying] = useState(() => !prefersReducedMotion());
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const count = banners.length;
  // The page drew the first slide before any script; the others, out of sight to the side, join a
  // frame after the first render, which stays a short task.
  const slides = usePainted() ? banners : banners.slice(0, 1);

  const goTo = useCallback((target: number) => {
    const box = scroller.current;
    if (!box) return;
    const rtl = getComputedStyle(box).direction === 'rtl';
    const left = target * (box.clientWidth + BANNER_GAP) * (rtl ? -1 : 1);
    box.scrollTo({ left, behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
    setIndex(target);
  }, []);

  useEffect(() => {
    if (count < 2 || !playing || hovered || focused) return undefined;
    const timer = setInterval(() => goTo((index + 1) % count), BANNER_AUTOPLAY_MS);
    return () => clearInterval(timer);
  }, [count, playing, hovered, focused, index, goTo]);

  const onScroll = (): void => {
    const box = scroller.current;
    if (!box || box.clientWidth === 0) return;
    setIndex(Math.round(Math.abs(box.scrollLeft) / (box.clientWidth + BANNER_GAP)));
  };

  if (count === 0) return <div className="banner banner--empty" aria-hidden="true" />;

  return (
    <section
      className="banner"
      aria-roledescription="carousel"
      aria-label={t('banner.label')}
      onPointerEnter={() => setHovered(true)}
      onPointerLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
      }}
    >
      <div className="banner__frame">
        <div
          className="banner__scroller"
          ref={scroller}
          onScroll={onScroll}
          style={{ gap: `${BANNER_GAP}px` }}
        >
          {slides.map((banner, position) => (
            <div
              key={banner.id}
              className="banner__slide"
              role="group"
              aria-roledescription="slide"
              aria-label={t('banner.slide', { index: position + 1, count, title: banner.title })}
            >
              <BannerLink banner={banner}>
                <img
                  src={banner.url}
                  alt={banner.title}
                  width={BANNER_WIDTH}
                  height={BANNER_HEIGHT}
                  loading={position === 0 ? 'eager' : 'lazy'}
                  fetchPriority={position === 0 ? 'high' : 'low'}
                  decoding={position === 0 ? 'sync' : 'async'}
                />
              </BannerLink>
            </div>
          ))}
        </div>
      </div>
      {count > 1 && (
        <div className="banner__controls">
          <button
            type="button"
            className="banner__toggle"
            aria-label={playing ? t('banner.pause') : t('banner.play')}
            onClick={() => setPlaying((value) => !value)}
          >
            <Icon name={playing ? 'pause' : 'play'} size={16} />
          </button>
          <div className="banner__dots">
            {banners.map((banner, position) => (
              <button
                key={banner.id}
                type="button"
                className="banner__dot"
                aria-label={t('banner.goTo', { index: position + 1 })}
                aria-current={position === index ? 'true' : undefined}
                onClick={() => goTo(position)}
              >
                <span aria-hidden="true" />
              </button>
            ))}
          </div>
        </div>
      )}
    </section>
  );
});
