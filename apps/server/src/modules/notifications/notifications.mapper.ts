import type { Notification } from '@cc/shared/notifications/notifications.schemas';
import { toPerson } from '../../platform/person';
import type { Storage } from '../../platform/storage';
import type { NotificationRow } from './notifications.repository';

/** Maps a stored row to the API's notification; the sender as every answer shows a person. */
export function toNotification(row: NotificationRow, storage: Pick<Storage, 'url'>): Notification {
  return {
    _id: row.id,
    type: row.type,
    message: row.message,
    description: row.description,
    modelId: row.modelId,
    sender: row.senderId
      ? toPerson(row.senderId, row.senderDisplayName ?? '', row.senderAvatarKey, storage)
      : null,
    isRead: row.readAt !== null,
    createdAt: row.createdAt.toISOString(),
  };
}
