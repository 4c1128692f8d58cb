import type { AdminNotice } from '@cc/shared/feed/feed.schemas';
import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from './api-client';
import { feedKeys } from './query-keys';

/**
 * The pinned notice of the newsfeed: participants read it on the feed, administrators edit it
 * on the dashboard. Both read this one cache entry.
 */

/** GET /api/activities/newFeedsAdmin: the pinned notice, or null when there is none. */
export async function getAdminNotice(signal?: AbortSignal): Promise<AdminNotice | null> {
  const { docs } = await api<{ docs: AdminNotice[] }>('/activities/newFeedsAdmin', { signal });
  return docs[0] ?? null;
}

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
