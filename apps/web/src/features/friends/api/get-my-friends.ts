import type { Paged } from '@cc/shared/common/paging';
import type { Friendship } from '@cc/shared/friends/friends.schemas';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { refreshOnFocus } from '../../../entities/notifications/announcements';
import { friendKeys } from '../../../entities/query-keys';
import { api } from '../../../lib/api-client';

/** Page size of the friends list and the people search (participant spec §9). */
export const FRIENDS_PAGE_LIMIT = 10;

/** GET /api/friends/myFriends: one page of the signed-in user's accepted friendships. */
export function getMyFriends(page: number, signal?: AbortSignal): Promise<Paged<Friendship>> {
  return api<Paged<Friendship>>('/friends/myFriends', {
    query: { page, limit: FRIENDS_PAGE_LIMIT },
    signal,
  });
}

/**
 * Query options of the friends list, page by page, for infinite scroll. Others change it
 * (accepting, removing), so it reloads when the window regains focus.
 */
export function myFriendsQueryOptions() {
  return infiniteQueryOptions({
    ...refreshOnFocus,
    queryKey: friendKeys.mine(),
    queryFn: ({ pageParam, signal }) => getMyFriends(pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last: Paged<Friendship>) => (last.hasNextPage ? last.page + 1 : undefined),
  });
}

/** The signed-in user's friends. */
export function useMyFriends() {
  return useInfiniteQuery(myFriendsQueryOptions());
}
