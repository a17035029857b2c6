import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../shared/ui/Icon.tsx';
import { useShellStore } from './shellStore.ts';

export function MenuButton(): ReactElement {
  const { t } = useTranslation();
  const open = useShellStore((state) => state.open);
  return (
    <button
      type="button"
      className="icon-button"
      aria-label={t('header.openMenu')}
      aria-haspopup="dialog"
      onClick={() => open('sideMenu')}
    >
      <Icon name="menu" />
    </button>
  );
}
