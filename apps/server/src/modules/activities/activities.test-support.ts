import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { addDays, dayIn } from '@cc/shared/time/calendar';
import { and, eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import {
  activities,
  eventParticipants,
  events,
  eventTotals as eventTotalsTable,
} from '../../db/schema';
import { newId } from '../../platform/ids';
import { authHeader, buildUser } from '../../test/factories';
import type { TestApp } from '../../test/test-app';

/** Today in the test app's time zone, and a day `n` days from it. */
export function dayFromToday(t: TestApp, n = 0) {
  return addDays(dayIn(t.config.timeZone), n);
}

/**
 * Inserts an event directly (the events module is not needed): by default it started 10
 * days ago, ends in 10 days and has a 100 km / 62.14 mile target.
 */
export async function insertEvent(
  t: TestApp,
  opts: { start?: number; end?: number; maximumKm?: number; maximumMile?: number } = {},
) {
  const maximumKm = opts.maximumKm ?? 100;
  const maximumMile = opts.maximumMile ?? Math.round(maximumKm * 62.1371192) / 100;
  const [row] = await t.db
    .insert(events)
    .values({
      id: newId(),
      name: 'Test challenge',
      startDate: dayFromToday(t, opts.start ?? -10),
      endDate: dayFromToday(t, opts.end ?? 10),
      maximumKmHundredths: Math.round(maximumKm * 100),
      maximumMileHundredths: Math.round(maximumMile * 100),
    })
    .returning();
  return row!;
}

/** Makes a user a participant of an event (as registerEvent would). */
export async function joinEvent(t: TestApp, eventId: string, userId: string) {
  await t.db.insert(eventParticipants).values({ eventId, userId });
  await t.db
    .update(events)
    .set({ participantCount: sql`${events.participantCount} + 1` })
    .where(eq(events.id, eventId));
}

/** A file part of a multipart body. */
export interface FilePart {
  field?: string;
  filename?: string;
  type?: string;
  data: Buffer;
}

/** A multipart/form-data body of text fields and files (field `images` by default). */
export function multipartBody(fields: Record<string, string | number>, files: FilePart[] = []) {
  const boundary = `----cc${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
      ),
    );
  }
  for (const f of files) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${f.field ?? 'images'}"; filename="${f.filename ?? 'photo.jpg'}"\r\nContent-Type: ${f.type ?? 'image/jpeg'}\r\n\r\n`,
      ),
      f.data,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** A small JPEG photo of one colour. */
export function jpegPhoto(width = 64, height = 48) {
  return sharp({ create: { width, height, channels: 3, background: { r: 30, g: 120, b: 200 } } })
    .jpeg()
    .toBuffer();
}

/** Calls an activities route as `userId` with a JSON body (or none). */
export async function callAs(
  t: TestApp,
  userId: string,
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  payload?: object,
  headers: Record<string, string> = {},
) {
  return t.app.inject({
    method,
    url,
    headers: { ...(await authHeader(t.db, userId)), ...headers },
    ...(payload ? { payload } : {}),
  });
}

/** Calls an activities route as `userId` with a multipart body. */
export async function sendMultipart(
  t: TestApp,
  userId: string,
  method: 'POST' | 'PATCH',
  url: string,
  fields: Record<string, string | number>,
  files: FilePart[] = [],
  headers: Record<string, string> = {},
) {
  const body = multipartBody(fields, files);
  return t.app.inject({
    method,
    url,
    payload: body.payload,
    headers: { ...(await authHeader(t.db, userId)), ...body.headers, ...headers },
  });
}

/** Every file stored under uploads/activities. */
export function activityFiles(t: TestApp) {
  const dir = path.join(t.dataDir, 'uploads', 'activities');
  return fs.existsSync(dir) ? fs.readdirSync(dir).sort() : [];
}

/** The stored file behind an /uploads/... URL. */
export function storedFile(t: TestApp, url: string) {
  return path.join(t.dataDir, 'uploads', url.replace(/^\/uploads\//, ''));
}

/** The maintained totals of a participation. */
export async function participantTotals(t: TestApp, eventId: string, userId: string) {
  const [row] = await t.db
    .select({
      km: eventParticipants.totalKmTenths,
      mile: eventParticipants.totalMileTenths,
      count: eventParticipants.activityCount,
    })
    .from(eventParticipants)
    .where(and(eq(eventParticipants.eventId, eventId), eq(eventParticipants.userId, userId)));
  return row!;
}

/** The sums of a participation's stored activities, in the shape of participantTotals. */
export async function activitySums(t: TestApp, eventId: string, userId: string) {
  const [row] = await t.db
    .select({
      km: sql<number>`coalesce(sum(${activities.distanceKmTenths}), 0)::int`,
      mile: sql<number>`coalesce(sum(${activities.distanceMileTenths}), 0)::int`,
      count: sql<number>`count(*)::int`,
    })
    .from(activities)
    .where(and(eq(activities.eventId, eventId), eq(activities.userId, userId)));
  return row!;
}

/** The event's collective totals. */
export async function eventTotals(t: TestApp, eventId: string) {
  const [row] = await t.db
    .select({
      km: sql<number>`coalesce(sum(${eventTotalsTable.totalKmTenths}), 0)::int`,
      mile: sql<number>`coalesce(sum(${eventTotalsTable.totalMileTenths}), 0)::int`,
    })
    .from(eventTotalsTable)
    .where(eq(eventTotalsTable.eventId, eventId));
  return row!;
}

/** A new participant (in `unit`) joined to a fresh running event (options as insertEvent). */
export async function joinedParticipant(
  t: TestApp,
  eventOpts: Parameters<typeof insertEvent>[1] = {},
  unit: 'KM' | 'MILE' = 'KM',
) {
  const user = await buildUser(t.db, { unit });
  const event = await insertEvent(t, eventOpts);
  await joinEvent(t, event.id, user.id);
  return { user, event };
}
