import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { useConsolidatedSettings } from '../../features/system/api/getConsolidatedSettings.ts';
import { useLanguage } from '../../shared/i18n/useLanguage.ts';

/**
 * On the labelled demo (settings say demo), a small tab on every screen so nobody mistakes it for a
 * live site. Fixed and out of the page's flow: it moves no content, and clicks pass through it.
 */
export function DemoMarker(): ReactElement | null {
  const { t } = useTranslation();
  const demo = useConsolidatedSettings(useLanguage()).data?.demo === true;
  if (!demo) return null;
  return (
    // A landmark of its own: it sits outside the shell's, and a screen reader's landmark list finds it.
    <aside className="demo-marker" aria-label={t('demo.label')} title={t('demo.explanation')}>
      <span aria-hidden="true">{t('demo.label')}</span>
      <span className="visually-hidden">{t('demo.explanation')}</span>
    </aside>
  );
}
