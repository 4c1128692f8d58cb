import { notificationRoute } from '@cc/shared/notifications/notification-route';
import { NotificationType } from '@cc/shared/notifications/notifications.constants';
import type { Notification } from '@cc/shared/notifications/notifications.schemas';
import { ANONYMOUS_NAME } from '@cc/shared/users/users.constants';
import type { TFunction } from 'i18next';

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
 * like for the social types; a fundraising milestone (1008) from the percent its message
 * carries ('50 % of the pledged donations raised', worded as its push); a review decision
 * (1009) from its action and the organiser's reason; an administrator's
 * message (1000) and unknown types as sent.
 */
export function notificationText(n: Notification, t: TFunction): string {
  if (n.type === NotificationType.FUNDRAISING_MILESTONE) {
    return t(`notifications:message.${n.type}`, { percent: n.message });
  }
  if (n.type === NotificationType.ACTIVITY_REVIEWED) {
    const decided = n.message === 'excluded' ? 'excluded' : 'approved';
    return t(`notifications:message.${n.type}.${decided}`, { reason: n.description });
  }
  if (!translatedTypes.has(n.type)) return n.message;
  const sender = n.sender?.displayName;
  const name = !sender || sender === ANONYMOUS_NAME ? t('notifications:anonymous') : sender;
  return t(`notifications:message.${n.type}`, { name });
}

/** Where tapping a notification leads: the one route table of packages/shared. */
export function notificationTarget(n: Notification): string {
  return notificationRoute({ id: n._id, type: n.type, modelId: n.modelId });
}
