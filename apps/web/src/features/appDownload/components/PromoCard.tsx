import type { ReactElement } from 'react';
import { useAppDownloadT } from '../i18n/texts.ts';
import { Countdown } from './Countdown.tsx';

/** The limited-time label, the bonus line and the countdown (spec 2.14). */
export function PromoCard(): ReactElement {
  const { t } = useAppDownloadT();
  return (
    <div className="download-promo">
      <span className="download-promo__label">{t('popup.label')}</span>
      <p className="download-promo__text">{t('popup.promo')}</p>
      <Countdown />
    </div>
  );
}
