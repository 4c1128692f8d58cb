import { OUTLIER_MIN_ENTRIES } from '@cc/shared/fair-play/fair-play.rules';
import { and, asc, count, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { addToShardsFrom, pickShard } from '../../db/event-totals';
import { entryFactColumns, medianKmTenthsColumn } from '../../db/fair-play';
import {
  type Answer,
  claimKeySql,
  type IdempotencyRef,
  keyClaimPlaceholders,
  keyClaimValues,
} from '../../db/idempotency';
import { preparedOn } from '../../db/prepared';
import {
  activities,
  activityImages,
  eventFundraising,
  eventParticipants,
  events,
  users,
} from '../../db/schema';
import { DUPLICATE_TENTHS, mayBeOutlier } from '../fair-play';

/** An activity row as the service maps it. */
export type ActivityRow = typeof activities.$inferSelect;
/** A photo row as the service maps it. */
export type ActivityImageRow = typeof activityImages.$inferSelect;

/** What an activity write needs to know about its event, read in one query. */
export interface EventForWrite {
  id: string;
  startDate: string;
  endDate: string;
  /** 1 visible, 0 hidden from participants (decision 034). */
  status: number;
  maximumKmHundredths: number;
  maximumMileHundredths: number;
  /** Whether the event's fundraising is settled: its activities are final (decision 070). */
  isSettled: boolean;
  /** Whether the event raises money and has milestones left to tell of (decision 070). */
  tracksMilestones: boolean;
}

const eventColumns = {
  id: events.id,
  startDate: events.startDate,
  endDate: events.endDate,
  status: events.status,
  maximumKmHundredths: events.maximumKmHundredths,
  maximumMileHundredths: events.maximumMileHundredths,
  // Read with the event through one left join (withFundraising), so a write learns of the
  // fundraising without another round trip; milestones are looked up only for a live cause.
  isSettled: sql<boolean>`(${eventFundraising.settledAt} is not null)`,
  tracksMilestones: sql<boolean>`case
    when ${eventFundraising.eventId} is not null and ${eventFundraising.settledAt} is null
    then not exists (select 1 from fundraising_milestones m
      where m.event_id = ${eventFundraising.eventId} and m.percent = 100)
    else false end`,
};

/** The join eventColumns read the fundraising through. */
const withFundraising = eq(eventFundraising.eventId, events.id);

/**
 * The event of a new activity, whether `userId` has joined it, the user's distance unit and
 * what the fair play checks need about an entry of that day and distance, in one round trip; undefined
 * when the event does not exist. The outer columns are spelled
 * out ("events"."id") because Drizzle renders them unqualified inside the subqueries.
 */
export async function findEventForCreate(
  db: Db,
  eventId: string,
  userId: string,
  entry: { date: string; kmTenths: number },
) {
  const statement = preparedOn(db, 'find_event_for_create', () =>
    db
      .select({
        ...eventColumns,
        // What the fair play checks need, in the same round trip (decision 071).
        ...entryFactColumns({
          eventId: sql.placeholder('eventId'),
          userId: sql.placeholder('userId'),
          date: sql.placeholder('date'),
          kmTenths: sql.placeholder('kmTenths'),
          exceptId: null,
          duplicateTenths: DUPLICATE_TENTHS,
        }),
        isJoined: sql<boolean>`exists (
          select 1 from event_participants ep
          where ep.event_id = "events"."id" and ep.user_id = ${sql.placeholder('userId')}
        )`,
        unit: sql<
          string | null
        >`(select u.unit from users u where u.id = ${sql.placeholder('userId')})`,
      })
      .from(events)
      .leftJoin(eventFundraising, withFundraising)
      .where(eq(events.id, sql.placeholder('eventId')))
      .prepare('find_event_for_create'),
  );
  const rows = await statement.execute({
    eventId,
    userId,
    date: entry.date,
    kmTenths: entry.kmTenths,
  });
  return rows[0];
}

/**
 * An activity of `userId` with its event and the owner's unit, locking the activity row
 * until commit (edits, deletes and photo changes of one activity run one after another).
 * Undefined when there is no such activity or it belongs to someone else.
 */
export async function lockOwnActivity(db: Db, activityId: string, userId: string) {
  const rows = await db
    .select({
      activity: activities,
      event: eventColumns,
      unit: users.unit,
    })
    .from(activities)
    .innerJoin(events, eq(events.id, activities.eventId))
    .leftJoin(eventFundraising, withFundraising)
    .innerJoin(users, eq(users.id, activities.userId))
    .where(and(eq(activities.id, activityId), eq(activities.userId, userId)))
    .for('update', { of: activities });
  return rows[0];
}

/** An activity with its event dates (no lock); undefined when missing. */
export async function findActivity(db: Db, activityId: string) {
  const rows = await db
    .select({ activity: activities, event: eventColumns })
    .from(activities)
    .innerJoin(events, eq(events.id, activities.eventId))
    .leftJoin(eventFundraising, withFundraising)
    .where(eq(activities.id, activityId));
  return rows[0];
}

/**
 * A photo with its activity's owner and event, locking the activity row until commit
 * (so a concurrent edit counts photos after the removal); undefined when missing.
 */
export async function lockImageWithActivity(db: Db, imageId: string) {
  const rows = await db
    .select({
      image: activityImages,
      userId: activities.userId,
      event: eventColumns,
    })
    .from(activityImages)
    .innerJoin(activities, eq(activities.id, activityImages.activityId))
    .innerJoin(events, eq(events.id, activities.eventId))
    .leftJoin(eventFundraising, withFundraising)
    .where(eq(activityImages.id, imageId))
    .for('update', { of: activities });
  return rows[0];
}

/** A photo of a new activity: its row id, the storage keys of its files and its pixel size. */
export interface NewImage {
  id: string;
  key: string;
  thumbKey: string;
  mediumKey: string | null;
  width: number | null;
  height: number | null;
  /** SHA-256 of the uploaded bytes, hex. */
  sha256: string | null;
  /** The day the original was taken (EXIF), YYYY-MM-DD. */
  capturedOn: string | null;
}

/**
 * Writes a new activity in ONE statement, atomic without a transaction: with `claim`, the
 * Idempotency-Key and its answer (db/idempotency.ts), then the activity, its photos (in the
 * given order) and its distance added to the participant's totals and to one shard of the
 * event's totals (data-modifying CTEs). Writes nothing and answers false when the
 * participation has gone since the rules were read or the key was claimed before.
 */
export async function insertActivity(
  db: Db,
  row: ActivityRow,
  images: NewImage[],
  claim: { ref: IdempotencyRef; answer: Answer<unknown> } | null,
): Promise<boolean> {
  const name = claim ? 'insert_activity_claiming_key' : 'insert_activity';
  const statement = preparedOn(db, name, () =>
    insertActivityQuery(db, claim !== null).prepare(name),
  );
  const rows = await statement.execute({
    ...row,
    reviewFlags: JSON.stringify(row.reviewFlags),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    imageIds: images.map((i) => i.id),
    imageKeys: images.map((i) => i.key),
    thumbKeys: images.map((i) => i.thumbKey),
    mediumKeys: images.map((i) => i.mediumKey),
    imageWidths: images.map((i) => i.width),
    imageHeights: images.map((i) => i.height),
    imageHashes: images.map((i) => i.sha256),
    imageDays: images.map((i) => i.capturedOn),
    shard: pickShard(),
    ...(claim ? keyClaimValues(claim.ref, claim.answer) : {}),
  });
  return (rows[0]?.inserted ?? 0) > 0;
}

/**
 * The statement of insertActivity with its values as placeholders: each writing CTE is a
 * Drizzle `$with` over raw SQL (the query builder cannot say them), and the statement
 * answers how many activities it inserted.
 */
function insertActivityQuery(db: Db, claimsKey: boolean) {
  const v = (key: string) => sql.placeholder(key);
  const joined = sql`exists (
    select 1 from ${eventParticipants}
    where event_id = ${v('eventId')}::uuid and user_id = ${v('userId')}::uuid
  )`;
  const claim = db
    .$with('claim', {})
    .as(claimsKey ? claimKeySql(keyClaimPlaceholders, joined) : sql`select 1`);
  const ins = db.$with('ins', { id: sql<string>`id` }).as(sql`
    insert into ${activities} (id, event_id, user_id, date, distance_km_tenths, distance_mile_tenths,
      notice, duration_minutes, review_status, review_flags, created_at, updated_at)
    select ${v('id')}::uuid, ${v('eventId')}::uuid, ${v('userId')}::uuid, ${v('date')}::date,
           ${v('distanceKmTenths')}::int, ${v('distanceMileTenths')}::int, ${v('notice')}::text,
           ${v('durationMinutes')}::int, ${v('reviewStatus')}::text, ${v('reviewFlags')}::jsonb,
           ${v('createdAt')}::timestamptz, ${v('updatedAt')}::timestamptz
    where ${joined} and exists (select 1 from claim)
    returning id, event_id, user_id, date, distance_km_tenths, distance_mile_tenths, review_status`);
  const photos = db.$with('photos', {}).as(sql`
    insert into ${activityImages} (id, activity_id, key, thumb_key, medium_key, width, height,
      position, sha256, captured_on)
    select p.id, ins.id, p.key, p.thumb_key, p.medium_key, p.width, p.height, p.n - 1,
           p.sha256, p.captured_on
    from ins, unnest(${v('imageIds')}::uuid[], ${v('imageKeys')}::text[],
                     ${v('thumbKeys')}::text[], ${v('mediumKeys')}::text[],
                     ${v('imageWidths')}::int[], ${v('imageHeights')}::int[],
                     ${v('imageHashes')}::text[], ${v('imageDays')}::date[])
      with ordinality as p(id, key, thumb_key, medium_key, width, height, sha256, captured_on, n)
    returning 1`);
  // A held activity counts nowhere until it is approved (decision 071).
  const counted = sql`ins.review_status in ('ok', 'flagged', 'approved')`;
  const participation = db.$with('participation', {}).as(sql`
    update ${eventParticipants} p
    set total_km_tenths = p.total_km_tenths + ins.distance_km_tenths,
        total_mile_tenths = p.total_mile_tenths + ins.distance_mile_tenths,
        activity_count = p.activity_count + 1,
        last_active_date = greatest(p.last_active_date, ins.date),
        updated_at = now()
    from ins where p.event_id = ins.event_id and p.user_id = ins.user_id and ${counted}
    returning 1`);
  const event = db.$with('event', {}).as(sql`
    ${addToShardsFrom(
      sql`(select event_id, distance_km_tenths as km, distance_mile_tenths as mile from ins
           where ${counted})`,
      v('shard'),
    )}
    returning 1`);
  return db
    .with(claim, ins, photos, participation, event)
    .select({ inserted: sql<number>`count(*)::int` })
    .from(ins);
}

/** Changes an activity's fields and answers the stored row. */
export async function updateActivityRow(
  db: Db,
  activityId: string,
  changes: Partial<
    Pick<
      typeof activities.$inferInsert,
      | 'date'
      | 'distanceKmTenths'
      | 'distanceMileTenths'
      | 'notice'
      | 'durationMinutes'
      | 'reviewStatus'
      | 'reviewFlags'
    >
  >,
) {
  const [row] = await db
    .update(activities)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(activities.id, activityId))
    .returning();
  return row!;
}

/** Deletes an activity; its photos, likes and comments go with it through the foreign keys. */
export async function deleteActivityRow(db: Db, activityId: string) {
  await db.delete(activities).where(eq(activities.id, activityId));
}

/** Inserts photo rows and answers them. */
export async function insertImages(db: Db, rows: Array<typeof activityImages.$inferInsert>) {
  if (rows.length === 0) return [];
  return db.insert(activityImages).values(rows).returning();
}

/**
 * Deletes one photo row of the activity `activityId` and marks the activity updated: a
 * photo removed is a change of the post, which readers of cached posts see by its
 * `updated_at` (decision 052).
 */
export async function deleteImageRow(db: Db, imageId: string, activityId: string) {
  await db.delete(activityImages).where(eq(activityImages.id, imageId));
  await db.update(activities).set({ updatedAt: new Date() }).where(eq(activities.id, activityId));
}

/** The photos of some activities, in their display order. */
export async function findImagesOf(db: Db, activityIds: string[]) {
  if (activityIds.length === 0) return [];
  return db
    .select()
    .from(activityImages)
    .where(inArray(activityImages.activityId, activityIds))
    .orderBy(asc(activityImages.position), asc(activityImages.createdAt), asc(activityImages.id));
}

/** One page of a user's activities (optionally of one event), newest date first. */
export async function findUserActivityPage(
  db: Db,
  userId: string,
  eventId: string | undefined,
  page: { offset: number; limit: number },
) {
  const where = and(
    eq(activities.userId, userId),
    eventId ? eq(activities.eventId, eventId) : undefined,
  );
  const [rows, total] = await Promise.all([
    db
      .select({ activity: activities, endDate: events.endDate })
      .from(activities)
      .innerJoin(events, eq(events.id, activities.eventId))
      .where(where)
      .orderBy(desc(activities.date), desc(activities.createdAt), desc(activities.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(activities).where(where),
  ]);
  return { rows, total: total[0]?.n ?? 0 };
}

/**
 * What the fair play checks need about an edited entry of `date` and `kmTenths`
 * (db/fair-play.ts), the activity itself left out, with the owner's median when the entry
 * is long enough to be an outlier.
 */
export async function findEntrySurroundings(
  db: Db,
  opts: { eventId: string; userId: string; date: string; kmTenths: number; activityId: string },
) {
  const rows = await db
    .select({
      ...entryFactColumns({
        eventId: opts.eventId,
        userId: opts.userId,
        date: opts.date,
        kmTenths: opts.kmTenths,
        exceptId: opts.activityId,
        duplicateTenths: DUPLICATE_TENTHS,
      }),
      medianKmTenths: mayBeOutlier(opts.kmTenths)
        ? medianKmTenthsColumn({
            ...opts,
            exceptId: opts.activityId,
            minEntries: OUTLIER_MIN_ENTRIES,
          })
        : sql<null>`null`,
    })
    .from(sql`(select 1) as one`);
  return rows[0]!;
}

/** The owner's median in the event (db/fair-play.ts), for a new entry that may be an outlier. */
export async function findMedianKmTenths(db: Db, opts: { eventId: string; userId: string }) {
  const rows = await db
    .select({
      median: medianKmTenthsColumn({ ...opts, exceptId: null, minEntries: OUTLIER_MIN_ENTRIES }),
    })
    .from(sql`(select 1) as one`);
  return rows[0]?.median ?? null;
}

/**
 * Another activity than `activityId` (any owner's) one of whose photos has one of these
 * SHA-256s; null when none.
 */
export async function findActivityWithPhoto(
  db: Db,
  hashes: string[],
  activityId: string | null,
): Promise<string | null> {
  if (hashes.length === 0) return null;
  const rows = await db
    .select({ activityId: activityImages.activityId })
    .from(activityImages)
    .where(
      and(
        inArray(activityImages.sha256, hashes),
        activityId === null ? undefined : ne(activityImages.activityId, activityId),
      ),
    )
    .limit(1);
  return rows[0]?.activityId ?? null;
}
