import { useTranslation } from 'react-i18next';
import { addFeatureTexts } from '../../../shared/i18n/featureTexts.ts';
import { exclusionEn, exclusionUr } from './exclusionMessages.ts';

export const EXCLUSION_NS = 'protectionExclusion';

// Registered when the chunk evaluates, before anything renders.
addFeatureTexts(EXCLUSION_NS, { en: exclusionEn, ur: exclusionUr });

/** `t` of the time-out and self-exclusion namespace. */
export function useExclusionT(): ReturnType<typeof useTranslation<typeof EXCLUSION_NS>> {
  return useTranslation(EXCLUSION_NS);
}
