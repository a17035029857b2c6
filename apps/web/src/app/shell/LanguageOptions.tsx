import { LANGUAGES, type Language } from '@openlobby/contract/client';
import { type ReactElement, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { switchLanguage } from '../../shared/i18n/i18n.ts';
import { resourceCode } from '../../shared/i18n/language.ts';
import { useLanguage } from '../../shared/i18n/useLanguage.ts';
import { FlagImage } from '../../shared/ui/FlagImage.tsx';

/** EN / UR as a radio group with flags; each name is written in its own language. */
export function LanguageOptions({ onPicked }: { onPicked?: () => void }): ReactElement {
  const { t } = useTranslation();
  const current = useLanguage();
  const name = useId();
  const pick = (language: Language): void => {
    void switchLanguage(language).then(onPicked);
  };
  return (
    <fieldset className="choice-group">
      <legend className="choice-group__legend">{t('language.label')}</legend>
      {LANGUAGES.map((language) => (
        <label key={language} className="choice" lang={resourceCode(language)}>
          <input
            type="radio"
            name={name}
            value={language}
            checked={language === current}
            onChange={() => pick(language)}
          />
          <FlagImage language={language} />
          <span>{t(`language.${language}`)}</span>
        </label>
      ))}
    </fieldset>
  );
}
