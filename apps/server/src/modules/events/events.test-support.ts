import { addDays } from '@cc/shared/time/calendar';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { addToEventTotals, eventTotalColumns } from '../../db/event-totals';
import { activities, eventParticipants, events } from '../../db/schema';
import { newId } from '../../platform/ids';
import type { TestApp } from '../../test/test-app';

type EventRow = typeof events.$inferSelect;

/**
 * Inserts an event (override anything). By default it runs: from three days before `today`
 * to three days after, target 100 km / 62.14 mi.
 */
export async function buildEvent(
  db: Db,
  today: string,
  overrides: Partial<typeof events.$inferInsert> = {},
): Promise<EventRow> {
  const [row] = await db
    .insert(events)
    .values({
      id: newId(),
      name: `Event ${newId().slice(-8)}`,
      startDate: addDays(today, -3),
      endDate: addDays(today, 3),
      maximumKmHundredths: 10_000,
      maximumMileHundredths: 6_214,
      ...overrides,
    })
    .returning();
  return row!;
}

/**
 * Joins `userId` to an event directly, with the given totals (tenths), keeping the event's
 * participant count and collective totals as the services would.
 */
export async function joinDirectly(
  db: Db,
  eventId: string,
  userId: string,
  totals: { km?: number; mile?: number; count?: number } = {},
) {
  const km = totals.km ?? 0;
  const mile = totals.mile ?? Math.round(km * 0.621371192);
  await db.insert(eventParticipants).values({
    eventId,
    userId,
    totalKmTenths: km,
    totalMileTenths: mile,
    activityCount: totals.count ?? 0,
  });
  await db
    .update(events)
    .set({ participantCount: sql`${events.participantCount} + 1` })
    .where(eq(events.id, eventId));
  await addToEventTotals(db, eventId, { kmTenths: km, mileTenths: mile });
}

/** Inserts one activity row directly (no totals kept: add them through joinDirectly). */
export async function insertActivity(
  db: Db,
  values: { eventId: string; userId: string; date: string; km: number; mile?: number },
) {
  const id = newId();
  await db.insert(activities).values({
    id,
    eventId: values.eventId,
    userId: values.userId,
    date: values.date,
    distanceKmTenths: values.km,
    distanceMileTenths: values.mile ?? Math.round(values.km * 0.621371192),
  });
  return id;
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

/** POST /api/profile/registerEvent as the holder of `headers`. */
export function registerForEvent(t: TestApp, headers: { authorization: string }, eventId: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/profile/registerEvent',
    headers,
    payload: { eventId },
  });
}
