import { useTranslation } from 'react-i18next';
import { addFeatureTexts } from '../../../shared/i18n/featureTexts.ts';
import { walletEn } from './en.ts';
import { walletUr } from './ur.ts';

export const WALLET_NS = 'wallet';

// Registered when the first wallet screen's chunk evaluates, before anything renders.
addFeatureTexts(WALLET_NS, { en: walletEn, ur: walletUr });

/** `t` of the wallet namespace. */
export function useWalletT(): ReturnType<typeof useTranslation<typeof WALLET_NS>> {
  return useTranslation(WALLET_NS);
}
