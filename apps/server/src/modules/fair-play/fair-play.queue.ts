import { fromTenths } from '@cc/shared/activities/distance';
import { type Paged, toPaged } from '@cc/shared/common/paging';
import type { ReviewCount, ReviewItem, ReviewQuery } from '@cc/shared/fair-play/fair-play.schemas';
import type { AdminContext } from '../../platform/context';
import * as repo from './fair-play.repository';

const toKm = (tenths: number | string | null) =>
  tenths === null ? null : fromTenths(Number(tenths));

/**
 * GET /api/admin/review (admin): the organiser's queue, newest first, of one event or all,
 * flagged, held or both, by rule; each activity with the evidence beside it: its flags,
 * photos with their capture days, the owner's kilometres that day, their median and their
 * days in the event. Four statements whatever the page size.
 */
export async function getReviewQueue(
  ctx: AdminContext,
  query: ReviewQuery,
): Promise<Paged<ReviewItem>> {
  const { rows, total } = await repo.findQueuePage(ctx.db, query, {
    offset: (query.page - 1) * query.limit,
    limit: query.limit,
  });
  const pairs = [...new Map(rows.map((r) => [`${r.userId}|${r.eventId}`, r])).values()];
  const [photos, days] = await Promise.all([
    repo.findPhotosOf(
      ctx.db,
      rows.map((r) => r.id),
    ),
    repo.findDailyKm(ctx.db, pairs),
  ]);
  const items = rows.map(
    (r): ReviewItem => ({
      activityId: r.id,
      eventId: r.eventId,
      eventName: r.eventName,
      userId: r.userId,
      displayName: r.displayName,
      email: r.email,
      date: r.date,
      distanceKm: fromTenths(r.distanceKmTenths),
      durationMinutes: r.durationMinutes,
      notice: r.notice,
      status: r.reviewStatus,
      flags: r.reviewFlags,
      photos: photos
        .filter((p) => p.activityId === r.id)
        .map((p) => ({
          _id: p.id,
          url: ctx.storage.url(p.key),
          thumbUrl: ctx.storage.url(p.thumbKey),
          capturedOn: p.capturedOn,
        })),
      dayTotalKm: fromTenths(r.dayKmTenths),
      medianKm: toKm(r.medianKmTenths),
      days: days
        .filter((d) => d.userId === r.userId && d.eventId === r.eventId)
        .map((d) => ({ date: d.date, km: fromTenths(d.kmTenths) })),
      createdAt: r.createdAt.toISOString(),
    }),
  );
  return toPaged(items, total, query);
}

/** GET /api/admin/review/count (admin): how many activities wait, by status. */
export function getReviewCount(ctx: AdminContext): Promise<ReviewCount> {
  return repo.countWaiting(ctx.db);
}
