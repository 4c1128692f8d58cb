import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { addToShardsFrom, pickShard } from '../../db/event-totals';
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
 * The event of a new activity, whether `userId` has joined it and the user's distance unit,
 * in one round trip; undefined when the event does not exist. The outer columns are spelled
 * out ("events"."id") because Drizzle renders them unqualified inside the subqueries.
 */
export async function findEventForCreate(db: Db, eventId: string, userId: string) {
  const statement = preparedOn(db, 'find_event_for_create', () =>
    db
      .select({
        ...eventColumns,
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
  const rows = await statement.execute({ eventId, userId });
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

/** A photo of a new activity: its row id and the storage keys of its two files. */
export interface NewImage {
  id: string;
  key: string;
  thumbKey: string;
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
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    imageIds: images.map((i) => i.id),
    imageKeys: images.map((i) => i.key),
    thumbKeys: images.map((i) => i.thumbKey),
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
    insert into ${activities} (id, event_id, user_id, date, distance_km_tenths, distance_mile_tenths, notice, created_at, updated_at)
    select ${v('id')}::uuid, ${v('eventId')}::uuid, ${v('userId')}::uuid, ${v('date')}::date,
           ${v('distanceKmTenths')}::int, ${v('distanceMileTenths')}::int, ${v('notice')}::text,
           ${v('createdAt')}::timestamptz, ${v('updatedAt')}::timestamptz
    where ${joined} and exists (select 1 from claim)
    returning id, event_id, user_id, distance_km_tenths, distance_mile_tenths`);
  const photos = db.$with('photos', {}).as(sql`
    insert into ${activityImages} (id, activity_id, key, thumb_key, position)
    select p.id, ins.id, p.key, p.thumb_key, p.n - 1
    from ins, unnest(${v('imageIds')}::uuid[], ${v('imageKeys')}::text[],
                     ${v('thumbKeys')}::text[]) with ordinality as p(id, key, thumb_key, n)
    returning 1`);
  const participation = db.$with('participation', {}).as(sql`
    update ${eventParticipants} p
    set total_km_tenths = p.total_km_tenths + ins.distance_km_tenths,
        total_mile_tenths = p.total_mile_tenths + ins.distance_mile_tenths,
        activity_count = p.activity_count + 1,
        updated_at = now()
    from ins where p.event_id = ins.event_id and p.user_id = ins.user_id
    returning 1`);
  const event = db.$with('event', {}).as(sql`
    ${addToShardsFrom(
      sql`(select event_id, distance_km_tenths as km, distance_mile_tenths as mile from ins)`,
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
      'date' | 'distanceKmTenths' | 'distanceMileTenths' | 'notice'
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

/**
 * Adds a change to the maintained totals of one participation (distances in tenths and the
 * activity count) and to one shard of its event's collective totals, in ONE statement with
 * atomic `x = x + d` updates: one round trip on the hottest write. The event's totals change
 * only when the participation exists; answers whether it does.
 */
export async function addToTotals(
  db: Db,
  eventId: string,
  userId: string,
  delta: { kmTenths: number; mileTenths: number; count: number },
): Promise<boolean> {
  const result = await db.execute(sql`
    with participation as (
      update ${eventParticipants}
      set total_km_tenths = total_km_tenths + ${delta.kmTenths},
          total_mile_tenths = total_mile_tenths + ${delta.mileTenths},
          activity_count = activity_count + ${delta.count},
          updated_at = now()
      where event_id = ${eventId} and user_id = ${userId}
      returning 1
    ), event as (
      ${addToShardsFrom(sql`(select ${eventId}::uuid as event_id, ${delta.kmTenths}::bigint as km, ${delta.mileTenths}::bigint as mile where exists (select 1 from participation) and (${delta.kmTenths} <> 0 or ${delta.mileTenths} <> 0))`)}
      returning 1
    )
    select (select count(*) from participation)::int as joined, (select count(*) from event)::int as touched
  `);
  const row = (result as unknown as { rows: Array<{ joined: number }> }).rows[0];
  return (row?.joined ?? 0) > 0;
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
