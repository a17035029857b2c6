import type { ReactElement, ReactNode } from 'react';
import { useCommonStore } from '../../../shared/store/commonStore.ts';
import { QrCode } from '../../../shared/ui/QrCode.tsx';
import { useAppDownloadT } from '../i18n/texts.ts';
import { isMobileDevice } from '../model/options.ts';
import { DownloadOptions } from './DownloadOptions.tsx';
import { PromoCard } from './PromoCard.tsx';
import './appDownload.css';

/**
 * /m/app (spec 2.1): the download popup's content as a page of its own (no shell header or bottom
 * menu, spec 2.2). A desktop visitor also gets a QR code of this page: scanned with a phone, it
 * offers the right file for that phone.
 */
export default function AppDownloadScreen({ backButton }: { backButton?: ReactNode }): ReactElement {
  const { t } = useAppDownloadT();
  const links = useCommonStore((state) => state.downloadLinks);
  const desktop = !isMobileDevice(navigator.userAgent);
  return (
    <div className="app-download">
      <div className="app-download__top">
        {backButton}
        <h1 className="app-download__title">{t('popup.title')}</h1>
      </div>
      <p className="app-download__intro">{t('screen.intro')}</p>
      <PromoCard />
      {desktop && (
        <figure className="app-download__qr">
          <QrCode
            text={`${window.location.origin}${window.location.pathname}`}
            label={t('screen.qr')}
            size={176}
          />
          <figcaption>{t('screen.qrHint')}</figcaption>
        </figure>
      )}
      <DownloadOptions links={links} />
    </div>
  );
}
