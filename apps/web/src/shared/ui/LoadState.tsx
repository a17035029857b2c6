import type { ReactElement, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../api/errorText.ts';
import { useLanguage } from '../i18n/useLanguage.ts';
import { Icon, type IconName } from './Icon.tsx';
import { Spinner } from './Spinner.tsx';
// Its styles (load-state.css) come with the page itself: the boot failure shows before any chunk (src/entry.ts).

/**
 * What LoadState reads of a query. A TanStack `useQuery` or `useInfiniteQuery` result fits as it
 * is; a screen that waits for two queries passes their combined data, first error and both refetches.
 */
export interface Loadable<T> {
  data: T | undefined;
  /** null (or undefined) while nothing has failed. */
  error: unknown;
  /** True while a retry is on its way: the failure gives way to the busy state. */
  isFetching?: boolean;
  refetch: () => unknown;
}

export interface EmptyTexts {
  title: string;
  hint?: string;
  icon?: IconName;
  /** A way on from the empty state (a link or button). */
  action?: ReactNode;
}

/** Nothing to show: what is missing, where it will come from, and optionally a way on. */
export function EmptyState({ title, hint, icon, action }: EmptyTexts): ReactElement {
  return (
    <div className="load-state">
      {icon && (
        <span className="load-state__icon" aria-hidden="true">
          <Icon name={icon} size={40} />
        </span>
      )}
      <p className="load-state__title">{title}</p>
      {hint && <p>{hint}</p>}
      {action}
    </div>
  );
}

/** A load that failed: what failed, why (in the player's language) and a Try again button. */
export function LoadFailed({
  title,
  error,
  onRetry,
  headingLevel,
}: {
  title?: string;
  error: unknown;
  onRetry: () => void;
  /** The title as the page's heading, when the failure is all the page shows (the boot failure). */
  headingLevel?: 1 | 2;
}): ReactElement {
  const { t } = useTranslation();
  const language = useLanguage();
  const Title = headingLevel ? (`h${headingLevel}` as const) : 'p';
  return (
    <div className="load-state" role="alert">
      <Title className="load-state__title">{title ?? t('common.loadFailed')}</Title>
      <p>{errorText(error, language, t)}</p>
      <button type="button" className="button button--primary" onClick={onRetry}>
        {t('common.retry')}
      </button>
    </div>
  );
}

interface LoadStateProps<T> {
  query: Loadable<T>;
  /**
   * The loaded content; called only with data. Without it LoadState stands in until the data is
   * there and then renders nothing, for a screen that returns early: `if (!q.data) return <LoadState query={q} />`.
   */
  children?: (data: T) => ReactNode;
  /** Whether the loaded data has nothing to show; without it, data is never empty. */
  isEmpty?: (data: T) => boolean;
  /** The empty state's texts; the shared "nothing here yet" when left out. */
  empty?: EmptyTexts;
  /** What failed to load (e.g. "The help centre could not be loaded."); a general line when left out. */
  failedTitle?: string;
  /** The failed title's heading level, when the failure is all the page shows; a paragraph without. */
  failedHeadingLevel?: 1 | 2;
  /** What the busy state announces; "Loading…" when left out. */
  loadingLabel?: string;
}

/**
 * The one way a screen shows a load: loaded data wins (a failed background refresh keeps what is
 * on screen), then the failure with a retry, then the busy state. Empty data shows the empty state.
 */
export function LoadState<T>({
  query,
  children,
  isEmpty,
  empty,
  failedTitle,
  failedHeadingLevel,
  loadingLabel,
}: LoadStateProps<T>): ReactElement {
  const { t } = useTranslation();
  const { data, error } = query;
  if (data !== undefined) {
    if (isEmpty?.(data)) return <EmptyState {...(empty ?? { title: t('common.noData') })} />;
    return <>{children?.(data)}</>;
  }
  if (error !== null && error !== undefined && !query.isFetching) {
    return (
      <LoadFailed
        title={failedTitle}
        headingLevel={failedHeadingLevel}
        error={error}
        onRetry={() => void query.refetch()}
      />
    );
  }
  return <Spinner label={loadingLabel} />;
}
