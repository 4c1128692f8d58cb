import { useDebouncedValue } from '@mantine/hooks';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { notifyApiError } from '../../../lib/notify';
import { adminEventsQueryKey, useEvents } from '../api/get-events';

/** Page size at first and after a failed load (admin spec §4, §9). */
export const DEFAULT_EVENTS_LIMIT = 10;
/** Wait after the last keystroke before the search runs. */
const SEARCH_DEBOUNCE_MS = 300;

/**
 * State of the admin events list: search text (debounced), page and page size, and the
 * page of events to show. A failed load reports the error, clears the list and returns to
 * page 1 with 10 rows (admin spec §4), which is then loaded afresh rather than from cache.
 */
export function useEventsList() {
  const queryClient = useQueryClient();
  const [search, setSearchText] = useState('');
  const [filter] = useDebouncedValue(search, SEARCH_DEBOUNCE_MS);
  const [page, setPage] = useState(1);
  const [limit, setLimitValue] = useState(DEFAULT_EVENTS_LIMIT);
  const [hasFailed, setFailed] = useState(false);
  const query = useEvents({ filter, page, limit });
  const { isError, error, errorUpdatedAt, isSuccess, isPlaceholderData, dataUpdatedAt } = query;

  // biome-ignore lint/correctness/useExhaustiveDependencies: each failed load reports once
  useEffect(() => {
    if (!isError) return;
    notifyApiError(error);
    setFailed(true);
    setPage(1);
    setLimitValue(DEFAULT_EVENTS_LIMIT);
    queryClient.removeQueries({ queryKey: adminEventsQueryKey, type: 'inactive' });
  }, [isError, errorUpdatedAt]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a fresh answer ends the cleared state
  useEffect(() => {
    if (isSuccess && !isPlaceholderData) setFailed(false);
  }, [isSuccess, isPlaceholderData, dataUpdatedAt]);

  // After a failure, rows of an earlier page must not come back as placeholder.
  const list = isError || (hasFailed && isPlaceholderData) ? undefined : query.data;

  // A deletion can empty the last page: move to the page that is now the last.
  useEffect(() => {
    if (list && list.totalDocs > 0 && page > list.totalPages) setPage(list.totalPages);
  }, [list, page]);

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
    events: list?.docs ?? [],
    totalDocs: list?.totalDocs ?? 0,
    totalPages: list?.totalPages ?? 0,
    isLoading: list === undefined && query.isFetching,
  };
}
