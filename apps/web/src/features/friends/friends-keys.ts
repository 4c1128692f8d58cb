import { sessionQueryKeys } from '../../lib/query-keys';

/**
 * Query keys of the friends feature. The three friend lists are the signed-in user's own
 * data, so they live under ['profile']: every friend action invalidates ['profile'] and the
 * lists, the profile's friend references and the add-friend buttons refresh together.
 */
export const friendsKeys = {
  myFriends: [...sessionQueryKeys.profile, 'myFriends'] as const,
  waiting: [...sessionQueryKeys.profile, 'waitingAcceptFriends'] as const,
  sending: [...sessionQueryKeys.profile, 'sendingRequestFriends'] as const,
  search: (filter: string) => ['userSearch', filter] as const,
  competitor: (userId: string, eventId?: string) =>
    ['competitor', userId, eventId ?? 'all'] as const,
};

/** Page size of the search and the friends list (participant spec §9). */
export const FRIENDS_PAGE_LIMIT = 10;
