import { GameCategory } from '@openlobby/contract/client';
import type { MouseEvent, ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useCommonStore } from '../../shared/store/commonStore.ts';
import { useSessionViewer } from '../../shared/session/viewer.ts';
import { Icon } from '../../shared/ui/Icon.tsx';
import { canonicalPath, HOME_PATH } from '../routing/routeMeta.ts';
import { bottomMenuEntries, type MenuEntry } from './bottomMenuRules.ts';
import { scrollToContentTop } from './scrollToTop.ts';
import { useMenuAction, useReferralOn } from './useMenuAction.ts';

/** Bottom menu of spec 2.3. Entries are real links (long-press, open in new tab) with guarded taps. */
export function BottomMenu(): ReactElement {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const viewer = useSessionViewer();
  const referralOn = useReferralOn();
  const act = useMenuAction();
  const selectCategory = useCommonStore((state) => state.setHomeGameCategory);
  const current = canonicalPath(pathname);

  const onTap = (entry: MenuEntry) => (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    if (entry.key === 'home') {
      selectCategory(GameCategory.HOT);
      if (current === HOME_PATH) {
        scrollToContentTop();
        return;
      }
    }
    act(entry);
  };

  return (
    <nav className="bottom-menu" aria-label={t('bottomMenu.label')}>
      <ul>
        {bottomMenuEntries(viewer, referralOn).map((entry) => (
          <li key={entry.key} className={entry.central ? 'bottom-menu__central' : undefined}>
            <a
              href={entry.path}
              onClick={onTap(entry)}
              aria-current={current === entry.path ? 'page' : undefined}
              className="bottom-menu__link"
            >
              <span className="bottom-menu__icon">
                <Icon name={entry.icon} size={entry.central ? 26 : 22} />
              </span>
              <span className="bottom-menu__label">{t(`bottomMenu.${entry.label}`)}</span>
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
