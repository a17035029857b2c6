import { Theme } from '@openlobby/contract/client';
import { type ReactElement, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { setTheme, useTheme } from '../../shared/theme/theme.ts';
import { Icon } from '../../shared/ui/Icon.tsx';

/** Theme switch (spec 2.15): Light and Dark. */
export function ThemeOptions(): ReactElement {
  const { t } = useTranslation();
  const current = useTheme();
  const name = useId();
  const options = [
    { theme: Theme.LIGHT, label: t('sideMenu.light'), icon: 'sun' as const },
    { theme: Theme.DARK, label: t('sideMenu.dark'), icon: 'moon' as const },
  ];
  return (
    <fieldset className="choice-group">
      <legend className="choice-group__legend">{t('sideMenu.theme')}</legend>
      {options.map((option) => (
        <label key={option.theme} className="choice">
          <input
            type="radio"
            name={name}
            value={option.theme}
            checked={current === option.theme}
            onChange={() => setTheme(option.theme)}
          />
          <Icon name={option.icon} size={20} />
          <span>{option.label}</span>
        </label>
      ))}
    </fieldset>
  );
}
