import type { AdminNotice } from '@cc/shared/feed/feed.schemas';
import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { feedKeys } from '../query-keys';
import { getAdminNotice } from './admin-notice-request';

/**
 * The pinned notice of the newsfeed: participants read it on the feed, administrators edit it
 * on the dashboard. Both read this one cache entry.
 */

/** Query options of the pinned notice (`feedKeys.notice()`). */
export function adminNoticeQueryOptions() {
  return queryOptions({
    queryKey: feedKeys.notice(),
    queryFn: ({ signal }) => getAdminNotice(signal),
  });
}

/** The pinned notice; `data` is null when the administrators posted none. */
export function useAdminNotice() {
  return useQuery(adminNoticeQueryOptions());
}

/** Stores the notice an administrator saved (or `null` after a delete) as the current one. */
export function storeAdminNotice(queryClient: QueryClient, notice: AdminNotice | null): void {
  queryClient.setQueryData(feedKeys.notice(), notice);
}
