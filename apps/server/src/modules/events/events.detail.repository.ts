import { asc, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { eventParticipants, users } from '../../db/schema';

/**
 * The first `limit` participants of an event's ranking in its display order (total, then
 * display name in the ICU root collation, then id: the order of GET ranking/all), read
 * along event_participants_ranking_idx.
 */
export async function findTopParticipants(db: Db, eventId: string, limit: number) {
  return db
    .select({
      userId: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      displayName: users.displayName,
      totalKmTenths: eventParticipants.totalKmTenths,
      totalMileTenths: eventParticipants.totalMileTenths,
      activityCount: eventParticipants.activityCount,
    })
    .from(eventParticipants)
    .innerJoin(users, eq(users.id, eventParticipants.userId))
    .where(eq(eventParticipants.eventId, eventId))
    .orderBy(
      desc(eventParticipants.totalKmTenths),
      asc(sql`${users.displayName} collate "und-x-icu"`),
      asc(users.id),
    )
    .limit(limit);
}
