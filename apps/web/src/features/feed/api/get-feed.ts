import type { FeedPage } from '@cc/shared/feed/feed.schemas';
import {
  type InfiniteData,
  infiniteQueryOptions,
  useInfiniteQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { useCallback } from 'react';
import { feedKeys } from '../../../entities/query-keys';
import type { FeedFilter } from '../feed-filters';
import { getFeedPage } from './feed-requests';

/** Infinite query options of one tab: pages 1, 2, ... while the server says more follow. */
export function feedQueryOptions(filter: FeedFilter) {
  return infiniteQueryOptions({
    queryKey: feedKeys.list(filter),
    queryFn: ({ pageParam, signal }) => getFeedPage(filter, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.hasNextPage ? last.page + 1 : undefined),
  });
}

/** The posts of one feed tab, page by page. */
export function useFeed(filter: FeedFilter) {
  return useInfiniteQuery(feedQueryOptions(filter));
}

/**
 * Refresh of one tab (pull-to-refresh): the loaded pages are dropped down to the first,
 * which is fetched again, so the reader starts over at the newest posts (spec §4).
 */
export function useRefreshFeed(filter: FeedFilter) {
  const queryClient = useQueryClient();
  return useCallback(async () => {
    const queryKey = feedKeys.list(filter);
    queryClient.setQueryData<InfiniteData<FeedPage>>(queryKey, (data) =>
      data ? { pages: data.pages.slice(0, 1), pageParams: data.pageParams.slice(0, 1) } : data,
    );
    await Promise.all([
      queryClient.refetchQueries({ queryKey, exact: true }),
      queryClient.invalidateQueries({ queryKey: feedKeys.notice() }),
    ]);
  }, [queryClient, filter]);
}
