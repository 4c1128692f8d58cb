import {
  type Notification,
  NotificationType,
} from '@cc/shared/notifications/notifications.schemas';
import { ANONYMOUS_NAME } from '@cc/shared/users/users.public';
import type { TFunction } from 'i18next';
import { paths } from '../../lib/paths';

/** Types whose text the app writes itself from the sender's name (rule 21). */
const translatedTypes: ReadonlySet<number> = new Set([
  NotificationType.EVENT_OPEN,
  NotificationType.LIKE_ON_MY_ACTIVITY,
  NotificationType.COMMENT_ON_MY_ACTIVITY,
  NotificationType.COMMENT_AFTER_MINE,
  NotificationType.FRIEND_REQUEST,
  NotificationType.REQUEST_ACCEPTED,
  NotificationType.FRIENDS,
]);

/**
 * The text of a notification in the UI language: '{{name}} liked your activity' and the
 * like for the social types; an administrator's message (1000) and unknown types as sent.
 */
export function notificationText(n: Notification, t: TFunction): string {
  if (!translatedTypes.has(n.type)) return n.message;
  const sender = n.sender?.displayName;
  const name = !sender || sender === ANONYMOUS_NAME ? t('notifications:anonymous') : sender;
  return t(`notifications:message.${n.type}`, { name });
}

/**
 * Where tapping a notification leads (participant spec §9): an administrator's message to
 * its detail page, a new challenge to the open challenges, a like or comment to the post,
 * a friend request to the requests tab, an accepted request to the friends, anything else
 * home (the root sends a signed-in participant to their start page).
 */
export function notificationTarget(n: Notification): string {
  switch (n.type) {
    case NotificationType.ADMIN_MESSAGE:
      return paths.notificationDetail(n._id);
    case NotificationType.EVENT_OPEN:
      return paths.activeEvents;
    case NotificationType.LIKE_ON_MY_ACTIVITY:
    case NotificationType.COMMENT_ON_MY_ACTIVITY:
    case NotificationType.COMMENT_AFTER_MINE:
      return n.modelId ? paths.newsfeedPost(n.modelId) : paths.newsfeed;
    case NotificationType.FRIEND_REQUEST:
      return `${paths.myFriends}?tab=pending`;
    case NotificationType.REQUEST_ACCEPTED:
    case NotificationType.FRIENDS:
      return paths.myFriends;
    default:
      return paths.root;
  }
}
