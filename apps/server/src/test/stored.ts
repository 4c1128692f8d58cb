import fs from 'node:fs';
import path from 'node:path';
import { COUNTED_STATUSES } from '@cc/shared/fair-play/fair-play.rules';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Db } from '../db/client';
import { eventTotalColumns } from '../db/event-totals';
import { activities, eventParticipants, events, users } from '../db/schema';
import type { TestApp } from './test-app';

/** Reads of the stored state that tests assert on, beside the factories that build it. */

/** The rows of a raw statement (both drivers answer `{ rows }`). */
export async function rowsOf<T = Record<string, unknown>>(
  db: Db,
  query: ReturnType<typeof sql>,
): Promise<T[]> {
  const result = await db.execute(query);
  return (result as unknown as { rows: T[] }).rows;
}

/** A user row; undefined when gone. */
export async function reloadUser(db: Db, id: string) {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row;
}

/** An event row with its collective totals (the sum of its shards); undefined when gone. */
export async function reloadEvent(db: Db, id: string) {
  const [row] = await db
    .select({ event: events, ...eventTotalColumns(events.id) })
    .from(events)
    .where(eq(events.id, id));
  return (
    row && { ...row.event, totalKmTenths: row.totalKmTenths, totalMileTenths: row.totalMileTenths }
  );
}

/** The event's collective totals, in tenths. */
export async function eventTotals(db: Db, eventId: string) {
  const { totalKmTenths, totalMileTenths } = eventTotalColumns(sql`${eventId}::uuid`);
  const [row] = await db
    .select({ km: totalKmTenths, mile: totalMileTenths })
    .from(sql`(select 1) one`);
  return row!;
}

/** The maintained totals of a participation. */
export async function participantTotals(db: Db, eventId: string, userId: string) {
  const [row] = await db
    .select({
      km: eventParticipants.totalKmTenths,
      mile: eventParticipants.totalMileTenths,
      count: eventParticipants.activityCount,
    })
    .from(eventParticipants)
    .where(and(eq(eventParticipants.eventId, eventId), eq(eventParticipants.userId, userId)));
  return row!;
}

/**
 * The sums of a participation's stored activities that count (decision 071: held and
 * excluded ones add nothing), in the shape of participantTotals.
 */
export async function activitySums(db: Db, eventId: string, userId: string) {
  const [row] = await db
    .select({
      km: sql<number>`coalesce(sum(${activities.distanceKmTenths}), 0)::int`,
      mile: sql<number>`coalesce(sum(${activities.distanceMileTenths}), 0)::int`,
      count: sql<number>`count(*)::int`,
    })
    .from(activities)
    .where(
      and(
        eq(activities.eventId, eventId),
        eq(activities.userId, userId),
        inArray(activities.reviewStatus, [...COUNTED_STATUSES]),
      ),
    );
  return row!;
}

/**
 * Asserts that each participation's maintained totals, and the event's, equal a recount of
 * the participants' activities that count (activitySums).
 */
export async function expectTotalsMatchActivities(db: Db, eventId: string, userIds: string[]) {
  let km = 0;
  let mile = 0;
  for (const userId of userIds) {
    const sums = await activitySums(db, eventId, userId);
    expect(await participantTotals(db, eventId, userId)).toEqual(sums);
    km += sums.km;
    mile += sums.mile;
  }
  expect(await eventTotals(db, eventId)).toEqual({ km, mile });
}

/** Every file stored under uploads/activities, sorted. */
export function activityFiles(t: TestApp) {
  const dir = path.join(t.dataDir, 'uploads', 'activities');
  return fs.existsSync(dir) ? fs.readdirSync(dir).sort() : [];
}

/** The storage key of an /uploads/... address: its path after /uploads/, no signature. */
export function keyOf(url: string) {
  return url.replace(/^\/uploads\//, '').replace(/\?.*$/, '');
}

/** The stored file behind an /uploads/... address. */
export function storedFile(t: TestApp, url: string) {
  return path.join(t.dataDir, 'uploads', keyOf(url));
}

/** Matches the signed address of the stored `key` (decision 062), whatever its expiry. */
export function signedAddressOf(key: string) {
  const escaped = key.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return expect.stringMatching(new RegExp(`^/uploads/${escaped}\\?exp=\\d+&sig=[\\w-]{43}$`));
}
