import type { Paged } from '@cc/shared/common/paging';
import type { AdminUser } from '@cc/shared/users/users.schemas';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { userKeys } from '../query-keys';

/**
 * The administrators' search for a user by name or e-mail address: the communication form
 * picks recipients with it, the fundraising form the participant of a pledge.
 */

/** How many users one search offers (admin spec §7, §9). */
export const USER_SEARCH_LIMIT = 100;

/** A user a picker can offer: their id and what it shows. */
export interface UserOption {
  value: string;
  label: string;
}

/** A user as a picker shows them: name and e-mail address. */
export function userOptionLabel(user: Pick<AdminUser, 'firstName' | 'lastName' | 'email'>) {
  const name = `${user.firstName} ${user.lastName}`.trim();
  return name ? `${name} (${user.email})` : user.email;
}

/**
 * GET /api/users?page=1&limit=100&filter=&fields=email,firstName,lastName (admin spec §7):
 * users whose name or address contains the text.
 */
export async function searchUsers(filter: string, signal?: AbortSignal): Promise<UserOption[]> {
  const text = filter.trim();
  const page = await api<Paged<AdminUser>>('/users', {
    query: {
      page: 1,
      limit: USER_SEARCH_LIMIT,
      ...(text ? { filter: text } : {}),
      fields: 'email,firstName,lastName',
    },
    signal,
  });
  return page.docs.map((user) => ({ value: user._id, label: userOptionLabel(user) }));
}

/** Query options of one user search; the last answer stays while the next loads. */
export function userSearchQueryOptions(filter: string) {
  return queryOptions({
    queryKey: userKeys.search(filter.trim()),
    queryFn: ({ signal }) => searchUsers(filter, signal),
    placeholderData: keepPreviousData,
  });
}

/** The users matching an already debounced text. */
export function useUserSearch(filter: string) {
  return useQuery(userSearchQueryOptions(filter));
}
