import { useTranslation } from 'react-i18next';
import { addFeatureTexts } from '../../../shared/i18n/featureTexts.ts';
import { appDownloadEn } from './en.ts';
import { appDownloadUr } from './ur.ts';

export const APP_DOWNLOAD_NS = 'appDownload';

// Registered when the popup's or /m/app's chunk evaluates, before anything renders.
addFeatureTexts(APP_DOWNLOAD_NS, { en: appDownloadEn, ur: appDownloadUr });

/** `t` of the appDownload namespace. */
export function useAppDownloadT(): ReturnType<typeof useTranslation<typeof APP_DOWNLOAD_NS>> {
  return useTranslation(APP_DOWNLOAD_NS);
}
