import type { NotificationPage } from '@cc/shared/notifications/notifications.schemas';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { refreshOnFocus } from '../../../entities/notifications/announcements';
import { notificationKeys } from '../../../entities/query-keys';
import { api } from '../../../lib/api-client';

/** Page size of the notification list. */
export const NOTIFICATIONS_PAGE_LIMIT = 10;

/** GET /api/notifications: one page of the signed-in user's notifications, newest first. */
export function getNotifications(
  page: number,
  limit = NOTIFICATIONS_PAGE_LIMIT,
  signal?: AbortSignal,
): Promise<NotificationPage> {
  return api<NotificationPage>('/notifications', { query: { page, limit }, signal });
}

/** Query options of the list, page by page; reloaded when the window regains focus. */
export function notificationsQueryOptions() {
  return infiniteQueryOptions({
    ...refreshOnFocus,
    queryKey: notificationKeys.list(),
    queryFn: ({ pageParam, signal }) =>
      getNotifications(pageParam, NOTIFICATIONS_PAGE_LIMIT, signal),
    initialPageParam: 1,
    getNextPageParam: (last: NotificationPage) => (last.hasNextPage ? last.page + 1 : undefined),
  });
}

/** The signed-in user's notifications. */
export function useNotifications() {
  return useInfiniteQuery(notificationsQueryOptions());
}
