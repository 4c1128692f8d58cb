import type { Paged } from '@cc/shared/common/paging';
import { useDebouncedValue } from '@mantine/hooks';
import { type QueryKey, type UseQueryResult, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { notifyError } from './notify';

/** Page size at first and after a failed load (admin spec §4, §9). */
export const DEFAULT_PAGE_LIMIT = 10;
/** Wait after the last keystroke before the search runs. */
const SEARCH_DEBOUNCE_MS = 300;

/** What an admin list needs from its query: a hook reading one page for the given params. */
export interface PagedListSource<T> {
  /** Prefix of the list's query keys, to drop cached pages after a failure. */
  queryKey: QueryKey;
  useList: (params: { filter: string; page: number; limit: number }) => UseQueryResult<Paged<T>>;
}

/**
 * Search text, page and page size of a table (admin spec §4): a new search text or page size
 * starts again at page 1.
 */
export function useTableControls() {
  const [search, setSearchText] = useState('');
  const [page, setPage] = useState(1);
  const [limit, setLimitValue] = useState(DEFAULT_PAGE_LIMIT);
  return {
    search,
    /** Changes the search text; the list starts again at page 1. */
    setSearch: (text: string) => {
      setSearchText(text);
      setPage(1);
    },
    page,
    setPage,
    limit,
    /** Changes the page size; the list starts again at page 1. */
    setLimit: (next: number) => {
      setLimitValue(next);
      setPage(1);
    },
    /** Back to page 1 with the default size (after a failed load). */
    reset: () => {
      setPage(1);
      setLimitValue(DEFAULT_PAGE_LIMIT);
    },
  };
}

/** A deletion can empty the last page: moves to the page that is now the last. */
export function useKeepPageWithin(
  { page, setPage }: Pick<ReturnType<typeof useTableControls>, 'page' | 'setPage'>,
  totalPages: number,
): void {
  useEffect(() => {
    if (totalPages > 0 && page > totalPages) setPage(totalPages);
  }, [page, setPage, totalPages]);
}

/**
 * State of an admin table (users, events, ...): search text (debounced), page and page size,
 * and the page of rows to show. A failed load reports the error, clears the list and returns
 * to page 1 with 10 rows (admin spec §4), which is then loaded afresh rather than from cache.
 */
export function usePagedList<T>({ queryKey, useList }: PagedListSource<T>) {
  const queryClient = useQueryClient();
  const controls = useTableControls();
  const [filter] = useDebouncedValue(controls.search, SEARCH_DEBOUNCE_MS);
  const [hasFailed, setFailed] = useState(false);
  const query = useList({ filter, page: controls.page, limit: controls.limit });
  const { isError, error, errorUpdatedAt, isSuccess, isPlaceholderData, dataUpdatedAt } = query;

  // biome-ignore lint/correctness/useExhaustiveDependencies: each failed load reports once
  useEffect(() => {
    if (!isError) return;
    notifyError(error);
    setFailed(true);
    controls.reset();
    queryClient.removeQueries({ queryKey, type: 'inactive' });
  }, [isError, errorUpdatedAt]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a fresh answer ends the cleared state
  useEffect(() => {
    if (isSuccess && !isPlaceholderData) setFailed(false);
  }, [isSuccess, isPlaceholderData, dataUpdatedAt]);

  // After a failure, rows of an earlier page must not come back as placeholder.
  const list = isError || (hasFailed && isPlaceholderData) ? undefined : query.data;
  useKeepPageWithin(controls, list?.totalPages ?? 0);

  return {
    ...controls,
    docs: list?.docs ?? [],
    totalDocs: list?.totalDocs ?? 0,
    totalPages: list?.totalPages ?? 0,
    isLoading: list === undefined && query.isFetching,
  };
}
