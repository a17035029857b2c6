import { type QueryKey, useInfiniteQuery } from '@tanstack/react-query';
import type { ReactElement, ReactNode } from 'react';
import { useWalletT } from '../../i18n/texts.ts';
import { EmptyState, LoadState } from '../../../../shared/ui/LoadState.tsx';

interface Page<T> {
  content: T[];
  pageNum: number;
  totalPages: number;
}

/**
 * A records list loaded page by page (the spec's paging rule: more pages while pageNum is below
 * totalPages), with its empty state and a load-more button.
 */
export function PagedList<T>({
  queryKey,
  load,
  render,
  label,
  empty,
}: {
  queryKey: QueryKey;
  load: (pageNo: number) => Promise<Page<T>>;
  render: (item: T) => ReactNode;
  label: string;
  empty?: string;
}): ReactElement {
  const { t } = useWalletT();
  const pages = useInfiniteQuery({
    queryKey,
    queryFn: ({ pageParam }) => load(pageParam),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.pageNum < last.totalPages ? last.pageNum + 1 : undefined),
  });
  if (!pages.data) return <LoadState query={pages} />;
  const items = pages.data.pages.flatMap((page) => page.content);
  if (items.length === 0) return <EmptyState title={empty ?? t('common.empty')} />;
  return (
    <>
      <ul className="list" aria-label={label}>
        {items.map(render)}
      </ul>
      {pages.hasNextPage && (
        <button
          type="button"
          className="button button--ghost"
          disabled={pages.isFetchingNextPage}
          onClick={() => void pages.fetchNextPage()}
        >
          {pages.isFetchingNextPage ? t('common.pleaseWait') : t('common.loadMore')}
        </button>
      )}
    </>
  );
}
