import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';

/** A loading indicator that screen readers announce once. */
export function Spinner({ label }: { label?: string }): ReactElement {
  const { t } = useTranslation();
  return (
    <div className="spinner" role="status">
      <span className="spinner__ring" aria-hidden="true" />
      <span className="visually-hidden">{label ?? t('common.loading')}</span>
    </div>
  );
}

/** Fills a screen while a lazy chunk or the first settings arrive. */
export function ScreenSpinner(): ReactElement {
  return (
    <div className="screen-spinner">
      <Spinner />
    </div>
  );
}
