import { AppError, fieldError } from '@cc/shared/errors/app-error';
import {
  isCounted,
  type ReviewAction,
  type ReviewStatus,
  statusAfterReview,
} from '@cc/shared/fair-play/fair-play.rules';
import type { BulkReviewBody, ReviewBody } from '@cc/shared/fair-play/fair-play.schemas';
import { NotificationType } from '@cc/shared/notifications/notifications.constants';
import type { Db } from '../../db/client';
import { applyDistanceChange } from '../../db/event-totals';
import { newId } from '../../db/ids';
import type { AdminContext } from '../../platform/context';
import { recordAudit } from '../audit';
import { scheduleMilestoneCheck } from '../fundraising';
import { createNotifications } from '../notifications';
import * as repo from './fair-play.repository';

/** The answer of one decision. */
export interface ReviewResult {
  activityId: string;
  status: ReviewStatus;
}

/**
 * Whether the owner is told of a decision: an exclusion always (their kilometres stop
 * counting), an approval when the activity was held (they start counting). Approving a
 * flagged activity changes nothing they see, so it stays quiet.
 */
const tellsOwner = (from: ReviewStatus, to: ReviewStatus) =>
  to === 'excluded' || (from === 'held' && to === 'approved');

/**
 * One decision on one activity, in the caller's transaction: the status changes, the
 * totals follow it at once (decision 071: held and excluded count nowhere), the decision is
 * appended to the reviews and to the audit trail (decision 095), and the owner is notified
 * (type 1009, pushed in their language).
 * NOT_FOUND for an unknown activity; EVENT_MISMATCH when `eventId` is not its event;
 * EVENT_SETTLED while its event's fundraising is settled; REVIEW_NOT_ALLOWED when the action
 * does not apply to its status.
 */
async function decide(
  tx: Db,
  adminId: string,
  activityId: string,
  decision: { action: ReviewAction; reason?: string; eventId?: string },
): Promise<ReviewResult & { eventId: string; grew: boolean }> {
  const found = await repo.lockActivityForReview(tx, activityId);
  if (!found) throw new AppError('NOT_FOUND');
  if (decision.eventId !== undefined && decision.eventId !== found.eventId) {
    throw fieldError('eventId', 'EVENT_MISMATCH');
  }
  if (found.isSettled) throw new AppError('EVENT_SETTLED');
  const to = statusAfterReview(found.reviewStatus, decision.action);
  if (to === null) throw new AppError('REVIEW_NOT_ALLOWED');
  const reason = decision.reason?.trim() || null;
  await repo.setReviewStatus(tx, activityId, to, reason);
  await applyDistanceChange(tx, found, { ...found, reviewStatus: to });
  await repo.insertReview(tx, {
    id: newId(),
    activityId,
    eventId: found.eventId,
    userId: found.userId,
    adminId,
    action: decision.action,
    fromStatus: found.reviewStatus,
    toStatus: to,
    reason,
  });
  await recordAudit(tx, {
    actorId: adminId,
    action: 'review.decide',
    objectType: 'review',
    objectId: activityId,
    before: { reviewStatus: found.reviewStatus },
    after: {
      reviewStatus: to,
      action: decision.action,
      reason,
      eventId: found.eventId,
      userId: found.userId,
    },
  });
  if (tellsOwner(found.reviewStatus, to)) {
    await createNotifications(tx, [
      {
        userId: found.userId,
        type: NotificationType.ACTIVITY_REVIEWED,
        message: to === 'excluded' ? 'excluded' : 'approved',
        description: reason ?? '',
        modelId: activityId,
        senderId: adminId,
      },
    ]);
  }
  const grew = !isCounted(found.reviewStatus) && isCounted(to);
  return { activityId, status: to, eventId: found.eventId, grew };
}

/** POST /api/activities/:id/review (admin): approve, exclude (with a reason) or reinstate. */
export async function reviewActivity(
  ctx: AdminContext,
  activityId: string,
  body: ReviewBody,
): Promise<ReviewResult> {
  const result = await ctx.db.transaction((tx) => decide(tx, ctx.user.id, activityId, body));
  // Approving a held activity adds to the money raised: a milestone may have been crossed.
  if (result.grew) scheduleMilestoneCheck(ctx.db, ctx.log, result.eventId);
  return { activityId: result.activityId, status: result.status };
}

/**
 * POST /api/admin/review/bulk (admin): one decision for a selection, all or nothing: the
 * first activity it does not apply to refuses the whole selection with its error.
 */
export async function reviewActivities(
  ctx: AdminContext,
  body: BulkReviewBody,
): Promise<{ results: ReviewResult[] }> {
  const ids = [...new Set(body.activityIds)].sort();
  const results = await ctx.db.transaction(async (tx) => {
    const done = [];
    // In id order, so two bulk decisions over the same activities lock them in one order.
    for (const id of ids) done.push(await decide(tx, ctx.user.id, id, body));
    return done;
  });
  for (const eventId of new Set(results.filter((r) => r.grew).map((r) => r.eventId))) {
    scheduleMilestoneCheck(ctx.db, ctx.log, eventId);
  }
  return { results: results.map((r) => ({ activityId: r.activityId, status: r.status })) };
}
