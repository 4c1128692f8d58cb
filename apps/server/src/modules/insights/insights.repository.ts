import { and, eq, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { eventTotalColumns } from '../../db/event-totals';
import { eventDailyTotals, eventParticipants, events } from '../../db/schema';

/** What the insights need of an event: its days, target, participant count and totals. */
export async function findEventFigures(db: Db, eventId: string) {
  const [row] = await db
    .select({
      name: events.name,
      startDate: events.startDate,
      endDate: events.endDate,
      maximumKmHundredths: events.maximumKmHundredths,
      participantCount: events.participantCount,
      ...eventTotalColumns(events.id),
    })
    .from(events)
    .where(eq(events.id, eventId));
  return row;
}

/** One stored day of an event, its shards added up (tenths for km). */
export interface DayRow {
  day: string;
  kmTenths: number;
  activities: number;
  newParticipants: number;
  lastActive: number;
}

/**
 * The days of an event as kept in event_daily_totals (migration 0014): only days with
 * something on them, at most a few rows per day of the event.
 */
export async function findDays(db: Db, eventId: string): Promise<DayRow[]> {
  const sum = (column: AnyPgColumn) => sql<number>`sum(${column})`.mapWith(Number);
  return db
    .select({
      day: eventDailyTotals.day,
      kmTenths: sum(eventDailyTotals.kmTenths),
      activities: sum(eventDailyTotals.activities),
      newParticipants: sum(eventDailyTotals.newParticipants),
      lastActive: sum(eventDailyTotals.lastActive),
    })
    .from(eventDailyTotals)
    .where(eq(eventDailyTotals.eventId, eventId))
    .groupBy(eventDailyTotals.day)
    .orderBy(eventDailyTotals.day);
}

/** A participation's copied groups, locked until commit; undefined when not joined. */
export async function lockParticipationGroups(db: Db, eventId: string, userId: string) {
  const [row] = await db
    .select({ userType: eventParticipants.userType, country: eventParticipants.country })
    .from(eventParticipants)
    .where(and(eq(eventParticipants.eventId, eventId), eq(eventParticipants.userId, userId)))
    .for('update');
  return row;
}

/**
 * Sets a participation's groups (the trigger of migration 0014 moves its sums and rank
 * counts); answers the row, undefined when the user has not joined the event.
 */
export async function updateParticipationGroups(
  db: Db,
  eventId: string,
  userId: string,
  changes: { userType?: string; country?: string },
) {
  const [row] = await db
    .update(eventParticipants)
    .set({ ...changes, updatedAt: new Date() })
    .where(and(eq(eventParticipants.eventId, eventId), eq(eventParticipants.userId, userId)))
    .returning({
      eventId: eventParticipants.eventId,
      userId: eventParticipants.userId,
      userType: eventParticipants.userType,
      country: eventParticipants.country,
    });
  return row;
}
