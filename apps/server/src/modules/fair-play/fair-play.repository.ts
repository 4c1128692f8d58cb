import type {
  FairPlayRule,
  FairPlaySettings,
  ReviewStatus,
} from '@cc/shared/fair-play/fair-play.rules';
import { and, asc, count, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  activities,
  activityImages,
  activityReviews,
  eventFairPlay,
  eventFundraising,
  events,
  users,
} from '../../db/schema';

/** An event's saved fair play settings; undefined while it checks with the defaults. */
export async function findSettings(db: Db, eventId: string) {
  const rows = await db
    .select({ settings: eventFairPlay.settings })
    .from(eventFairPlay)
    .where(eq(eventFairPlay.eventId, eventId));
  return rows[0]?.settings;
}

/** Whether an event exists. */
export async function eventExists(db: Db, eventId: string): Promise<boolean> {
  const rows = await db.select({ id: events.id }).from(events).where(eq(events.id, eventId));
  return rows.length > 0;
}

/** Saves an event's settings whole. */
export async function upsertSettings(db: Db, eventId: string, settings: FairPlaySettings) {
  await db
    .insert(eventFairPlay)
    .values({ eventId, settings })
    .onConflictDoUpdate({
      target: eventFairPlay.eventId,
      set: { settings, updatedAt: new Date() },
    });
}

/**
 * An activity under review, locked until commit (a review, an owner's edit and a deletion
 * of one activity run one after another), with whether its event's fundraising is settled.
 */
export async function lockActivityForReview(db: Db, activityId: string) {
  const rows = await db
    .select({
      id: activities.id,
      eventId: activities.eventId,
      userId: activities.userId,
      distanceKmTenths: activities.distanceKmTenths,
      distanceMileTenths: activities.distanceMileTenths,
      reviewStatus: activities.reviewStatus,
      isSettled: sql<boolean>`(${eventFundraising.settledAt} is not null)`,
    })
    .from(activities)
    .leftJoin(eventFundraising, eq(eventFundraising.eventId, activities.eventId))
    .where(eq(activities.id, activityId))
    .for('update', { of: activities });
  return rows[0];
}

/**
 * Sets an activity's review status and the reason told to its owner, and marks it updated
 * (readers of cached posts see the change by its `updated_at`, decision 052).
 */
export async function setReviewStatus(
  db: Db,
  activityId: string,
  status: ReviewStatus,
  reason: string | null,
) {
  await db
    .update(activities)
    .set({ reviewStatus: status, reviewReason: reason, updatedAt: new Date() })
    .where(eq(activities.id, activityId));
}

/** Appends a decision to the review audit. */
export async function insertReview(db: Db, row: typeof activityReviews.$inferInsert) {
  await db.insert(activityReviews).values(row);
}

/** The queue's filter: what waits (flagged, held or both), of one event or all, by rule. */
export interface QueueFilter {
  eventId?: string;
  status?: 'flagged' | 'held';
  rule?: FairPlayRule;
}

function queueWhere(filter: QueueFilter): SQL | undefined {
  return and(
    filter.status
      ? eq(activities.reviewStatus, filter.status)
      : inArray(activities.reviewStatus, ['flagged', 'held']),
    filter.eventId ? eq(activities.eventId, filter.eventId) : undefined,
    filter.rule
      ? sql`${activities.reviewFlags} @> ${JSON.stringify([{ rule: filter.rule }])}::jsonb`
      : undefined,
  );
}

/**
 * One page of the queue, newest first, with each activity's owner and event, the owner's
 * kilometres that day (excluded entries left out) and their median in the event. The
 * partial indexes activities_review_queue_idx and activities_review_all_idx hold only what
 * waits, so a page reads its rows in order whatever the number of activities.
 */
export async function findQueuePage(
  db: Db,
  filter: QueueFilter,
  page: { offset: number; limit: number },
) {
  const where = queueWhere(filter);
  // The page's ids first, from the queue's index: PostgreSQL computes a select list for the
  // rows an OFFSET skips too, so the evidence columns below would be computed for every
  // activity before a deep page (page 500 of 10,000 took 630 ms that way).
  const onPage = db
    .select({ id: activities.id })
    .from(activities)
    .where(where)
    .orderBy(desc(activities.createdAt), desc(activities.id))
    .limit(page.limit)
    .offset(page.offset)
    .as('on_page');
  const [rows, total] = await Promise.all([
    db
      .select({
        id: activities.id,
        eventId: activities.eventId,
        eventName: events.name,
        userId: activities.userId,
        displayName: users.displayName,
        email: users.email,
        date: activities.date,
        distanceKmTenths: activities.distanceKmTenths,
        durationMinutes: activities.durationMinutes,
        notice: activities.notice,
        reviewStatus: activities.reviewStatus,
        reviewFlags: activities.reviewFlags,
        createdAt: activities.createdAt,
        dayKmTenths: sql<number>`(select coalesce(sum(d.distance_km_tenths), 0) from ${activities} d
          where d.user_id = ${activities.userId} and d.event_id = ${activities.eventId}
            and d.date = ${activities.date} and d.review_status <> 'excluded')`.mapWith(Number),
        medianKmTenths: sql<number | null>`(select percentile_disc(0.5)
            within group (order by m.distance_km_tenths) from ${activities} m
          where m.user_id = ${activities.userId} and m.event_id = ${activities.eventId}
            and m.review_status <> 'excluded')`,
      })
      .from(onPage)
      .innerJoin(activities, eq(activities.id, onPage.id))
      .innerJoin(users, eq(users.id, activities.userId))
      .innerJoin(events, eq(events.id, activities.eventId))
      .orderBy(desc(activities.createdAt), desc(activities.id)),
    db.select({ n: count() }).from(activities).where(where),
  ]);
  return { rows, total: total[0]?.n ?? 0 };
}

/** The photos of some activities, in display order, with their capture days. */
export async function findPhotosOf(db: Db, activityIds: string[]) {
  if (activityIds.length === 0) return [];
  return db
    .select({
      id: activityImages.id,
      activityId: activityImages.activityId,
      key: activityImages.key,
      thumbKey: activityImages.thumbKey,
      capturedOn: activityImages.capturedOn,
    })
    .from(activityImages)
    .where(inArray(activityImages.activityId, activityIds))
    .orderBy(asc(activityImages.position), asc(activityImages.id));
}

/**
 * The kilometres per day of some (participant, event) pairs, excluded entries left out,
 * oldest first: the chart beside each queued activity.
 */
export async function findDailyKm(db: Db, pairs: Array<{ userId: string; eventId: string }>) {
  if (pairs.length === 0) return [];
  const list = sql.join(
    pairs.map((p) => sql`(${p.userId}::uuid, ${p.eventId}::uuid)`),
    sql`, `,
  );
  return db
    .select({
      userId: activities.userId,
      eventId: activities.eventId,
      date: activities.date,
      kmTenths: sql<number>`sum(${activities.distanceKmTenths})`.mapWith(Number),
    })
    .from(activities)
    .where(
      and(
        sql`(${activities.userId}, ${activities.eventId}) in (${list})`,
        sql`${activities.reviewStatus} <> 'excluded'`,
      ),
    )
    .groupBy(activities.userId, activities.eventId, activities.date)
    .orderBy(asc(activities.date));
}

/** How many activities wait, by status (the navigation's badge). */
export async function countWaiting(db: Db) {
  const rows = await db
    .select({ status: activities.reviewStatus, n: count() })
    .from(activities)
    .where(inArray(activities.reviewStatus, ['flagged', 'held']))
    .groupBy(activities.reviewStatus);
  const of = (status: string) => rows.find((r) => r.status === status)?.n ?? 0;
  return { flagged: of('flagged'), held: of('held') };
}
