import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { storeAdminNotice } from '../../../entities/admin-notice/admin-notice';
import { api } from '../../../lib/api-client';

/** DELETE /api/activities/adminDelete/:id (admin): removes the pinned notice. */
export function deleteAdminNotice(id: string): Promise<{ msg: string }> {
  return api<{ msg: string }>(`/activities/adminDelete/${encodeURIComponent(id)}`, {
    method: 'DELETE',
  });
}

/** Mutation options of the notice removal. */
export function deleteAdminNoticeMutationOptions() {
  return mutationOptions({ mutationFn: deleteAdminNotice });
}

/** Deletes the notice; the feed then shows none. */
export function useDeleteAdminNotice() {
  const queryClient = useQueryClient();
  return useMutation({
    ...deleteAdminNoticeMutationOptions(),
    onSuccess: () => storeAdminNotice(queryClient, null),
  });
}
