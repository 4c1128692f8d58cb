import { NotificationType } from '@cc/shared/notifications/notifications.constants';
import type { Notification } from '@cc/shared/notifications/notifications.schemas';
import type { QueryClient } from '@tanstack/react-query';
import { refreshFriends } from '../friends/friends';
import { eventKeys, feedKeys, notificationKeys } from '../query-keys';

/**
 * Lists that change through other people's actions (a request accepted, a new notification)
 * are loaded again whenever the window regains focus, fresh or not: the app default does not
 * refetch on focus, and a person coming back to the tab expects to see what happened.
 */
export const refreshOnFocus = { refetchOnWindowFocus: 'always' } as const;

/** The newest notification and the unread count, as the new-notification check reads them. */
export interface NotificationCheck {
  unreadCount: number;
  newest: Pick<Notification, '_id' | 'type' | 'modelId' | 'isRead'> | null;
}

/** What arrived between two checks: nothing, the types of what arrived, or more than is known. */
export type Arrivals = 'none' | 'unknown' | readonly number[];

/**
 * What arrived since the previous check: nothing when the newest notification is read or the
 * same as before; its type when it is new; `unknown` when the unread count rose by more than
 * one, since the check sees only the newest.
 */
export function arrivalsBetween(
  before: NotificationCheck | undefined,
  after: NotificationCheck,
): Arrivals {
  const { newest } = after;
  if (!newest || newest.isRead || before?.newest?._id === newest._id) return 'none';
  if (before && after.unreadCount - before.unreadCount > 1) return 'unknown';
  return [newest.type];
}

/**
 * Refreshes what new notifications announce (rule 21): the notification list always; the
 * friend state and lists for a request, an acceptance or a friendship; the open events for a
 * new challenge; the single post of a like or comment (the feed itself has pull-to-refresh
 * and is not reloaded under the reader). With `unknown`, all of it but the post.
 */
export async function refreshAnnounced(
  queryClient: QueryClient,
  arrivals: Arrivals,
  modelId?: string | null,
): Promise<void> {
  if (arrivals === 'none') return;
  const has = (...types: number[]) =>
    arrivals === 'unknown' || types.some((type) => arrivals.includes(type));
  const work: Promise<void>[] = [
    queryClient.invalidateQueries({ queryKey: notificationKeys.list() }),
  ];
  const { FRIEND_REQUEST, REQUEST_ACCEPTED, FRIENDS, EVENT_OPEN } = NotificationType;
  if (has(FRIEND_REQUEST, REQUEST_ACCEPTED, FRIENDS)) work.push(refreshFriends(queryClient));
  if (has(EVENT_OPEN)) work.push(queryClient.invalidateQueries({ queryKey: eventKeys.open() }));
  const { LIKE_ON_MY_ACTIVITY, COMMENT_ON_MY_ACTIVITY, COMMENT_AFTER_MINE } = NotificationType;
  const isAboutPost = [LIKE_ON_MY_ACTIVITY, COMMENT_ON_MY_ACTIVITY, COMMENT_AFTER_MINE].some(
    (type) => arrivals !== 'unknown' && arrivals.includes(type),
  );
  if (isAboutPost && modelId) {
    work.push(queryClient.invalidateQueries({ queryKey: feedKeys.post(modelId) }));
  }
  await Promise.all(work);
}
