import type { NoticeItem } from '@openlobby/contract/client';
import { type ReactElement, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isRightToLeft } from '../../../shared/i18n/language.ts';
import { useLanguage } from '../../../shared/i18n/useLanguage.ts';
import { prefersReducedMotion } from '../../../shared/platform/standalone.ts';
import { Icon } from '../../../shared/ui/Icon.tsx';
import { MARQUEE_SPEED_PX_PER_S, nextMarqueeOffset } from './marqueeMotion.ts';

interface NoticeMarqueeProps {
  notices: readonly NoticeItem[];
  /** Direct app download; absent hides the icon (no links configured, or running as the app). */
  downloadUrl?: string | null;
}

/**
 * The notice strip of spec 2.4: scrolls continuously and loops, tapping opens /m/notice. Motion is
 * written straight to the DOM each frame (no React render per frame) and stops for players who ask
 * for reduced motion, who get the text still and truncated instead.
 */
export function NoticeMarquee({ notices, downloadUrl }: NoticeMarqueeProps): ReactElement {
  const { t } = useTranslation();
  const rightToLeft = isRightToLeft(useLanguage());
  const viewport = useRef<HTMLSpanElement>(null);
  const track = useRef<HTMLSpanElement>(null);
  const text = notices.map((notice) => notice.title).join('   •   ');
  const empty = notices.length === 0;

  useEffect(() => {
    const box = viewport.current;
    const line = track.current;
    if (!box || !line || empty || prefersReducedMotion()) return undefined;
    // Text enters from the end of the line: from the right in English, from the left in Urdu.
    const direction = rightToLeft ? 1 : -1;
    let offset = 0;
    let last = performance.now();
    let frame = 0;
    let paused = false;
    const tick = (now: number): void => {
      const step = paused ? 0 : ((now - last) / 1000) * MARQUEE_SPEED_PX_PER_S;
      last = now;
      offset = nextMarqueeOffset(offset, step, line.scrollWidth, box.clientWidth);
      line.style.transform = `translateX(${direction * offset}px)`;
      frame = requestAnimationFrame(tick);
    };
    const pause = (): void => {
      paused = true;
    };
    const resume = (): void => {
      paused = false;
    };
    box.addEventListener('pointerenter', pause);
    box.addEventListener('pointerleave', resume);
    frame = requestAnimationFrame(tick);
    return () => {
      cancelAnimationFrame(frame);
      box.removeEventListener('pointerenter', pause);
      box.removeEventListener('pointerleave', resume);
      line.style.transform = '';
    };
  }, [empty, text, rightToLeft]);

  return (
    <div className="marquee">
      <Icon name="megaphone" size={20} className="marquee__icon" />
      <Link
        className="marquee__link"
        to="/m/notice"
        aria-label={`${t('marquee.label')}: ${empty ? t('marquee.empty') : text}`}
      >
        <span className="marquee__viewport" ref={viewport}>
          <span className={empty ? 'marquee__track marquee__track--still' : 'marquee__track'} ref={track}>
            {empty ? t('marquee.empty') : text}
          </span>
        </span>
      </Link>
      {downloadUrl && (
        <a className="icon-button marquee__download" href={downloadUrl} aria-label={t('marquee.download')}>
          <Icon name="download" size={20} />
        </a>
      )}
    </div>
  );
}
