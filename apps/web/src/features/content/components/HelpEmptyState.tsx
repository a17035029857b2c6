import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../shared/ui/Icon.tsx';
import './help.css';

export function HelpEmptyState(): ReactElement {
  const { t } = useTranslation();
  return (
    <div className="empty-state">
      <Icon name="help" size={48} />
      <p className="empty-state__title">{t('help.emptyTitle')}</p>
      <p>{t('help.emptyBody')}</p>
    </div>
  );
}
