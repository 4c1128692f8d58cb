import type {
  Notification,
  NotificationPage,
} from '@cc/shared/notifications/notifications.schemas';
import { type InfiniteData, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { notificationKeys } from '../../../entities/query-keys';
import { ApiError } from '../../../lib/api-client';
import { getNotifications } from './get-notifications';

/** Page size when looking a notification up by id. */
const LOOKUP_LIMIT = 100;

/**
 * One notification by id, for /notificationDetail. The API has no call for a single
 * notification, so the user's list is read page by page (largest page size) until it turns
 * up; NOT_FOUND when it is not there (deleted, or someone else's).
 */
export async function getNotification(id: string, signal?: AbortSignal): Promise<Notification> {
  for (let page = 1; ; page++) {
    const answer = await getNotifications(page, LOOKUP_LIMIT, signal);
    const found = answer.docs.find((n) => n._id === id);
    if (found) return found;
    if (!answer.hasNextPage) throw new ApiError(404, 'NOT_FOUND');
  }
}

/** Query options of one notification. */
export function notificationQueryOptions(id: string) {
  return queryOptions({
    queryKey: notificationKeys.detail(id),
    queryFn: ({ signal }) => getNotification(id, signal),
  });
}

/** One notification; taken from the loaded list when it is there (opened from the list). */
export function useNotification(id: string | null) {
  const queryClient = useQueryClient();
  return useQuery({
    ...notificationQueryOptions(id ?? ''),
    enabled: Boolean(id),
    initialData: () =>
      queryClient
        .getQueryData<InfiniteData<NotificationPage>>(notificationKeys.list())
        ?.pages.flatMap((page) => page.docs)
        .find((n) => n._id === id),
  });
}
