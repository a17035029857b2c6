import { useTranslation } from 'react-i18next';
import { addFeatureTexts } from '../../../shared/i18n/featureTexts.ts';
import { lotteryEn } from './en.ts';
import { lotteryUr } from './ur.ts';

export const LOTTERY_NS = 'lottery';

// Registered when the lottery chunk evaluates, before anything renders.
addFeatureTexts(LOTTERY_NS, { en: lotteryEn, ur: lotteryUr });

/** `t` of the lottery namespace. */
export function useLotteryT(): ReturnType<typeof useTranslation<typeof LOTTERY_NS>> {
  return useTranslation(LOTTERY_NS);
}
