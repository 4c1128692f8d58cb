import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { activities, eventParticipants, events, users } from '../../db/schema';

/** The activity type of a user's profile; undefined when the user does not exist. */
export async function findActivityType(db: Db, userId: string) {
  const rows = await db
    .select({ activityType: users.activityType })
    .from(users)
    .where(eq(users.id, userId));
  return rows[0]?.activityType;
}

/** A user's participations with their event, end date newest first. */
export async function findJoinedEvents(db: Db, userId: string) {
  return db
    .select({
      eventId: events.id,
      name: events.name,
      startDate: events.startDate,
      endDate: events.endDate,
      status: events.status,
      participantCount: events.participantCount,
      totalKmTenths: eventParticipants.totalKmTenths,
      totalMileTenths: eventParticipants.totalMileTenths,
      activityCount: eventParticipants.activityCount,
    })
    .from(eventParticipants)
    .innerJoin(events, eq(events.id, eventParticipants.eventId))
    .where(eq(eventParticipants.userId, userId))
    .orderBy(desc(events.endDate), desc(events.id));
}

/** A user's latest `limit` activities with their event's name, newest first. */
export async function findLatestActivities(db: Db, userId: string, limit: number) {
  return db
    .select({
      id: activities.id,
      eventId: activities.eventId,
      eventName: events.name,
      date: activities.date,
      distanceKmTenths: activities.distanceKmTenths,
      distanceMileTenths: activities.distanceMileTenths,
      createdAt: activities.createdAt,
    })
    .from(activities)
    .innerJoin(events, eq(events.id, activities.eventId))
    .where(eq(activities.userId, userId))
    .orderBy(desc(activities.createdAt), desc(activities.id))
    .limit(limit);
}
