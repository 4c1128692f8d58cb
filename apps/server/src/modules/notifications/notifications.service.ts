import { type PageQuery, toPaged } from '@cc/shared/common/paging';
import { AppError } from '@cc/shared/errors/app-error';
import {
  type NotificationPage,
  NotificationType,
} from '@cc/shared/notifications/notifications.schemas';
import type { Db } from '../../db/client';
import { newId } from '../../db/ids';
import type { SignedInContext } from '../../platform/context';
import { queuePushes } from '../push';
import { toNotification } from './notifications.mapper';
import * as repo from './notifications.repository';

/** Comment notifications: one unread per recipient, post and type, updated (decision 060). */
const COLLAPSED_COMMENT_TYPES = new Set<number>([
  NotificationType.COMMENT_ON_MY_ACTIVITY,
  NotificationType.COMMENT_AFTER_MINE,
]);

/** A notification to store for `userId` (types of rule 21). */
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
 * Stores notifications and queues their pushes to the recipients' devices (decision 039).
 * Other modules' services call this with their transaction handle, so a notification and
 * its push job exist exactly when the action that causes it was committed. Nobody is
 * notified of their own action, and a like (1002) is not notified again while the owner
 * has not read the one of the same person's earlier like of that post (decision 026). A
 * comment notification (1003, 1004) that finds an unread one of its recipient, post and type
 * updates it to the latest commenter and time and queues no push (decision 060).
 */
export async function createNotifications(db: Db, items: NewNotification[]): Promise<void> {
  const rows = items
    .filter((n) => n.userId !== n.senderId)
    .map((n) => ({
      id: newId(),
      userId: n.userId,
      type: n.type,
      message: n.message,
      description: n.description ?? '',
      modelId: n.modelId ?? null,
      senderId: n.senderId ?? null,
    }));
  const isComment = (row: { type: number }) => COLLAPSED_COMMENT_TYPES.has(row.type);
  const others = rows.filter((row) => !isComment(row));
  const stored = [
    ...(await repo.insertNotifications(db, others)),
    ...(await repo.upsertCommentNotifications(db, rows.filter(isComment))),
  ];
  await queuePushes(db, stored);
}

/**
 * The caller's notifications (GET /api/notifications), newest first, with how many of all
 * of them are unread (the badge). Reading the list marks nothing read; the client does that
 * with markAllNotificationsRead when the list is opened.
 */
export async function listNotifications(
  ctx: SignedInContext,
  query: PageQuery,
): Promise<NotificationPage> {
  const { user } = ctx;
  const [rows, counts] = await Promise.all([
    repo.findNotificationPage(ctx.db, user.id, {
      limit: query.limit,
      offset: (query.page - 1) * query.limit,
    }),
    repo.countNotifications(ctx.db, user.id),
  ]);
  return {
    ...toPaged(
      rows.map((r) => toNotification(r, ctx.storage)),
      counts.total,
      query,
    ),
    unreadCount: counts.unread,
  };
}

/** Marks all of the caller's notifications read (POST /api/notifications/read). */
export async function markAllNotificationsRead(ctx: SignedInContext): Promise<void> {
  await repo.markAllRead(ctx.db, ctx.user.id);
}

/** Deletes one of the caller's notifications; NOT_FOUND for anyone else's or a missing one. */
export async function deleteNotification(ctx: SignedInContext, id: string) {
  if (!(await repo.deleteNotification(ctx.db, id, ctx.user.id))) throw new AppError('NOT_FOUND');
  return { msg: 'DELETED' as const };
}

/** Deletes all of the caller's notifications. */
export async function deleteAllNotifications(ctx: SignedInContext) {
  await repo.deleteAllNotifications(ctx.db, ctx.user.id);
  return { msg: 'DELETED' as const };
}
