import { useTranslation } from 'react-i18next';
import { addFeatureTexts } from '../../../shared/i18n/featureTexts.ts';
import { protectionEn, protectionUr } from './messages.ts';

export const PROTECTION_NS = 'protection';

// Registered when the screen's chunk evaluates, before anything renders.
addFeatureTexts(PROTECTION_NS, { en: protectionEn, ur: protectionUr });

/** `t` of the protection namespace. */
export function useProtectionT(): ReturnType<typeof useTranslation<typeof PROTECTION_NS>> {
  return useTranslation(PROTECTION_NS);
}
