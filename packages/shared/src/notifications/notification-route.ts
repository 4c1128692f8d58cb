import { NotificationType } from './notifications.constants';

/** What a notification's route depends on. */
export interface RoutedNotification {
  id: string;
  type: number;
  /** The activity, communication or event the notification concerns. */
  modelId: string | null;
}

const seg = (value: string) => encodeURIComponent(value);

/**
 * Where tapping a notification leads (participant spec §9, rule 21): an administrator's
 * message to its detail page, a new challenge to the open challenges, a like or comment to
 * the post (also a review decision on one's own activity), a friend request to the requests tab, an accepted request to the friends, a
 * fundraising milestone to the event's progress,
 * anything else home (the root sends a signed-in participant to their start page).
 * One table for both sides: the notification list links here, and a push opens it.
 */
export function notificationRoute(n: RoutedNotification): string {
  switch (n.type) {
    case NotificationType.ADMIN_MESSAGE:
      return `/notificationDetail?id=${seg(n.id)}`;
    case NotificationType.EVENT_OPEN:
      return '/active-events';
    case NotificationType.LIKE_ON_MY_ACTIVITY:
    case NotificationType.COMMENT_ON_MY_ACTIVITY:
    case NotificationType.COMMENT_AFTER_MINE:
    case NotificationType.ACTIVITY_REVIEWED:
      return n.modelId ? `/newsfeed/${seg(n.modelId)}` : '/newsfeed';
    case NotificationType.FRIEND_REQUEST:
      return '/myfriends?tab=pending';
    case NotificationType.REQUEST_ACCEPTED:
    case NotificationType.FRIENDS:
      return '/myfriends';
    case NotificationType.FUNDRAISING_MILESTONE:
      return n.modelId ? `/progress?eventId=${seg(n.modelId)}` : '/progress';
    default:
      return '/';
  }
}
