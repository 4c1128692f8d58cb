import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { notificationKeys } from '../../../entities/query-keys';
import { api } from '../../../lib/api-client';

/** DELETE /api/notifications: removes all of the signed-in user's notifications. */
export function deleteAllNotifications(): Promise<{ msg: string }> {
  return api<{ msg: string }>('/notifications', { method: 'DELETE' });
}

/** Mutation options of deleting every notification. */
export function deleteAllNotificationsMutationOptions() {
  return mutationOptions({ mutationFn: deleteAllNotifications });
}

/** Deletes every notification, then reloads the (now empty) list and the unread count. */
export function useDeleteAllNotifications() {
  const queryClient = useQueryClient();
  return useMutation({
    ...deleteAllNotificationsMutationOptions(),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: notificationKeys.all() }),
  });
}
