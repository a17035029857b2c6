import { type AnnouncementItem, POPUP_SELECTION_DELAY_MS } from '@openlobby/contract/client';
import { type ReactElement, useEffect, useEffectEvent, useState } from 'react';
import { useCommonStore } from '../../../shared/store/commonStore.ts';
import { listPopupAnnouncements } from '../api/listPopupAnnouncements.ts';
import { hidePopup, readPopupShowFlag } from '../model/popupFlag.ts';
import { popupVariant, selectPopupItems } from '../model/popupSelection.ts';
import { AnnouncementPopup } from './AnnouncementPopup.tsx';

/**
 * Home's popup (spec 4): variant A for members, B for guests. Items are chosen
 * POPUP_SELECTION_DELAY_MS after load, from the list the server answers for this viewer.
 */
export default function HomePopup({
  onSettled,
  onClosed,
  held = false,
}: {
  /** Told once the selection is made: whether a popup shows (home then opens no other popup). */
  onSettled?: (shown: boolean) => void;
  /** Told when the player closes a popup that showed. */
  onClosed?: () => void;
  /**
   * True while another modal (the side menu, a sheet) is open: the popup waits for it to close
   * rather than stacking a second dialog over the one the player opened.
   */
  held?: boolean;
}): ReactElement | null {
  const session = useCommonStore((state) => state.session);
  const loggedIn = session !== null;
  const firstTimeLogin = session?.firstTimeLogin ?? false;
  const variant = popupVariant(loggedIn);
  const [items, setItems] = useState<AnnouncementItem[]>([]);
  const settled = useEffectEvent((shown: boolean) => onSettled?.(shown));

  useEffect(() => {
    const controller = new AbortController();
    const timer = setTimeout(() => {
      const viewer = { loggedIn, firstTimeLogin, showFlag: readPopupShowFlag(variant) };
      if (!viewer.showFlag) {
        settled(false);
        return;
      }
      listPopupAnnouncements(controller.signal)
        .then((all) => {
          const selected = selectPopupItems(all, viewer);
          setItems(selected);
          settled(selected.length > 0);
        })
        // No popup is better than an error over home.
        .catch(() => {
          setItems([]);
          if (!controller.signal.aborted) settled(false);
        });
    }, POPUP_SELECTION_DELAY_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [loggedIn, firstTimeLogin, variant]);

  if (items.length === 0 || held) return null;
  return (
    <AnnouncementPopup
      items={items}
      variant={variant}
      loggedIn={loggedIn}
      onClosed={() => {
        hidePopup(variant);
        setItems([]);
        onClosed?.();
      }}
    />
  );
}
