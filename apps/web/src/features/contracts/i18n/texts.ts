import { useTranslation } from 'react-i18next';
import { addFeatureTexts } from '../../../shared/i18n/featureTexts.ts';
import { contractsEn } from './en.ts';
import { contractsUr } from './ur.ts';

export const CONTRACTS_NS = 'contracts';

// Registered when the contracts chunk evaluates, before anything renders.
addFeatureTexts(CONTRACTS_NS, { en: contractsEn, ur: contractsUr });

/** `t` of the contracts namespace. */
export function useContractsT(): ReturnType<typeof useTranslation<typeof CONTRACTS_NS>> {
  return useTranslation(CONTRACTS_NS);
}
