import type { AdminNotice } from '@cc/shared/feed/feed.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** Query key of the pinned feed notice as the dashboard edits it. */
export const adminNoticeQueryKey = ['dashboard', 'notice'] as const;

/** GET /api/activities/newFeedsAdmin: the pinned notice, or null when there is none. */
export async function getAdminNotice(signal?: AbortSignal): Promise<AdminNotice | null> {
  const { docs } = await api<{ docs: AdminNotice[] }>('/activities/newFeedsAdmin', { signal });
  return docs[0] ?? null;
}

/** Query options of the pinned notice. */
export function adminNoticeQueryOptions() {
  return queryOptions({
    queryKey: adminNoticeQueryKey,
    queryFn: ({ signal }) => getAdminNotice(signal),
  });
}

/** The pinned notice; `data` is null when none is posted. */
export function useAdminNotice() {
  return useQuery(adminNoticeQueryOptions());
}
