import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../shared/ui/Icon.tsx';
import { AppDownloadLink } from './AppDownloadLink.tsx';

/**
 * The top banner of home-type paths (spec 2.14): promotes the app and opens the download popup;
 * hidden for good once closed.
 */
export function DownloadBar({ onClose }: { onClose: () => void }): ReactElement {
  const { t } = useTranslation();
  return (
    <aside className="download-bar" aria-label={t('downloadBar.text')}>
      <button
        type="button"
        className="icon-button icon-button--small"
        aria-label={t('downloadBar.close')}
        onClick={onClose}
      >
        <Icon name="close" size={18} />
      </button>
      <span className="download-bar__mark" aria-hidden="true">
        <Icon name="phone" size={20} />
      </span>
      <span className="download-bar__text">{t('downloadBar.text')}</span>
      <AppDownloadLink className="button button--small button--primary">
        {t('downloadBar.action')}
      </AppDownloadLink>
    </aside>
  );
}
