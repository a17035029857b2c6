import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { BackButton } from './BackButton.tsx';
import { LanguageButton } from './LanguageButton.tsx';
import { MenuButton } from './MenuButton.tsx';
import { useStickyFixed } from './useStickyFixed.ts';

/** Header of every non-home screen that has one: back arrow, translated title, language, menu. */
export function PageHeader({ titleKey }: { titleKey: string }): ReactElement {
  const { t } = useTranslation();
  const fixed = useStickyFixed(false);
  return (
    <header className="app-header" data-fixed={fixed}>
      <BackButton />
      <h1 className="app-header__title">{t(titleKey)}</h1>
      <LanguageButton />
      <MenuButton />
    </header>
  );
}
