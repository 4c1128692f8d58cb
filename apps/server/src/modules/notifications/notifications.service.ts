import type { Db } from '../../db/client';
import { newId } from '../../platform/ids';
import * as repo from './notifications.repository';

/** A notification to store for `userId` (types of DECISIONS 21). */
export interface NewNotification {
  userId: string;
  type: number;
  /** The type's code word (1002-1006) or a communication's title (1000). */
  message: string;
  /** Sanitized HTML (1000) or empty. */
  description?: string;
  modelId?: string | null;
  senderId?: string | null;
}

/**
 * Stores notifications. Other modules' services call this with their transaction handle,
 * so a notification exists exactly when the action that causes it was committed. Nobody
 * is notified of their own action.
 */
export async function createNotifications(db: Db, items: NewNotification[]): Promise<void> {
  await repo.insertNotifications(
    db,
    items
      .filter((n) => n.userId !== n.senderId)
      .map((n) => ({
        id: newId(),
        userId: n.userId,
        type: n.type,
        message: n.message,
        description: n.description ?? '',
        modelId: n.modelId ?? null,
        senderId: n.senderId ?? null,
      })),
  );
}
