import { useTranslation } from 'react-i18next';
import { addFeatureTexts } from '../../../shared/i18n/featureTexts.ts';
import { verificationEn, verificationUr } from './messages.ts';

export const VERIFICATION_NS = 'verification';

// Registered when the screen's chunk evaluates, before anything renders.
addFeatureTexts(VERIFICATION_NS, { en: verificationEn, ur: verificationUr });

/** `t` of the verification namespace. */
export function useVerificationT(): ReturnType<typeof useTranslation<typeof VERIFICATION_NS>> {
  return useTranslation(VERIFICATION_NS);
}
