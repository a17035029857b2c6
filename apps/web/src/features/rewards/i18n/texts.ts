import { useTranslation } from 'react-i18next';
import { addFeatureTexts } from '../../../shared/i18n/featureTexts.ts';
import { rewardsEn } from './en.ts';
import { rewardsUr } from './ur.ts';

export const REWARDS_NS = 'rewards';

// Registered when the reward centre's chunk evaluates, before anything renders.
addFeatureTexts(REWARDS_NS, { en: rewardsEn, ur: rewardsUr });

/** `t` of the rewards namespace. */
export function useRewardsT(): ReturnType<typeof useTranslation<typeof REWARDS_NS>> {
  return useTranslation(REWARDS_NS);
}
