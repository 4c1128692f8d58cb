import type { MyActivitiesQuery } from '@cc/shared/activities/activities.requests';
import {
  type Activity,
  type ActivityFields,
  MAX_IMAGES,
  type UpdateActivityFields,
} from '@cc/shared/activities/activities.schemas';
import { mileToKm, toTenths } from '@cc/shared/activities/distance';
import { type Paged, toPaged } from '@cc/shared/common/paging';
import { AppError, fieldError } from '@cc/shared/errors/app-error';
import { isCounted } from '@cc/shared/fair-play/fair-play.rules';
import type { EntryCheck } from '@cc/shared/fair-play/fair-play.schemas';
import { dayIn } from '@cc/shared/time/calendar';
import { applyDistanceChange, countedKmTenths } from '../../db/event-totals';
import * as idempotency from '../../db/idempotency';
import { newId } from '../../db/ids';
import { type SignedInContext, today } from '../../platform/context';
import { assessEntry, mayBeOutlier } from '../fair-play';
import { scheduleMilestoneCheck } from '../fundraising';
import type { ActivityBody } from './activities.body';
import {
  deletePhotoFiles,
  type PhotoFacts,
  photoFactsOf,
  type StoredPhoto,
  storeActivityPhotos,
} from './activities.images';
import { toActivity } from './activities.mapper';
import * as repo from './activities.repository';
import {
  assertDateInWindow,
  assertEventRunning,
  assertSameEvent,
  type EventLimits,
  resolveDistance,
  type StoredDistance,
  unitOf,
} from './activities.rules';

/**
 * The day and (about) the kilometres of a new entry, for the read that also fetches what the
 * fair play checks need: the distance as typed, before the owner's unit decides which of two
 * given distances is the typed one (they agree within a tenth).
 */
function entryOf(fields: ActivityFields) {
  const km = fields.distanceKm ?? mileToKm(fields.distanceMile ?? 0);
  return { date: fields.date, kmTenths: Number.isFinite(km) ? toTenths(km) : 0 };
}

/** Idempotency scope of a create (rule 12). */
export const CREATE_SCOPE = 'POST /api/activities';

/** The rules of a new activity, in the order a caller can fix them. */
function checkCreate(
  event: Awaited<ReturnType<typeof repo.findEventForCreate>>,
  fields: ActivityFields,
  day: string,
): StoredDistance {
  if (!event) throw new AppError('NOT_FOUND');
  if (!event.isJoined) throw new AppError('EVENT_NOT_JOINED');
  assertEventRunning(event, day);
  assertDateInWindow(fields.date, event, day);
  return resolveDistance(fields, unitOf(event.unit), event);
}

/**
 * Stores new photos, runs `work` and deletes the photos again if `work` fails, so a refused
 * or failed write leaves no files behind.
 */
async function withPhotos<T>(
  ctx: SignedInContext,
  uploads: Buffer[],
  work: (photos: StoredPhoto[]) => Promise<T>,
): Promise<T> {
  const photos = await storeActivityPhotos(ctx.storage, ctx.log, uploads);
  try {
    return await work(photos);
  } catch (err) {
    await deletePhotoFiles(ctx.storage, ctx.log, photos);
    throw err;
  }
}

/**
 * Logs an activity (POST /api/activities), with or without photos: one read for the rules,
 * then one statement that writes the activity, its photos and both totals (decision 031).
 * Every rule is checked here: joined event (EVENT_NOT_JOINED), event running
 * (EVENT_NOT_RUNNING), date window, distance range in the user's unit, at most MAX_IMAGES
 * photos. Photos are decoded and stored only once the rules pass, and deleted again when
 * nothing is written. With an Idempotency-Key the statement claims the key with the answer
 * (db/idempotency.ts): a retry answers the first answer and creates nothing, also when it
 * races the first request or arrives after the event has ended; the key sent again with
 * other fields is IDEMPOTENCY_KEY_REUSED (422, decision 061).
 */
export async function createActivity(
  ctx: SignedInContext,
  body: ActivityBody<ActivityFields>,
  idempotencyKey?: string,
): Promise<idempotency.Answer<Activity>> {
  const { user } = ctx;
  const { fields, images: uploads } = body;
  if (uploads.length > MAX_IMAGES) throw fieldError('images', 'TOO_MANY_IMAGES');
  // The fields are the request's fingerprint, its photos are not: JSON and multipart alike.
  const ref = idempotency.refOf(user.id, CREATE_SCOPE, idempotencyKey, fields);
  if (ref && uploads.length > 0) {
    // A replay does no image work.
    const stored = await idempotency.findStoredAnswer<Activity>(ctx.db, ref);
    if (stored) return stored;
  }
  return idempotency.runOnce(ctx.db, ref, async () => {
    const day = today(ctx);
    const event = await repo.findEventForCreate(ctx.db, fields.eventId, user.id, entryOf(fields));
    const distance = checkCreate(event, fields, day);
    const facts = await photoFactsOf(uploads);
    const assessment = assessEntry(
      {
        date: fields.date,
        distanceKmTenths: distance.distanceKmTenths,
        durationMinutes: fields.durationMinutes ?? null,
        ...(await photoChecksOf(ctx, facts, null)),
      },
      { ...event!, medianKmTenths: await medianFor(ctx, fields.eventId, distance) },
      day,
    );
    return withPhotos(ctx, uploads, async (photos) => {
      const now = new Date();
      const row: repo.ActivityRow = {
        id: newId(),
        eventId: fields.eventId,
        userId: user.id,
        date: fields.date,
        notice: fields.notice,
        ...distance,
        durationMinutes: fields.durationMinutes ?? null,
        reviewStatus: assessment.status,
        reviewFlags: assessment.flags,
        reviewReason: null,
        likeCount: 0,
        commentCount: 0,
        createdAt: now,
        updatedAt: now,
      };
      const images = photos.map((p, i) => ({ id: newId(), ...p, ...facts[i]! }));
      const answer = {
        statusCode: 201,
        body: toActivity(row, images, event!.endDate, day, ctx.storage, true),
      };
      // Nothing is written when the key was claimed before (the first answer is replayed)
      // or the participation went since the rules were read.
      const claim = ref && { ref, answer };
      if (!(await repo.insertActivity(ctx.db, row, images, claim))) {
        throw new AppError('EVENT_NOT_JOINED');
      }
      // The money raised grew: a milestone may have been crossed (checked off the request).
      if (event!.tracksMilestones && isCounted(row.reviewStatus)) {
        scheduleMilestoneCheck(ctx.db, ctx.log, row.eventId);
      }
      return answer;
    });
  });
}

/**
 * What the fair play checks say of an entry before it is saved (POST /api/activities/check,
 * decision 071): the create rules first (the same errors a create gives), then the flags
 * and the status it would get. With `activityId`, the entry is an edit of the caller's own
 * activity, checked without itself. Photos are checked when they are uploaded.
 */
export async function checkActivityEntry(
  ctx: SignedInContext,
  fields: ActivityFields,
  activityId?: string,
): Promise<EntryCheck> {
  const day = today(ctx);
  const event = await repo.findEventForCreate(ctx.db, fields.eventId, ctx.user.id, entryOf(fields));
  const distance = checkCreate(event, fields, day);
  const entry = {
    date: fields.date,
    distanceKmTenths: distance.distanceKmTenths,
    durationMinutes: fields.durationMinutes ?? null,
    photoCaptureDays: [],
    photoReusedFromId: null,
  };
  if (activityId === undefined) {
    const medianKmTenths = await medianFor(ctx, fields.eventId, distance);
    return assessEntry(entry, { ...event!, medianKmTenths }, day);
  }
  const current = await repo.findActivity(ctx.db, activityId);
  if (!current || current.activity.userId !== ctx.user.id) throw new AppError('NOT_FOUND');
  assertSameEvent(fields.eventId, current.activity.eventId);
  const around = await repo.findEntrySurroundings(ctx.db, {
    eventId: fields.eventId,
    userId: ctx.user.id,
    date: fields.date,
    kmTenths: distance.distanceKmTenths,
    activityId,
  });
  const firstMade = dayIn(ctx.config.timeZone, current.activity.createdAt);
  return assessEntry(entry, around, firstMade, current.activity.reviewStatus);
}

/** The owner's median in the event, read only for an entry long enough to be an outlier. */
function medianFor(ctx: SignedInContext, eventId: string, distance: StoredDistance) {
  return mayBeOutlier(distance.distanceKmTenths)
    ? repo.findMedianKmTenths(ctx.db, { eventId, userId: ctx.user.id })
    : null;
}

/**
 * The photo facts the checks read: the new photos' capture days, and another activity
 * (than `activityId`) that already has one of them, by their bytes' hash. No query without
 * photos.
 */
async function photoChecksOf(ctx: SignedInContext, facts: PhotoFacts[], activityId: string | null) {
  return {
    photoCaptureDays: facts.flatMap((f) => (f.capturedOn ? [f.capturedOn] : [])),
    photoReusedFromId: await repo.findActivityWithPhoto(
      ctx.db,
      facts.map((f) => f.sha256),
      activityId,
    ),
  };
}

/**
 * Changes the caller's own activity (PATCH /api/activities/:id) while its event runs: given
 * fields replace the stored ones under the create rules, new photos are appended (at most
 * MAX_IMAGES in all); an `eventId` must be the activity's own. The activity row is locked and the difference in distance goes to
 * the participant's and the event's totals in the same transaction. Someone else's
 * activity is NOT_FOUND.
 */
export async function updateActivity(
  ctx: SignedInContext,
  activityId: string,
  body: ActivityBody<UpdateActivityFields>,
): Promise<Activity> {
  const { user } = ctx;
  const { fields, images: uploads } = body;
  if (uploads.length > MAX_IMAGES) throw fieldError('images', 'TOO_MANY_IMAGES');
  const day = today(ctx);
  if (uploads.length > 0) {
    const current = await repo.findActivity(ctx.db, activityId);
    if (!current || current.activity.userId !== user.id) throw new AppError('NOT_FOUND');
    assertSameEvent(fields.eventId, current.activity.eventId);
    assertEventRunning(current.event, day);
    const existing = await repo.findImagesOf(ctx.db, [activityId]);
    if (existing.length + uploads.length > MAX_IMAGES) {
      throw fieldError('images', 'TOO_MANY_IMAGES');
    }
  }

  const facts = await photoFactsOf(uploads);
  const photoChecks = await photoChecksOf(ctx, facts, activityId);
  const updated = await withPhotos(ctx, uploads, (photos) =>
    ctx.db.transaction(async (tx) => {
      const locked = await repo.lockOwnActivity(tx, activityId, user.id);
      if (!locked) throw new AppError('NOT_FOUND');
      const { activity: before, event } = locked;
      assertSameEvent(fields.eventId, before.eventId);
      assertEventRunning(event, day);
      const changes = activityChanges(fields, unitOf(locked.unit), event, day);
      const existing = await repo.findImagesOf(tx, [activityId]);
      if (existing.length + photos.length > MAX_IMAGES) {
        throw fieldError('images', 'TOO_MANY_IMAGES');
      }
      // The edited entry goes through the checks again, as of the day it was first made.
      const next = { ...before, ...changes };
      const around = await repo.findEntrySurroundings(tx, {
        eventId: before.eventId,
        userId: user.id,
        date: next.date,
        kmTenths: next.distanceKmTenths,
        activityId,
      });
      const assessment = assessEntry(
        {
          date: next.date,
          distanceKmTenths: next.distanceKmTenths,
          durationMinutes: next.durationMinutes,
          ...photoChecks,
        },
        around,
        dayIn(ctx.config.timeZone, before.createdAt),
        before.reviewStatus,
      );
      const row = await repo.updateActivityRow(tx, activityId, {
        ...changes,
        reviewStatus: assessment.status,
        reviewFlags: assessment.flags,
      });
      const nextPosition = Math.max(-1, ...existing.map((i) => i.position)) + 1;
      const added = await repo.insertImages(
        tx,
        photos.map((p, i) => ({
          id: newId(),
          activityId,
          position: nextPosition + i,
          ...p,
          ...facts[i]!,
        })),
      );
      await applyDistanceChange(tx, before, row);
      const grew = countedKmTenths(row) > countedKmTenths(before) && event.tracksMilestones;
      return {
        activity: toActivity(row, [...existing, ...added], event.endDate, day, ctx.storage, true),
        grew,
      };
    }),
  );
  if (updated.grew) scheduleMilestoneCheck(ctx.db, ctx.log, updated.activity.eventId);
  return updated.activity;
}

/** The stored columns an edit changes, checked with the create rules. */
function activityChanges(
  fields: UpdateActivityFields,
  unit: 'KM' | 'MILE',
  event: EventLimits,
  day: string,
) {
  const changes: Partial<
    StoredDistance & { date: string; notice: string; durationMinutes: number | null }
  > = {};
  if (fields.date !== undefined) {
    assertDateInWindow(fields.date, event, day);
    changes.date = fields.date;
  }
  if (fields.distanceKm !== undefined || fields.distanceMile !== undefined) {
    Object.assign(changes, resolveDistance(fields, unit, event));
  }
  if (fields.notice !== undefined) changes.notice = fields.notice;
  if (fields.durationMinutes !== undefined) changes.durationMinutes = fields.durationMinutes;
  return changes;
}

/**
 * Deletes the caller's own activity while its event runs; the totals drop in the same
 * transaction and the photo files are deleted after the commit.
 */
export async function deleteActivity(ctx: SignedInContext, activityId: string) {
  const { user } = ctx;
  const day = today(ctx);
  const images = await ctx.db.transaction(async (tx) => {
    const locked = await repo.lockOwnActivity(tx, activityId, user.id);
    if (!locked) throw new AppError('NOT_FOUND');
    assertEventRunning(locked.event, day);
    const rows = await repo.findImagesOf(tx, [activityId]);
    await repo.deleteActivityRow(tx, activityId);
    await applyDistanceChange(tx, locked.activity, null);
    return rows;
  });
  await deletePhotoFiles(ctx.storage, ctx.log, images);
  return { msg: 'DELETED' as const };
}

/**
 * Removes one photo of the caller's own activity while its event runs
 * (DELETE /api/images/:imageId); the files go after the commit.
 */
export async function deleteActivityImage(ctx: SignedInContext, imageId: string) {
  const { user } = ctx;
  const day = today(ctx);
  const image = await ctx.db.transaction(async (tx) => {
    const found = await repo.lockImageWithActivity(tx, imageId);
    if (!found || found.userId !== user.id) throw new AppError('NOT_FOUND');
    assertEventRunning(found.event, day);
    await repo.deleteImageRow(tx, imageId, found.image.activityId);
    return found.image;
  });
  await deletePhotoFiles(ctx.storage, ctx.log, [image]);
  return { msg: 'DELETED' as const };
}

/**
 * The caller's activities (GET /api/profile/myActivities), optionally of one event, newest
 * date first and then newest created, with their photos: three queries whatever the page
 * size (the page, its photos, the count).
 */
export async function findMyActivities(
  ctx: SignedInContext,
  query: MyActivitiesQuery,
): Promise<Paged<Activity>> {
  const { user } = ctx;
  const { rows, total } = await repo.findUserActivityPage(ctx.db, user.id, query.eventId, {
    offset: (query.page - 1) * query.limit,
    limit: query.limit,
  });
  const images = await repo.findImagesOf(
    ctx.db,
    rows.map((r) => r.activity.id),
  );
  const byActivity = new Map<string, repo.ActivityImageRow[]>();
  for (const image of images) {
    const list = byActivity.get(image.activityId) ?? [];
    list.push(image);
    byActivity.set(image.activityId, list);
  }
  const day = today(ctx);
  const docs = rows.map((r) =>
    toActivity(r.activity, byActivity.get(r.activity.id) ?? [], r.endDate, day, ctx.storage, true),
  );
  return toPaged(docs, total, query);
}
