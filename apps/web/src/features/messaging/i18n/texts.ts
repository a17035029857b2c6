import { useTranslation } from 'react-i18next';
import { addFeatureTexts } from '../../../shared/i18n/featureTexts.ts';
import { messagingEn } from './en.ts';
import { messagingUr } from './ur.ts';

export const MESSAGING_NS = 'messaging';

// Registered when a messaging chunk evaluates, before anything renders.
addFeatureTexts(MESSAGING_NS, { en: messagingEn, ur: messagingUr });

/** `t` of the messaging namespace. */
export function useMessagingT(): ReturnType<typeof useTranslation<typeof MESSAGING_NS>> {
  return useTranslation(MESSAGING_NS);
}
