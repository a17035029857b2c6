import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../shared/api/errorText.ts';
import { useLanguage } from '../../../shared/i18n/useLanguage.ts';
import { Spinner } from '../../../shared/ui/Spinner.tsx';
import { useWalletT } from '../i18n/texts.ts';

/** While a query has no data: a spinner, or its error with a retry. */
export function LoadState({ error, retry }: { error: unknown; retry: () => void }): ReactElement {
  const { t } = useWalletT();
  const { t: shellT } = useTranslation();
  const language = useLanguage();
  if (!error) return <Spinner />;
  return (
    <div className="load-failed" role="alert">
      <p>{errorText(error, language, shellT)}</p>
      <button type="button" className="button button--ghost" onClick={retry}>
        {t('common.retry')}
      </button>
    </div>
  );
}
