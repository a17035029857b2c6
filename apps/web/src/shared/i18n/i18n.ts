import { DEFAULT_LANGUAGE, Language } from '@openlobby/contract/client';
import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import {
  applyDocumentLanguage,
  languageFromResourceCode,
  readStoredLanguage,
  resourceCode,
  storeLanguage,
} from './language.ts';
import { en } from './locales/en.ts';

export const i18n: I18n = i18next.createInstance();

/**
 * Urdu texts and the Naskh font come in their own chunks: English players never pay for them.
 * The font's CSS carries a unicode-range, so only the Arabic-script subset is fetched.
 */
async function loadLanguageAssets(language: Language): Promise<void> {
  if (language !== Language.UR) return;
  if (!i18n.hasResourceBundle('ur', 'translation')) {
    const [{ ur }] = await Promise.all([
      import('./locales/ur.ts'),
      import('@fontsource/noto-naskh-arabic/arabic-400.css'),
      import('@fontsource/noto-naskh-arabic/arabic-700.css'),
    ]);
    i18n.addResourceBundle('ur', 'translation', ur, true, true);
  }
}

export async function initI18n(language: Language = readStoredLanguage()): Promise<void> {
  if (!i18n.isInitialized) {
    await i18n.use(initReactI18next).init({
      lng: resourceCode(DEFAULT_LANGUAGE),
      fallbackLng: resourceCode(DEFAULT_LANGUAGE),
      resources: { en: { translation: en } },
      interpolation: { escapeValue: false },
      returnNull: false,
      showSupportNotice: false,
    });
  }
  await switchLanguage(language, { persist: false });
}

/** Changes the UI language: loads its texts, flips text direction, and remembers the choice. */
export async function switchLanguage(language: Language, options = { persist: true }): Promise<void> {
  try {
    await loadLanguageAssets(language);
  } catch (error) {
    // A failed chunk (flaky network) keeps the current language rather than showing raw keys.
    console.error('Could not load language resources', error);
    return;
  }
  await i18n.changeLanguage(resourceCode(language));
  applyDocumentLanguage(language);
  if (options.persist) storeLanguage(language);
}

/** The UI language; before i18n has started (the boot-time prefetch) it is the saved one. */
export function currentLanguage(): Language {
  return i18n.isInitialized ? languageFromResourceCode(i18n.language) : readStoredLanguage();
}
