import { useTranslation } from 'react-i18next';
import { addFeatureTexts } from '../../../shared/i18n/featureTexts.ts';
import { promotionsEn } from './en.ts';
import { promotionsUr } from './ur.ts';

export const PROMOTIONS_NS = 'promotions';

// Registered when the promotions chunk evaluates, before anything renders.
addFeatureTexts(PROMOTIONS_NS, { en: promotionsEn, ur: promotionsUr });

/** `t` of the promotions namespace. */
export function usePromotionsT(): ReturnType<typeof useTranslation<typeof PROMOTIONS_NS>> {
  return useTranslation(PROMOTIONS_NS);
}
