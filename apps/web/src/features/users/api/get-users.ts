import type { Paged } from '@cc/shared/common/paging';
import type { AdminUser, ListUsersQuery } from '@cc/shared/users/users.schemas';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { userKeys } from '../../../entities/query-keys';
import { api } from '../../../lib/api-client';

/** The fields the search box looks in. */
const SEARCH_FIELDS = 'firstName,lastName,displayName,email';

/** What the users table asks for: search text and page. */
export interface UsersListParams {
  filter: string;
  page: number;
  limit: number;
}

/** GET /api/users: one page of users, newest first, filtered by the search text. */
export function getUsers(params: UsersListParams, signal?: AbortSignal): Promise<Paged<AdminUser>> {
  const filter = params.filter.trim();
  const query: ListUsersQuery = {
    page: params.page,
    limit: params.limit,
    sort: 'createdAt',
    order: -1,
    ...(filter ? { filter, fields: SEARCH_FIELDS } : {}),
  };
  return api<Paged<AdminUser>>('/users', { query: { ...query }, signal });
}

/** Query options of one users page; the previous page stays visible while the next loads. */
export function usersQueryOptions(params: UsersListParams) {
  return queryOptions({
    queryKey: userKeys.list(params),
    queryFn: ({ signal }) => getUsers(params, signal),
    placeholderData: keepPreviousData,
  });
}

/** One page of the admin users list. */
export function useUsers(params: UsersListParams) {
  return useQuery(usersQueryOptions(params));
}
