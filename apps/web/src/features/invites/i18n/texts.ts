import { useTranslation } from 'react-i18next';
import { addFeatureTexts } from '../../../shared/i18n/featureTexts.ts';
import { invitesEn } from './en.ts';
import { invitesUr } from './ur.ts';

export const INVITES_NS = 'invites';

// Registered when the screen's chunk evaluates, before anything renders.
addFeatureTexts(INVITES_NS, { en: invitesEn, ur: invitesUr });

/** `t` of the invites namespace. */
export function useInvitesT(): ReturnType<typeof useTranslation<typeof INVITES_NS>> {
  return useTranslation(INVITES_NS);
}
