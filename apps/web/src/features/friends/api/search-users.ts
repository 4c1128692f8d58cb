import type { Paged } from '@cc/shared/common/paging';
import type { UserSearchHit } from '@cc/shared/users/users.public';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { friendKeys } from '../../../entities/query-keys';
import { api } from '../../../lib/api-client';
import { FRIENDS_PAGE_LIMIT } from './get-my-friends';

/** The fields the participant search looks in (participant spec §7). */
const SEARCH_FIELDS = 'firstName,lastName,displayName';

/** GET /api/users as a participant: one page of users whose names match `filter`. */
export function searchUsers(
  filter: string,
  page: number,
  signal?: AbortSignal,
): Promise<Paged<UserSearchHit>> {
  return api<Paged<UserSearchHit>>('/users', {
    query: {
      filter,
      fields: SEARCH_FIELDS,
      page,
      limit: FRIENDS_PAGE_LIMIT,
      sort: 'displayName',
      order: -1,
    },
    signal,
  });
}

/** Query options of the search, page by page, for infinite scroll. */
export function searchUsersQueryOptions(filter: string) {
  return infiniteQueryOptions({
    queryKey: friendKeys.search(filter),
    queryFn: ({ pageParam, signal }) => searchUsers(filter, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last: Paged<UserSearchHit>) =>
      last.hasNextPage ? last.page + 1 : undefined,
  });
}

/** The hits for a search text; idle for an empty (trimmed) text, which has no results. */
export function useSearchUsers(text: string) {
  const filter = text.trim();
  return useInfiniteQuery({ ...searchUsersQueryOptions(filter), enabled: filter !== '' });
}
