import type { Friendship } from '@cc/shared/friends/friends.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { refreshOnFocus } from '../../../entities/notifications/announcements';
import { friendKeys } from '../../../entities/query-keys';
import { api } from '../../../lib/api-client';

/** Which open requests: sent to the signed-in user (`waiting`) or sent by them (`sending`). */
export type RequestDirection = 'waiting' | 'sending';

const requestPaths: Record<RequestDirection, string> = {
  waiting: '/profile/waitingAcceptFriends',
  sending: '/profile/sendingRequestFriends',
};

/**
 * GET /api/profile/waitingAcceptFriends or /api/profile/sendingRequestFriends: the open
 * requests in one direction; a sender is named only when Public, a receiver unless Private.
 */
export async function getFriendRequests(
  direction: RequestDirection,
  signal?: AbortSignal,
): Promise<Friendship[]> {
  const answer = await api<{ docs: Friendship[] }>(requestPaths[direction], { signal });
  return answer.docs;
}

/** Query options of one direction's requests; the other side changes them (refresh on focus). */
export function friendRequestsQueryOptions(direction: RequestDirection) {
  return queryOptions({
    ...refreshOnFocus,
    queryKey: friendKeys.requests(direction),
    queryFn: ({ signal }) => getFriendRequests(direction, signal),
  });
}

/** The open requests to (`waiting`) or from (`sending`) the signed-in user. */
export function useFriendRequests(direction: RequestDirection) {
  return useQuery(friendRequestsQueryOptions(direction));
}
