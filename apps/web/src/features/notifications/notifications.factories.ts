import type {
  Notification,
  NotificationPage,
} from '@cc/shared/notifications/notifications.schemas';

/** A notification as the API answers it (tests): Ben liked an activity. */
export function buildNotification(overrides: Partial<Notification> = {}): Notification {
  return {
    _id: 'n-1',
    type: 1002,
    message: 'LIKE_ON_MY_ACTIVITY',
    description: '',
    modelId: 'activity-1',
    sender: { _id: 'ben', displayName: 'Ben Braun', avatar: null },
    isRead: false,
    createdAt: '2026-03-05T08:00:00.000Z',
    ...overrides,
  };
}

/** One page of notifications with the unread count (tests). */
export function buildNotificationPage(
  docs: Notification[],
  { unreadCount = docs.filter((n) => !n.isRead).length, hasNextPage = false, page = 1 } = {},
): NotificationPage {
  return {
    docs,
    totalDocs: docs.length,
    page,
    limit: 10,
    totalPages: hasNextPage ? page + 1 : page,
    hasNextPage,
    unreadCount,
  };
}
