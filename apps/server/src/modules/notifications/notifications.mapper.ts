import type { Notification } from '@cc/shared/notifications/notifications.schemas';
import { ANONYMOUS_PERSON, namesSender, toPerson } from '../../platform/person';
import type { Storage } from '../../platform/storage';
import type { NotificationRow } from './notifications.repository';

/**
 * Maps a stored row to the API's notification; the sender as every answer shows a person,
 * anonymous when they may not be named.
 */
export function toNotification(row: NotificationRow, storage: Pick<Storage, 'url'>): Notification {
  return {
    _id: row.id,
    type: row.type,
    message: row.message,
    description: row.description,
    modelId: row.modelId,
    sender: !row.senderId
      ? null
      : namesSender(row.type, { activityShare: row.senderActivityShare, status: row.senderStatus })
        ? toPerson(row.senderId, row.senderDisplayName ?? '', row.senderAvatarKey, storage)
        : ANONYMOUS_PERSON,
    isRead: row.readAt !== null,
    createdAt: row.createdAt.toISOString(),
  };
}
