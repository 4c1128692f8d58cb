import { fromTenths } from '@cc/shared/activities/distance';
import type { CompetitorEvent, PublicProfile, UserSearchHit } from '@cc/shared/users/users.public';
import type { AdminUser, AdminUserActivity, AdminUserEvent } from '@cc/shared/users/users.schemas';
import { toUserCard } from '../../platform/person';
import type { Storage } from '../../platform/storage';
import type { FriendStanding } from '../friends';
import type { findJoinedEvents, findLatestActivities } from './users.detail.repository';
import type {
  findCompetitorEvents,
  findPublicUserRow,
  UserHitRow,
} from './users.public.repository';
import type { AdminUserRow } from './users.repository';

type Urls = Pick<Storage, 'url'>;

/** Maps a stored row to the administrators' user shape. */
export function toAdminUser(row: AdminUserRow): AdminUser {
  return {
    _id: row.id,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    displayName: row.displayName,
    country: row.country,
    userType: row.userType as AdminUser['userType'],
    role: row.role as AdminUser['role'],
    status: row.status,
    verified: row.verifiedAt !== null,
    company: row.company,
    teamName: row.teamName,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * A hit of the participant search with the caller's standing towards them (none when
 * unknown). Only visible users are found, so the card is never anonymous.
 */
export function toUserSearchHit(
  row: UserHitRow,
  standing: FriendStanding | undefined,
  storage: Urls,
): UserSearchHit {
  return {
    ...toUserCard(row, false, storage),
    firstName: row.firstName,
    lastName: row.lastName,
    acceptFriendship: row.acceptFriendship,
    friendState: standing?.friendState ?? 'none',
    friendshipId: standing?.friendshipId ?? null,
  };
}

/** A stored user with what their public profile shows. */
type PublicUserRow = NonNullable<Awaited<ReturnType<typeof findPublicUserRow>>>;

/** Another participant's public profile: the search hit plus user type, team, events. */
export function toPublicProfile(
  row: PublicUserRow,
  standing: FriendStanding | undefined,
  storage: Urls,
): PublicProfile {
  return {
    ...toUserSearchHit(row, standing, storage),
    userType: row.userType,
    teamName: row.teamName,
    activityType: row.activityType,
    events: row.events,
  };
}

/** A participant's totals in one event, in both units (stored in tenths). */
function totalsOf(row: { totalKmTenths: number; totalMileTenths: number; activityCount: number }) {
  return {
    distanceKm: fromTenths(row.totalKmTenths),
    distanceMile: fromTenths(row.totalMileTenths),
    activityCount: row.activityCount,
  };
}

/** One event of a competitor page: the rank from those ahead, totals with one decimal. */
export function toCompetitorEvent(
  row: Awaited<ReturnType<typeof findCompetitorEvents>>[number],
): CompetitorEvent {
  return {
    eventId: row.eventId,
    name: row.name,
    startDate: row.startDate,
    endDate: row.endDate,
    rank: row.ahead + 1,
    totalMember: row.participantCount,
    ...totalsOf(row),
  };
}

/** One event a user joined, as the admin user detail shows it, with their rank there. */
export function toAdminUserEvent(
  row: Awaited<ReturnType<typeof findJoinedEvents>>[number],
  rank: number,
): AdminUserEvent {
  return {
    eventId: row.eventId,
    name: row.name,
    startDate: row.startDate,
    endDate: row.endDate,
    status: row.status,
    ...totalsOf(row),
    rank,
    participantCount: row.participantCount,
  };
}

/** One of a user's latest activities, as the admin user detail shows it. */
export function toAdminUserActivity(
  row: Awaited<ReturnType<typeof findLatestActivities>>[number],
): AdminUserActivity {
  return {
    _id: row.id,
    eventId: row.eventId,
    eventName: row.eventName,
    date: row.date,
    distanceKm: fromTenths(row.distanceKmTenths),
    distanceMile: fromTenths(row.distanceMileTenths),
    createdAt: row.createdAt.toISOString(),
  };
}
