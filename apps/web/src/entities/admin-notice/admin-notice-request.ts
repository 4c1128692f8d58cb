import type { AdminNotice } from '@cc/shared/feed/feed.schemas';
import { api } from '../../lib/api-client';

/** GET /api/activities/newFeedsAdmin: the pinned notice, or null when there is none. */
export async function getAdminNotice(signal?: AbortSignal): Promise<AdminNotice | null> {
  const { docs } = await api<{ docs: AdminNotice[] }>('/activities/newFeedsAdmin', { signal });
  return docs[0] ?? null;
}
