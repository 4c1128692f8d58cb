import { ADMIN_USER_LAST_ACTIVITIES, type AdminUserDetail } from '@cc/shared/users/users.schemas';
import { countParticipantsAbove } from '../../db/event-ranks';
import type { AdminContext } from '../../platform/context';
import * as repo from './users.detail.repository';
import { toAdminUserActivity, toAdminUserEvent } from './users.mapper';
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
    events: joined.map((e, i) => toAdminUserEvent(e, above[i]! + 1)),
    lastActivities: latest.map(toAdminUserActivity),
  };
}
