import type { AdminUserDetail } from '@cc/shared/users/users.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { userKeys } from '../../../entities/query-keys';
import { api } from '../../../lib/api-client';

/**
 * GET /api/users/:id/detail (admin): the user's fields, the events they joined with their
 * distance, activities and rank, and their last activities.
 */
export function getUserDetail(id: string, signal?: AbortSignal): Promise<AdminUserDetail> {
  return api<AdminUserDetail>(`/users/${encodeURIComponent(id)}/detail`, { signal });
}

/** Query options of one user's detail. */
export function userDetailQueryOptions(id: string) {
  return queryOptions({
    queryKey: userKeys.detail(id),
    queryFn: ({ signal }) => getUserDetail(id, signal),
  });
}

/** The detail of one user, for the administrators' /userDetail page. */
export function useUserDetail(id: string) {
  return useQuery(userDetailQueryOptions(id));
}
