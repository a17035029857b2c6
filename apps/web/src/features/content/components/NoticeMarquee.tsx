import type { NoticeItem } from '@openlobby/contract/client';
import { memo, type ReactElement, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isRightToLeft } from '../../../shared/i18n/language.ts';
import { useLanguage } from '../../../shared/i18n/useLanguage.ts';
import { prefersReducedMotion } from '../../../shared/platform/standalone.ts';
import { whenIdle } from '../../../shared/platform/whenIdle.ts';
import { Icon } from '../../../shared/ui/Icon.tsx';
import { marqueeTrack } from './marqueeMotion.ts';
// Its styles (marquee.css) come with the page itself: see src/entry.ts.

/** The longest the strip stands still on a page that is never idle. */
const MOVE_WITHIN_MS = 3000;

interface NoticeMarqueeProps {
  notices: readonly NoticeItem[];
  /** Direct app download; absent hides the icon (no links configured, or running as the app). */
  downloadUrl?: string | null;
}

/**
 * The notice strip of spec 2.4: scrolls continuously and loops (from the moment home's start is
 * over), tapping opens /m/notice. The loop is a CSS animation sized from the measured text; players
 * who ask for reduced motion get the text still and truncated instead. Hover and keyboard focus
 * pause it.
 */
// Memoised: home re-renders as its data and idle gates arrive, and the strip need not.
export const NoticeMarquee = memo(function NoticeMarquee({
  notices,
  downloadUrl,
}: NoticeMarqueeProps): ReactElement {
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
    // The text stands at the start of the strip until the page is idle, then moves: while home is
    // being built the browser has no frames to spare for it (on a cheap phone, nor the battery).
    let startMoving: (() => void) | undefined;
    // Measured when the browser lays the strip out anyway (a ResizeObserver's turn) rather than by
    // forcing a layout of the whole lobby in the middle of its first commit; a strip that changes
    // width (the phone turned) is measured again.
    const observer = new ResizeObserver(() => {
      const motion = marqueeTrack(line.scrollWidth, box.clientWidth, rightToLeft ? 1 : -1);
      line.style.setProperty('--marquee-from', `${motion.fromPx}px`);
      line.style.setProperty('--marquee-to', `${motion.toPx}px`);
      line.style.setProperty('--marquee-duration', `${motion.durationS}s`);
      line.style.setProperty('--marquee-delay', `${motion.delayS}s`);
      startMoving ??= whenIdle(() => line.classList.add('marquee__track--moving'), MOVE_WITHIN_MS);
    });
    observer.observe(box);
    observer.observe(line);
    return () => {
      observer.disconnect();
      startMoving?.();
      line.classList.remove('marquee__track--moving');
    };
  }, [empty, text, rightToLeft]);

  return (
    <div className="marquee">
      <Icon name="megaphone" size={20} className="marquee__icon" />
      <Link className="marquee__link" to="/m/notice">
        <span className="visually-hidden">{t('marquee.label')}: </span>
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
});
