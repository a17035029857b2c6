import { useTranslation } from 'react-i18next';
import { addFeatureTexts } from '../../../shared/i18n/featureTexts.ts';
import { agentsEn } from './en.ts';
import { agentsUr } from './ur.ts';

export const AGENTS_NS = 'agents';

// Registered when an agent centre chunk evaluates, before anything renders.
addFeatureTexts(AGENTS_NS, { en: agentsEn, ur: agentsUr });

/** `t` of the agent centre's namespace. */
export function useAgentsT(): ReturnType<typeof useTranslation<typeof AGENTS_NS>> {
  return useTranslation(AGENTS_NS);
}
