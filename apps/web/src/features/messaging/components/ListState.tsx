import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../shared/api/errorText.ts';
import { useLanguage } from '../../../shared/i18n/useLanguage.ts';
import { Icon, type IconName } from '../../../shared/ui/Icon.tsx';
import { Spinner } from '../../../shared/ui/Spinner.tsx';
import { useMessagingT } from '../i18n/texts.ts';

/** A list that failed to load: what went wrong and a retry. */
function ListFailed({
  title,
  error,
  retry,
}: {
  title: string;
  error: unknown;
  retry: () => void;
}): ReactElement {
  const { t } = useMessagingT();
  const { t: shellT } = useTranslation();
  const language = useLanguage();
  return (
    <div className="messages-state" role="alert">
      <p className="messages-state__title">{title}</p>
      <p>{errorText(error, language, shellT)}</p>
      <button type="button" className="button button--primary" onClick={retry}>
        {t('common.retry')}
      </button>
    </div>
  );
}

/** An empty list: an icon, what is missing and where it will come from. */
function ListEmpty({ icon, title, hint }: { icon: IconName; title: string; hint: string }): ReactElement {
  return (
    <div className="messages-state">
      <span className="messages-state__icon" aria-hidden="true">
        <Icon name={icon} size={40} />
      </span>
      <p className="messages-state__title">{title}</p>
      <p>{hint}</p>
    </div>
  );
}

interface ListQuery {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  refetch: () => Promise<unknown>;
}

interface ListTexts {
  icon: IconName;
  loadError: string;
  empty: string;
  emptyHint: string;
}

/**
 * What a notice or inbox list shows instead of its rows: a spinner while loading, the failure with
 * a retry, or the empty state; null once there are rows to show.
 */
export function listStateFor(query: ListQuery, count: number, texts: ListTexts): ReactElement | null {
  if (query.isPending) return <Spinner />;
  if (query.isError) {
    return <ListFailed title={texts.loadError} error={query.error} retry={() => void query.refetch()} />;
  }
  if (count > 0) return null;
  return <ListEmpty icon={texts.icon} title={texts.empty} hint={texts.emptyHint} />;
}
