import { i18n } from './i18n.ts';

/**
 * Texts of a lazily loaded feature, in their own i18next namespace: they arrive with the feature's
 * chunk instead of growing the home screen's bundle. Both languages come together (a feature's
 * Urdu is small) so a language switch inside the feature needs no extra fetch. A chunk evaluated
 * before i18n has started (tests) registers them once it has.
 */
export function addFeatureTexts(namespace: string, texts: { en: object; ur: object }): void {
  const add = (): void => {
    if (!i18n.hasResourceBundle('en', namespace)) i18n.addResourceBundle('en', namespace, texts.en);
    if (!i18n.hasResourceBundle('ur', namespace)) i18n.addResourceBundle('ur', namespace, texts.ur);
  };
  if (i18n.isInitialized) add();
  else i18n.on('initialized', add);
}
