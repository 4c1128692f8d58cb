/** Query keys of the notifications feature. */
export const notificationsKeys = {
  all: ['notifications'] as const,
  list: ['notifications', 'list'] as const,
  unread: ['notifications', 'unread'] as const,
  detail: (id: string) => ['notifications', 'detail', id] as const,
};

/** Page size of the notification list. */
export const NOTIFICATIONS_PAGE_LIMIT = 10;
