import { KM_TO_MILE, MILE_TO_KM, round2 } from '@cc/shared/activities/distance';
import { type Paged, toPaged } from '@cc/shared/common/paging';
import { AppError, fieldError } from '@cc/shared/errors/app-error';
import {
  type CreateEventBody,
  type Event,
  eventDefaults,
  isEventVisible,
  type ListEventsQuery,
  type ListOpenEventsQuery,
  type UpdateEventBody,
} from '@cc/shared/events/events.schemas';
import { newId } from '../../db/ids';
import { type AdminContext, type SignedInContext, today } from '../../platform/context';
import { recordAudit } from '../audit';
import { announceEventOpen } from '../communications';
import { type EventReader, toEvent, toHundredths } from './events.mapper';
import * as repo from './events.repository';

/** Difference two targets may have after conversion (the form rounds to two decimals). */
const TARGET_TOLERANCE = 0.01 + 1e-9;

/**
 * The target in both units from what an admin sent: a missing unit is converted from the
 * other (two decimals); both must agree within 0.01 converted either way, else
 * DISTANCE_MISMATCH on maximumMile. Undefined when neither is given.
 */
export function resolveTargets(
  maximumKm: number | undefined,
  maximumMile: number | undefined,
): { maximumKm: number; maximumMile: number } | undefined {
  if (maximumKm === undefined && maximumMile === undefined) return undefined;
  if (maximumMile === undefined) {
    return { maximumKm: maximumKm!, maximumMile: round2(maximumKm! * KM_TO_MILE) };
  }
  if (maximumKm === undefined) return { maximumKm: round2(maximumMile * MILE_TO_KM), maximumMile };
  const agrees =
    Math.abs(round2(maximumKm * KM_TO_MILE) - maximumMile) <= TARGET_TOLERANCE ||
    Math.abs(round2(maximumMile * MILE_TO_KM) - maximumKm) <= TARGET_TOLERANCE;
  if (!agrees) throw fieldError('maximumMile', 'DISTANCE_MISMATCH');
  return { maximumKm, maximumMile };
}

/**
 * How the caller reads events (decision 075): a participant in the request's language (else
 * their profile's), resolved; an administrator the stored single fields their form edits.
 */
export function eventReaderOf(ctx: SignedInContext): EventReader {
  return {
    language: ctx.acceptLanguage ?? ctx.user.language,
    resolve: ctx.user.role !== 'admin',
    storage: ctx.storage,
  };
}

/** The stored German and English columns of a body's optional texts. */
function translationColumns(body: Pick<CreateEventBody, 'names' | 'descriptions'>) {
  return {
    ...(body.names ? { nameDe: body.names.de, nameEn: body.names.en } : {}),
    ...(body.descriptions
      ? { descriptionDe: body.descriptions.de, descriptionEn: body.descriptions.en }
      : {}),
  };
}

/** Stored columns of a target pair. */
function targetColumns(targets: { maximumKm: number; maximumMile: number }) {
  return {
    maximumKmHundredths: toHundredths(targets.maximumKm),
    maximumMileHundredths: toHundredths(targets.maximumMile),
  };
}

/**
 * Events a signed-in account can see (GET /events/all): open ones (ending today or later)
 * unless `include` says ended or all, hidden ones only for administrators; sorted by
 * `sort`/`order` with the id as tie-breaker.
 */
export function listOpenEvents(
  ctx: SignedInContext,
  query: ListOpenEventsQuery,
): Promise<Paged<Event>> {
  const day = today(ctx);
  // Administrators see hidden events too (decision 034).
  const where = repo.openEventsCondition(query.include, day, ctx.user.role === 'admin');
  return listEventPage(ctx, where, query, day);
}

/** The events table for administrators: `filter` anywhere in the name, ignoring case. */
export function listEvents(ctx: AdminContext, query: ListEventsQuery): Promise<Paged<Event>> {
  return listEventPage(ctx, repo.nameSearchCondition(query.filter), query, today(ctx));
}

/** One page of the events matching `where` as the caller sees them on `day`, with the total. */
async function listEventPage(
  ctx: SignedInContext,
  where: Parameters<typeof repo.countEvents>[1],
  query: ListEventsQuery | ListOpenEventsQuery,
  day: string,
): Promise<Paged<Event>> {
  const reader = eventReaderOf(ctx);
  const [rows, total] = await Promise.all([
    repo.findEventPage(ctx.db, {
      userId: ctx.user.id,
      where,
      sort: query.sort,
      descending: query.order === -1,
      limit: query.limit,
      offset: (query.page - 1) * query.limit,
    }),
    repo.countEvents(ctx.db, where),
  ]);
  return toPaged(
    rows.map((r) => toEvent(r, day, ctx.config.timeZone, reader)),
    total,
    query,
  );
}

/** One event as the caller sees it; NOT_FOUND when missing or hidden from a participant. */
export async function getEvent(ctx: SignedInContext, id: string): Promise<Event> {
  const { user } = ctx;
  const row = await repo.findEventById(ctx.db, id, user.id);
  if (!row || (user.role !== 'admin' && !isEventVisible(row))) throw new AppError('NOT_FOUND');
  return toEvent(row, today(ctx), ctx.config.timeZone, eventReaderOf(ctx));
}

/** Creates an event (admin); a missing target unit is derived, none at all gives the defaults. */
export async function createEvent(ctx: AdminContext, body: CreateEventBody): Promise<Event> {
  const targets = resolveTargets(body.maximumKm, body.maximumMile) ?? {
    maximumKm: eventDefaults.maximumKm,
    maximumMile: eventDefaults.maximumMile,
  };
  const id = newId();
  await ctx.db.transaction(async (tx) => {
    await repo.insertEvent(tx, {
      id,
      name: body.name,
      description: body.description,
      ...translationColumns(body),
      startDate: body.startDate,
      endDate: body.endDate,
      status: body.status,
      ...targetColumns(targets),
    });
    // A visible event is announced to every participant (type 1001), queued with it.
    if (isEventVisible({ status: body.status })) {
      await announceEventOpen(tx, id);
    }
    await recordAudit(tx, {
      actorId: ctx.user.id,
      action: 'event.create',
      objectType: 'event',
      objectId: id,
      after: await repo.findEventById(tx, id, ctx.user.id),
    });
  });
  ctx.log.info({ eventId: id, by: ctx.user.id }, 'event created');
  return getEvent(ctx, id);
}

/**
 * Updates an event (admin). The merged dates must keep the end on or after the start
 * (END_BEFORE_START on endDate); targets follow the create rule. `_id` is ignored when it
 * repeats the path's id. Existing activities are not re-validated (decision 014).
 */
export async function updateEvent(
  ctx: AdminContext,
  id: string,
  body: UpdateEventBody,
): Promise<Event> {
  const { _id, maximumKm, maximumMile, names, descriptions, ...fields } = body;
  if (_id !== undefined && _id !== id) throw fieldError('_id', 'INVALID');
  const targets = resolveTargets(maximumKm, maximumMile);
  await ctx.db.transaction(async (tx) => {
    const current = await repo.lockEventForUpdate(tx, id);
    if (!current) throw new AppError('NOT_FOUND');
    const startDate = fields.startDate ?? current.startDate;
    const endDate = fields.endDate ?? current.endDate;
    if (endDate < startDate) throw fieldError('endDate', 'END_BEFORE_START');
    const before = await repo.findEventById(tx, id, ctx.user.id);
    const changes: repo.EventChanges = Object.fromEntries(
      Object.entries(fields).filter(([, v]) => v !== undefined),
    );
    await repo.updateEventColumns(tx, id, {
      ...changes,
      ...translationColumns({ names, descriptions }),
      ...(targets ? targetColumns(targets) : {}),
    });
    // A hidden event made visible is announced like a new one (type 1001, decision 034).
    const shown = fields.status !== undefined && isEventVisible({ status: fields.status });
    if (shown && !isEventVisible(current)) await announceEventOpen(tx, id);
    await recordAudit(tx, {
      actorId: ctx.user.id,
      action: 'event.update',
      objectType: 'event',
      objectId: id,
      before,
      after: await repo.findEventById(tx, id, ctx.user.id),
    });
  });
  ctx.log.info({ eventId: id, by: ctx.user.id }, 'event updated');
  return getEvent(ctx, id);
}

/**
 * Deletes an event (admin) with everything logged in it (decision 014): its activities with
 * their photos, likes and comments, and its participations go in one transaction; the photo
 * files are deleted after the commit. NOT_FOUND when missing.
 */
export async function deleteEvent(ctx: AdminContext, id: string): Promise<void> {
  const fileKeys = await ctx.db.transaction(async (tx) => {
    const current = await repo.lockEventForUpdate(tx, id);
    if (!current) throw new AppError('NOT_FOUND');
    const keys = await repo.findEventImageKeys(tx, id);
    await recordAudit(tx, {
      actorId: ctx.user.id,
      action: 'event.delete',
      objectType: 'event',
      objectId: id,
      before: await repo.findEventById(tx, id, ctx.user.id),
    });
    await repo.deleteEventRow(tx, id);
    return current.imageKey ? [...keys, current.imageKey] : keys;
  });
  for (const key of fileKeys) {
    await ctx.storage.delete(key).catch((err) => ctx.log.warn({ err, key }, 'file not deleted'));
  }
  ctx.log.info({ eventId: id, by: ctx.user.id, files: fileKeys.length }, 'event deleted');
}
