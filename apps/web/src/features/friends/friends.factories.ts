import type { Paged } from '@cc/shared/common/paging';
import type { Friendship } from '@cc/shared/friends/friends.schemas';
import type { Competitor, UserCard, UserSearchHit } from '@cc/shared/users/users.public';

/** Another participant as a card (tests): Ben Braun from Austria. */
export function buildCard(overrides: Partial<UserCard> = {}): UserCard {
  return {
    _id: 'ben',
    displayName: 'Ben Braun',
    avatar: null,
    country: 'AT',
    isAnonymous: false,
    ...overrides,
  };
}

/** The card the API sends for a hidden (Private) user. */
export function anonymousCard(id: string): UserCard {
  return { _id: id, displayName: 'anonymous', avatar: null, country: null, isAnonymous: true };
}

/** A hit of the participant search (tests). */
export function buildHit(overrides: Partial<UserSearchHit> = {}): UserSearchHit {
  return {
    ...buildCard(),
    firstName: 'Ben',
    lastName: 'Braun',
    acceptFriendship: true,
    friendState: 'none',
    friendshipId: null,
    ...overrides,
  };
}

/** A friendship between the signed-in user ('user-1') and `user` (tests). */
export function buildFriendship(user: UserCard, overrides: Partial<Friendship> = {}): Friendship {
  const me = buildCard({ _id: 'user-1', displayName: 'Anna Schmidt', country: 'DE' });
  return {
    _id: `f-${user._id}`,
    status: 'accepted',
    sender: me,
    receiver: user,
    user,
    createdAt: '2026-03-01T10:00:00.000Z',
    acceptedAt: '2026-03-02T10:00:00.000Z',
    ...overrides,
  };
}

/** One page of a list (tests). */
export function buildPage<T>(
  docs: T[],
  { page = 1, limit = 10, totalDocs = docs.length } = {},
): Paged<T> {
  const totalPages = Math.max(1, Math.ceil(totalDocs / limit));
  return { docs, totalDocs, page, limit, totalPages, hasNextPage: page < totalPages };
}

/** A competitor page of Ben in one event (tests). */
export function buildCompetitor(overrides: Partial<Competitor> = {}): Competitor {
  return {
    user: {
      ...buildHit(),
      userType: 'Staff',
      teamName: 'Blue Runners',
      activityType: 'Running',
      events: ['event-1'],
    },
    events: [
      {
        eventId: 'event-1',
        name: 'Spring Run',
        startDate: '2026-06-10',
        endDate: '2026-06-20',
        rank: 3,
        totalMember: 1250,
        distanceKm: 42.5,
        distanceMile: 26.4,
        activityCount: 5,
      },
    ],
    ...overrides,
  };
}
