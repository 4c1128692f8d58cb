import type { AdminNotice } from '@cc/shared/feed/feed.schemas';
import { api } from '../../lib/api-client';
import { ADMIN_NOTICE_PATH } from './admin-notice-path';

/** GET /api/activities/newFeedsAdmin: the pinned notice, or null when there is none. */
export async function getAdminNotice(signal?: AbortSignal): Promise<AdminNotice | null> {
  const { docs } = await api<{ docs: AdminNotice[] }>(ADMIN_NOTICE_PATH, { signal });
  return docs[0] ?? null;
}
