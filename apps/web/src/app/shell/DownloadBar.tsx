import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../shared/ui/Icon.tsx';

interface DownloadBarProps {
  url: string;
  onClose: () => void;
}

/** The top banner of home-type paths (spec 2.14): promotes the app; hidden for good once closed. */
export function DownloadBar({ url, onClose }: DownloadBarProps): ReactElement {
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
      <a className="button button--small button--primary" href={url}>
        {t('downloadBar.action')}
      </a>
    </aside>
  );
}
