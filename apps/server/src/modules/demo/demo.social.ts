import { NotificationType } from '@cc/shared/notifications/notifications.schemas';
import { newId } from '../../db/ids';
import type { activities, comments, friendships, likes, notifications } from '../../db/schema';
import { demoActivities, demoComments, demoFriendships, demoLikes, demoNotice } from './demo.data';

type ActivityRow = typeof activities.$inferInsert & { id: string; createdAt: Date };
type NotificationRow = typeof notifications.$inferInsert;

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** Notifications older than this are shown as read, so the demo has a few unread ones. */
const READ_AFTER = 2 * DAY;

/**
 * The social rows of the demo: friendships, likes and comments with the notifications
 * they caused (rule 21: 1002, 1003, 1005, 1006), the pinned notice, and the activities
 * with their likeCount and commentCount equal to the likes and comments made here. Times
 * are relative to `now` and never after it; `activityRows` are in demoActivities' order.
 */
export function demoSocial(userIds: Map<string, string>, activityRows: ActivityRow[], now: Date) {
  const at = (ms: number) => new Date(Math.min(ms, now.getTime()));
  const notificationRows: NotificationRow[] = [];
  const notify = (row: Omit<NotificationRow, 'id' | 'readAt'> & { createdAt: Date }) => {
    if (row.userId === row.senderId) return;
    const isOld = now.getTime() - row.createdAt.getTime() > READ_AFTER;
    // As the API stores them: a comment whose owner has an unread notification of that post
    // moves it to the later commenter and time (decision 060).
    const waiting =
      !isOld && row.type === NotificationType.COMMENT_ON_MY_ACTIVITY
        ? notificationRows.find(
            (n) =>
              n.type === row.type &&
              n.userId === row.userId &&
              n.modelId === row.modelId &&
              n.readAt === null,
          )
        : undefined;
    if (waiting) {
      if (row.createdAt > (waiting.createdAt as Date)) Object.assign(waiting, row);
      return;
    }
    notificationRows.push({ id: newId(), readAt: isOld ? now : null, ...row });
  };

  const friendshipRows: Array<typeof friendships.$inferInsert> = demoFriendships.map((f) => {
    const row = {
      id: newId(),
      senderId: userIds.get(f.sender)!,
      receiverId: userIds.get(f.receiver)!,
      status: f.status,
      createdAt: at(now.getTime() + f.day * DAY),
      acceptedAt: f.status === 'accepted' ? at(now.getTime() + (f.day + 1) * DAY) : null,
    };
    notify({
      userId: row.receiverId,
      senderId: row.senderId,
      type: NotificationType.FRIEND_REQUEST,
      message: 'FRIEND_REQUEST',
      modelId: row.id,
      createdAt: row.createdAt,
    });
    if (row.acceptedAt) {
      notify({
        userId: row.senderId,
        senderId: row.receiverId,
        type: NotificationType.REQUEST_ACCEPTED,
        message: 'REQUEST_ACCEPTED',
        modelId: row.id,
        createdAt: row.acceptedAt,
      });
    }
    return row;
  });

  const activityOf = (key: string) => {
    const row = activityRows[demoActivities.findIndex((a) => a.key === key)];
    if (!row) throw new Error(`demo activity ${key} is missing`);
    return row;
  };

  const likeRows: Array<typeof likes.$inferInsert> = demoLikes.map((l) => {
    const activity = activityOf(l.activity);
    const row = {
      id: newId(),
      activityId: activity.id,
      userId: userIds.get(l.user)!,
      createdAt: at(activity.createdAt.getTime() + l.hours * HOUR),
    };
    notify({
      userId: activity.userId,
      senderId: row.userId,
      type: NotificationType.LIKE_ON_MY_ACTIVITY,
      message: 'LIKE_ON_MY_ACTIVITY',
      modelId: activity.id,
      createdAt: row.createdAt,
    });
    return row;
  });

  const commentRows: Array<typeof comments.$inferInsert> = demoComments.map((c) => {
    const activity = activityOf(c.activity);
    const row = {
      id: newId(),
      activityId: activity.id,
      userId: userIds.get(c.user)!,
      content: c.content,
      createdAt: at(activity.createdAt.getTime() + c.hours * HOUR),
    };
    notify({
      userId: activity.userId,
      senderId: row.userId,
      type: NotificationType.COMMENT_ON_MY_ACTIVITY,
      message: 'COMMENT_ON_MY_ACTIVITY',
      modelId: activity.id,
      createdAt: row.createdAt,
    });
    return row;
  });

  // The counters the feed reads are exactly the rows inserted with them.
  const countBy = (rows: Array<{ activityId: string }>, id: string) =>
    rows.filter((r) => r.activityId === id).length;
  const counted = activityRows.map((a) => ({
    ...a,
    likeCount: countBy(likeRows, a.id),
    commentCount: countBy(commentRows, a.id),
  }));

  return {
    activities: counted,
    friendships: friendshipRows,
    likes: likeRows,
    comments: commentRows,
    notifications: notificationRows,
    notice: {
      id: newId(),
      title: demoNotice.title,
      notice: demoNotice.notice,
      titleEn: demoNotice.title,
      noticeEn: demoNotice.notice,
      titleDe: demoNotice.titleDe,
      noticeDe: demoNotice.noticeDe,
    },
  };
}
