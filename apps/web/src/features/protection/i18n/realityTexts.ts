import { useTranslation } from 'react-i18next';
import { addFeatureTexts } from '../../../shared/i18n/featureTexts.ts';
import { realityEn, realityUr } from './realityMessages.ts';

export const REALITY_NS = 'protectionReality';

// Registered when the chunk evaluates, before anything renders.
addFeatureTexts(REALITY_NS, { en: realityEn, ur: realityUr });

/** `t` of the reality check and account history namespace. */
export function useRealityT(): ReturnType<typeof useTranslation<typeof REALITY_NS>> {
  return useTranslation(REALITY_NS);
}
