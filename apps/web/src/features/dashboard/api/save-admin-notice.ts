import type { AdminNotice, AdminNoticeBody } from '@cc/shared/feed/feed.schemas';
import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { storeAdminNotice } from '../../../entities/admin-notice/admin-notice';
import { api } from '../../../lib/api-client';

/** The notice to save; with `id` the existing one is updated. */
export interface SaveAdminNoticeInput {
  id?: string;
  body: AdminNoticeBody;
}

/**
 * POST /api/activities/adminCreate, or PATCH /api/activities/adminUpdate/:id for the notice
 * that exists (admin). Answers the stored notice.
 */
export function saveAdminNotice({ id, body }: SaveAdminNoticeInput): Promise<AdminNotice> {
  return id
    ? api<AdminNotice>(`/activities/adminUpdate/${encodeURIComponent(id)}`, {
        method: 'PATCH',
        body,
      })
    : api<AdminNotice>('/activities/adminCreate', { method: 'POST', body });
}

/** Mutation options of the notice save. */
export function saveAdminNoticeMutationOptions() {
  return mutationOptions({ mutationFn: saveAdminNotice });
}

/** Saves the notice and keeps the stored one as the current notice. */
export function useSaveAdminNotice() {
  const queryClient = useQueryClient();
  return useMutation({
    ...saveAdminNoticeMutationOptions(),
    onSuccess: (notice) => storeAdminNotice(queryClient, notice),
  });
}
