import { fromTenths } from '@cc/shared/activities/distance';
import { ADMIN_USER_LAST_ACTIVITIES, type AdminUserDetail } from '@cc/shared/users/users.schemas';
import { countParticipantsAbove } from '../../db/event-ranks';
import type { AdminContext } from '../../platform/context';
import * as repo from './users.detail.repository';
import { getUser } from './users.service';

/**
 * GET /api/users/:id/detail (admin, /userDetail): the user as the admin table shows them
 * (NOT_FOUND when missing), the activity type of their profile, every event they joined
 * with their totals and their rank there (from the rank counts, decision 020: one small
 * read per event), and their latest activities.
 */
export async function getUserDetail(ctx: AdminContext, id: string): Promise<AdminUserDetail> {
  const user = await getUser(ctx, id);
  const [activityType, joined, latest] = await Promise.all([
    repo.findActivityType(ctx.db, id),
    repo.findJoinedEvents(ctx.db, id),
    repo.findLatestActivities(ctx.db, id, ADMIN_USER_LAST_ACTIVITIES),
  ]);
  const above = await Promise.all(
    joined.map((e) => countParticipantsAbove(ctx.db, e.eventId, e.totalKmTenths)),
  );
  return {
    ...user,
    activityType: (activityType ?? 'Running') as AdminUserDetail['activityType'],
    events: joined.map((e, i) => ({
      eventId: e.eventId,
      name: e.name,
      startDate: e.startDate,
      endDate: e.endDate,
      status: e.status,
      distanceKm: fromTenths(e.totalKmTenths),
      distanceMile: fromTenths(e.totalMileTenths),
      activityCount: e.activityCount,
      rank: above[i]! + 1,
      participantCount: e.participantCount,
    })),
    lastActivities: latest.map((a) => ({
      _id: a.id,
      eventId: a.eventId,
      eventName: a.eventName,
      date: a.date,
      distanceKm: fromTenths(a.distanceKmTenths),
      distanceMile: fromTenths(a.distanceMileTenths),
      createdAt: a.createdAt.toISOString(),
    })),
  };
}
