import type { AdminNotice } from '@cc/shared/feed/feed.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { feedKeys } from '../feed-keys';

/** GET /api/activities/newFeedsAdmin: the pinned notice, or null when there is none. */
export async function getAdminNotice(signal?: AbortSignal): Promise<AdminNotice | null> {
  const { docs } = await api<{ docs: AdminNotice[] }>('/activities/newFeedsAdmin', { signal });
  return docs[0] ?? null;
}

/** Query options of the pinned notice (`['feed', 'notice']`). */
export function adminNoticeQueryOptions() {
  return queryOptions({
    queryKey: feedKeys.notice,
    queryFn: ({ signal }) => getAdminNotice(signal),
  });
}

/** The pinned notice of the feed; `data` is null when the administrators posted none. */
export function useAdminNotice() {
  return useQuery(adminNoticeQueryOptions());
}
