/**
 * The console's languages: English and Urdu (right to left), like the lobby. The choice is kept in
 * localStorage; the page's lang and dir follow it so the layout mirrors for Urdu.
 */
import { type Language, RTL_LANGUAGES } from '@openlobby/contract';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { en } from './en.ts';
import { ur } from './ur.ts';

const STORAGE_KEY = 'openlobby.console.language';

export function storedLanguage(): Language {
  return localStorage.getItem(STORAGE_KEY) === 'UR' ? 'UR' : 'EN';
}

export const isRtl = (language: Language) => RTL_LANGUAGES.includes(language);

function applyToPage(language: Language): void {
  document.documentElement.lang = language.toLowerCase();
  document.documentElement.dir = isRtl(language) ? 'rtl' : 'ltr';
}

export async function initI18n(language: Language = storedLanguage()): Promise<typeof i18next> {
  applyToPage(language);
  await i18next.use(initReactI18next).init({
    resources: { EN: { translation: en }, UR: { translation: ur } },
    lng: language,
    fallbackLng: 'EN',
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  return i18next;
}

export async function changeLanguage(language: Language): Promise<void> {
  localStorage.setItem(STORAGE_KEY, language);
  applyToPage(language);
  await i18next.changeLanguage(language);
}

export const currentLanguage = (): Language => (i18next.language === 'UR' ? 'UR' : 'EN');
