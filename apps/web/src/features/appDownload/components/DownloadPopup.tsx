import type { ReactElement } from 'react';
import { useCommonStore } from '../../../shared/store/commonStore.ts';
import { Dialog } from '../../../shared/ui/Dialog.tsx';
import { Icon } from '../../../shared/ui/Icon.tsx';
import { useAppDownloadT } from '../i18n/texts.ts';
import { DownloadOptions } from './DownloadOptions.tsx';
import { PromoCard } from './PromoCard.tsx';
import './appDownload.css';

/**
 * The download popup of spec 2.4 and 2.14, a modal dialog: the bonus with its countdown and the
 * install options. The shell mounts it (lazily) while open; closing hands back to the shell.
 */
export default function DownloadPopup({ onClose }: { onClose: () => void }): ReactElement {
  const { t } = useAppDownloadT();
  const links = useCommonStore((state) => state.downloadLinks);
  return (
    <Dialog open title={t('popup.title')} onClose={onClose}>
      <button
        type="button"
        className="icon-button download-popup__close"
        aria-label={t('popup.close')}
        onClick={onClose}
      >
        <Icon name="close" size={20} />
      </button>
      <div className="download-popup">
        <PromoCard />
        <DownloadOptions links={links} />
      </div>
    </Dialog>
  );
}
