import type { NotificationPage } from '@cc/shared/notifications/notifications.schemas';
import {
  type InfiniteData,
  mutationOptions,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query';
import { notificationKeys } from '../../../entities/query-keys';
import { api } from '../../../lib/api-client';

/** DELETE /api/notifications/:id: removes one of the signed-in user's notifications. */
export function deleteNotification(id: string): Promise<{ msg: string }> {
  return api<{ msg: string }>(`/notifications/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

/** Mutation options of deleting one notification. */
export function deleteNotificationMutationOptions() {
  return mutationOptions({ mutationFn: deleteNotification });
}

/** Deletes a notification and takes it out of the cached list. */
export function useDeleteNotification() {
  const queryClient = useQueryClient();
  return useMutation({
    ...deleteNotificationMutationOptions(),
    onSuccess: (_answer, id) => {
      queryClient.setQueryData<InfiniteData<NotificationPage>>(notificationKeys.list(), (data) =>
        data
          ? {
              ...data,
              pages: data.pages.map((page) => ({
                ...page,
                docs: page.docs.filter((n) => n._id !== id),
              })),
            }
          : data,
      );
      queryClient.removeQueries({ queryKey: notificationKeys.detail(id) });
    },
  });
}
