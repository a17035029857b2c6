import { useTranslation } from 'react-i18next';
import { addFeatureTexts } from '../../../shared/i18n/featureTexts.ts';
import { gamesEn } from './en.ts';
import { gamesUr } from './ur.ts';

export const GAMES_NS = 'games';

// Registered when the first games chunk evaluates (home's game area is itself a lazy chunk).
addFeatureTexts(GAMES_NS, { en: gamesEn, ur: gamesUr });

/** `t` of the games namespace. */
export function useGamesT(): ReturnType<typeof useTranslation<typeof GAMES_NS>> {
  return useTranslation(GAMES_NS);
}
