import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { NotificationCheck } from '../../../entities/notifications/announcements';
import { notificationKeys } from '../../../entities/query-keys';
import { api } from '../../../lib/api-client';

/** POST /api/notifications/read: marks all of the signed-in user's notifications read. */
export function markNotificationsRead(): Promise<void> {
  return api<void>('/notifications/read', { method: 'POST' });
}

/** Mutation options of marking everything read. */
export function markNotificationsReadMutationOptions() {
  return mutationOptions({ mutationFn: markNotificationsRead });
}

/**
 * Marks everything read when the list opens; the dot goes at once (admin spec §4: opening
 * the notification page clears the marker), without waiting for the next check.
 */
export function useMarkNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    ...markNotificationsReadMutationOptions(),
    onMutate: () =>
      queryClient.setQueryData<NotificationCheck>(notificationKeys.unread(), (check) =>
        check ? { ...check, unreadCount: 0 } : check,
      ),
  });
}
