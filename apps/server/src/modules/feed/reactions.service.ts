import { AppError } from '@cc/shared/errors/app-error';
import type { Comment, CreateCommentBody, LikeBody, LikeState } from '@cc/shared/feed/feed.schemas';
import { NotificationType } from '@cc/shared/notifications/notifications.schemas';
import { newId } from '../../db/ids';
import { type SignedInContext, today } from '../../platform/context';
import { createNotifications } from '../notifications';
import { toComment } from './feed.mapper';
import type { PostRow } from './feed.repository';
import { getVisiblePost } from './feed.service';
import * as repo from './reactions.repository';

/** Likes and comments are refused once the event has ended (rule 11). */
function assertEventNotEnded(row: PostRow, day: string) {
  if (day > row.endDate) throw new AppError('EVENT_ENDED');
}

/**
 * Comments on a post (POST /api/comments). The post must be visible to the caller
 * (NOT_FOUND), its comments too (FORBIDDEN: the creator's activityViewPhotoAndComment),
 * and its event not ended (EVENT_ENDED). The content is stored as the plain trimmed text
 * it is (the web app renders it as text, never as HTML). In one transaction: the comment,
 * the post's comment counter, a 1003 notification to the creator and a 1004 to everyone
 * who commented before (neither the commenter nor the creator); a recipient whose
 * notification of this post is still unread has it updated instead (decision 060). The
 * route limits how many comments one person writes a minute (COMMENT_RATE_LIMIT).
 */
export async function createComment(
  ctx: SignedInContext,
  body: CreateCommentBody,
): Promise<Comment> {
  const { user } = ctx;
  const day = today(ctx);
  return ctx.db.transaction(async (tx) => {
    const row = await getVisiblePost({ ...ctx, db: tx }, body.activityId, { lockKey: true });
    if (!row.isContentVisible) throw new AppError('FORBIDDEN');
    assertEventNotEnded(row, day);
    const ownerId = row.userId;
    const earlier = await repo.findCommentatorIds(tx, body.activityId, user.id);
    const stored = await repo.insertComment(tx, {
      id: newId(),
      activityId: body.activityId,
      userId: user.id,
      content: body.content,
    });
    await repo.incrementCommentCount(tx, body.activityId);
    const common = { modelId: body.activityId, senderId: user.id };
    await createNotifications(tx, [
      {
        userId: ownerId,
        type: NotificationType.COMMENT_ON_MY_ACTIVITY,
        message: 'COMMENT_ON_MY_ACTIVITY',
        ...common,
      },
      ...earlier
        .filter((id) => id !== ownerId)
        .map((id) => ({
          userId: id,
          type: NotificationType.COMMENT_AFTER_MINE,
          message: 'COMMENT_AFTER_MINE',
          ...common,
        })),
    ]);
    const person = await repo.findPerson(tx, user.id);
    return toComment(
      {
        ...stored,
        displayName: person?.displayName ?? '',
        avatarKey: person?.avatarKey ?? null,
      },
      ctx.storage,
    );
  });
}

/**
 * Likes a post (POST /api/likes/like): idempotent, also when the same user's likes race
 * (one row, the counter moves only when a row was really inserted, in the same
 * transaction). The post must be visible (NOT_FOUND) and its event not ended
 * (EVENT_ENDED). A new like notifies the creator (1002), unless it is their own post or
 * the creator has not yet read the notification of this person's earlier like of it
 * (decision 026: liking and unliking in a loop notifies once).
 */
export async function likePost(ctx: SignedInContext, body: LikeBody): Promise<LikeState> {
  const { user } = ctx;
  const day = today(ctx);
  return ctx.db.transaction(async (tx) => {
    const row = await getVisiblePost({ ...ctx, db: tx }, body.activityId, { lockKey: true });
    assertEventNotEnded(row, day);
    const inserted = await repo.insertLike(tx, {
      id: newId(),
      activityId: body.activityId,
      userId: user.id,
    });
    const totalLike = await repo.addToLikeCount(tx, body.activityId, inserted ? 1 : 0);
    if (inserted) {
      await createNotifications(tx, [
        {
          userId: row.userId,
          type: NotificationType.LIKE_ON_MY_ACTIVITY,
          message: 'LIKE_ON_MY_ACTIVITY',
          modelId: body.activityId,
          senderId: user.id,
        },
      ]);
    }
    return { activityId: body.activityId, totalLike, isLiked: true };
  });
}

/**
 * Takes a like back (POST /api/likes/unlike): idempotent; the counter moves only when a
 * row was really deleted. Same visibility and event rules as a like. The like's
 * notification stays: it records that the like happened.
 */
export async function unlikePost(ctx: SignedInContext, body: LikeBody): Promise<LikeState> {
  const { user } = ctx;
  const day = today(ctx);
  return ctx.db.transaction(async (tx) => {
    const row = await getVisiblePost({ ...ctx, db: tx }, body.activityId, { lockKey: true });
    assertEventNotEnded(row, day);
    const deleted = await repo.deleteLike(tx, body.activityId, user.id);
    const totalLike = await repo.addToLikeCount(tx, body.activityId, deleted ? -1 : 0);
    return { activityId: body.activityId, totalLike, isLiked: false };
  });
}
