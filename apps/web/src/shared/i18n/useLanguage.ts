import type { Language } from '@openlobby/contract/client';
import { useTranslation } from 'react-i18next';
import { languageFromResourceCode } from './language.ts';

/** The active contract language (EN, UR); re-renders when the player switches. */
export function useLanguage(): Language {
  const { i18n } = useTranslation();
  return languageFromResourceCode(i18n.language);
}
