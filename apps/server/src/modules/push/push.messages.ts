import { htmlToText } from '@cc/shared/communications/rich-text-plain';
import { notificationRoute } from '@cc/shared/notifications/notification-route';
import { NotificationType } from '@cc/shared/notifications/notifications.schemas';
import type { PushMessage } from '@cc/shared/push/push.schemas';
import { ANONYMOUS_NAME } from '@cc/shared/users/users.public';

/**
 * The text of a push in the recipient's language (decision 039). The titles are the web
 * app's notification lines (locales/{de,en}/notifications.json `message.*`), so the
 * system notification says what the list will say; the body says what tapping it opens.
 */

type Language = 'DE' | 'EN';

interface PushTexts {
  anonymous: string;
  /** Title by type; `{name}` is the sender's display name. */
  titles: Record<number, string>;
  /** Body by type, for the types whose body is not the notification's own text. */
  bodies: Record<number, string>;
  /** Titles of a review decision (1009), by its action word. */
  reviewTitles: Record<'approved' | 'excluded', string>;
}

const texts: Record<Language, PushTexts> = {
  EN: {
    anonymous: 'Anonymous',
    titles: {
      [NotificationType.EVENT_OPEN]: 'A new challenge is open',
      [NotificationType.LIKE_ON_MY_ACTIVITY]: '{name} liked your activity',
      [NotificationType.COMMENT_ON_MY_ACTIVITY]: '{name} commented on your activity',
      [NotificationType.COMMENT_AFTER_MINE]: '{name} also commented on an activity',
      [NotificationType.FRIEND_REQUEST]: '{name} sent you a friend request',
      [NotificationType.REQUEST_ACCEPTED]: '{name} accepted your friend request',
      [NotificationType.FRIENDS]: '{name} is now your friend',
      [NotificationType.FUNDRAISING_MILESTONE]: '{percent} % of the pledged donations raised',
      [NotificationType.ACTIVITY_REVIEWED]: 'Your activity was reviewed',
    },
    reviewTitles: {
      approved: 'Your activity was approved and counts',
      excluded: 'Your activity does not count',
    },
    bodies: {
      [NotificationType.FUNDRAISING_MILESTONE]: 'Tap to see the money raised.',
      [NotificationType.LIKE_ON_MY_ACTIVITY]: 'Tap to see your activity.',
      [NotificationType.COMMENT_ON_MY_ACTIVITY]: 'Tap to read the comment.',
      [NotificationType.COMMENT_AFTER_MINE]: 'Tap to read the comment.',
      [NotificationType.FRIEND_REQUEST]: 'Tap to answer the request.',
      [NotificationType.REQUEST_ACCEPTED]: 'Tap to see your friends.',
      [NotificationType.FRIENDS]: 'Tap to see your friends.',
    },
  },
  DE: {
    anonymous: 'Anonym',
    titles: {
      [NotificationType.EVENT_OPEN]: 'Eine neue Challenge ist geöffnet',
      [NotificationType.LIKE_ON_MY_ACTIVITY]: '{name} gefällt Ihre Aktivität',
      [NotificationType.COMMENT_ON_MY_ACTIVITY]: '{name} hat Ihre Aktivität kommentiert',
      [NotificationType.COMMENT_AFTER_MINE]: '{name} hat ebenfalls eine Aktivität kommentiert',
      [NotificationType.FRIEND_REQUEST]: '{name} hat Ihnen eine Freundschaftsanfrage geschickt',
      [NotificationType.REQUEST_ACCEPTED]: '{name} hat Ihre Freundschaftsanfrage angenommen',
      [NotificationType.FRIENDS]: '{name} ist jetzt Ihr Freund',
      [NotificationType.FUNDRAISING_MILESTONE]: '{percent} % der zugesagten Spenden erreicht',
      [NotificationType.ACTIVITY_REVIEWED]: 'Ihre Aktivität wurde geprüft',
    },
    reviewTitles: {
      approved: 'Ihre Aktivität wurde freigegeben und zählt',
      excluded: 'Ihre Aktivität zählt nicht',
    },
    bodies: {
      [NotificationType.FUNDRAISING_MILESTONE]: 'Tippen Sie, um den Spendenstand zu sehen.',
      [NotificationType.LIKE_ON_MY_ACTIVITY]: 'Tippen Sie, um Ihre Aktivität zu sehen.',
      [NotificationType.COMMENT_ON_MY_ACTIVITY]: 'Tippen Sie, um den Kommentar zu lesen.',
      [NotificationType.COMMENT_AFTER_MINE]: 'Tippen Sie, um den Kommentar zu lesen.',
      [NotificationType.FRIEND_REQUEST]: 'Tippen Sie, um die Anfrage zu beantworten.',
      [NotificationType.REQUEST_ACCEPTED]: 'Tippen Sie, um Ihre Freunde zu sehen.',
      [NotificationType.FRIENDS]: 'Tippen Sie, um Ihre Freunde zu sehen.',
    },
  },
};

/** Longest body: a system notification shows a few lines at most. */
const BODY_MAX = 200;

/** A notification as the push job reads it. */
export interface PushedNotification {
  id: string;
  type: number;
  /** The communication's or event's name (1000, 1001), else the type's code word. */
  message: string;
  /** A communication's sanitized HTML in the recipient's language (1000). */
  description: string;
  modelId: string | null;
  senderName: string | null;
}

/** The in-app address of a notification's route, behind the hash of the app's hash router. */
export function notificationUrl(n: Pick<PushedNotification, 'id' | 'type' | 'modelId'>): string {
  return `/#${notificationRoute(n)}`;
}

/** Cuts `text` to BODY_MAX characters at most, with an ellipsis when it was longer. */
function shorten(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= BODY_MAX ? flat : `${flat.slice(0, BODY_MAX - 1).trimEnd()}…`;
}

/** The push of `n` in `language` (the recipient's profile language; EN unless DE). */
export function pushMessageFor(n: PushedNotification, language: string): PushMessage {
  const t = texts[language === 'DE' ? 'DE' : 'EN'];
  const name = !n.senderName || n.senderName === ANONYMOUS_NAME ? t.anonymous : n.senderName;
  const base = { type: n.type, url: notificationUrl(n), tag: `notification-${n.id}` };
  if (n.type === NotificationType.ADMIN_MESSAGE) {
    return { ...base, title: n.message, body: shorten(htmlToText(n.description)) };
  }
  if (n.type === NotificationType.EVENT_OPEN) {
    return { ...base, title: t.titles[n.type]!, body: shorten(n.message) };
  }
  const title = t.titles[n.type];
  if (!title) return { ...base, title: n.message, body: '' };
  if (n.type === NotificationType.ACTIVITY_REVIEWED) {
    // The organiser's reason, when one was given, is the body.
    const decided = n.message === 'excluded' ? 'excluded' : 'approved';
    return { ...base, title: t.reviewTitles[decided], body: shorten(n.description) };
  }
  if (n.type === NotificationType.FUNDRAISING_MILESTONE) {
    return { ...base, title: title.replace('{percent}', n.message), body: t.bodies[n.type]! };
  }
  return { ...base, title: title.replace('{name}', name), body: t.bodies[n.type] ?? '' };
}
