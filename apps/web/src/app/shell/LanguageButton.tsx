import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../shared/i18n/useLanguage.ts';
import { FlagImage } from '../../shared/ui/FlagImage.tsx';
import { useShellStore } from './shellStore.ts';

/** Header language picker: shows the current language, opens the language dialog. */
export function LanguageButton(): ReactElement {
  const { t } = useTranslation();
  const language = useLanguage();
  const open = useShellStore((state) => state.open);
  return (
    <button
      type="button"
      className="language-button"
      aria-label={`${t('language.label')}: ${language}`}
      title={t(`language.${language}`)}
      aria-haspopup="dialog"
      onClick={() => open('language')}
    >
      <FlagImage language={language} />
      <span>{language}</span>
    </button>
  );
}
