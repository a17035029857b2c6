import type { AnnouncementItem } from '@openlobby/contract/client';
import { type ReactElement, useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { prefersReducedMotion } from '../../../shared/platform/standalone.ts';
import { Dialog } from '../../../shared/ui/Dialog.tsx';
import { SanitizedHtml } from '../../../shared/ui/SanitizedHtml.tsx';
import { markAnnouncementAsRead } from '../api/markAnnouncementAsRead.ts';
import { useMessagingT } from '../i18n/texts.ts';
import { canGoToActivity, clampPage, type PopupVariant } from '../model/popupSelection.ts';
// Its styles (popup.css) come with the page itself: see src/entry.ts.

const REWARD_CENTRE_PATH = '/m/rewardCenter';
const REGISTER_PATH = '/m/register';

interface AnnouncementPopupProps {
  items: readonly AnnouncementItem[];
  variant: PopupVariant;
  loggedIn: boolean;
  /** Called once the closing animation has played (at once under reduced motion). */
  onClosed: () => void;
}

/**
 * The announcement popup of spec 2.6: one item at a time with its title and sanitised HTML,
 * previous / next within bounds, close, and go-to-activity for members on promotion items.
 */
export function AnnouncementPopup({
  items,
  variant,
  loggedIn,
  onClosed,
}: AnnouncementPopupProps): ReactElement | null {
  const { t } = useMessagingT();
  const navigate = useNavigate();
  const [page, setPage] = useState(0);
  const [closing, setClosing] = useState(false);
  const index = clampPage(page, items.length);
  const item = items[index];
  const unreadShownId = loggedIn && item && !item.read ? item.id : null;
  // A member's item counts as read once shown (the server keeps the read flag per member).
  useEffect(() => {
    if (unreadShownId !== null) void markAnnouncementAsRead(unreadShownId);
  }, [unreadShownId]);
  if (!item) return null;

  const close = (): void => {
    if (prefersReducedMotion()) onClosed();
    else setClosing(true);
  };
  const goToActivity = (): void => {
    onClosed();
    void navigate(REWARD_CENTRE_PATH);
  };
  // A guest's welcome is an invitation: it offers the way in, not only a way out.
  const register = (): void => {
    onClosed();
    void navigate(REGISTER_PATH);
  };

  return (
    <Dialog open title={item.title} onClose={close}>
      <div
        className={`popup popup--${variant}${closing ? ' popup--closing' : ''}`}
        onAnimationEnd={closing ? onClosed : undefined}
      >
        <SanitizedHtml className="rich-text popup__content" dir="auto" html={item.content} />
        {items.length > 1 && (
          <nav className="popup__pager" aria-label={t('popup.pages')}>
            <button
              type="button"
              className="button button--ghost button--small"
              aria-label={t('popup.previous')}
              disabled={index === 0}
              onClick={() => setPage(clampPage(index - 1, items.length))}
            >
              <span aria-hidden="true">‹</span>
            </button>
            <span className="popup__position" aria-live="polite">
              {t('popup.position', { current: index + 1, total: items.length })}
            </span>
            <button
              type="button"
              className="button button--ghost button--small"
              aria-label={t('popup.next')}
              disabled={index === items.length - 1}
              onClick={() => setPage(clampPage(index + 1, items.length))}
            >
              <span aria-hidden="true">›</span>
            </button>
          </nav>
        )}
        <div className="popup__actions">
          <button type="button" className="button button--ghost" onClick={close}>
            {t('popup.close')}
          </button>
          {canGoToActivity(item, loggedIn) && (
            <button type="button" className="button button--primary" onClick={goToActivity}>
              {t('popup.goToActivity')}
            </button>
          )}
          {!loggedIn && (
            <button type="button" className="button button--primary" onClick={register}>
              {t('popup.register')}
            </button>
          )}
        </div>
      </div>
    </Dialog>
  );
}
