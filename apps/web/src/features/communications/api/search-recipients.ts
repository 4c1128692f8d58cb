import type { Paged } from '@cc/shared/common/paging';
import type { Event } from '@cc/shared/events/events.schemas';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { communicationKeys } from '../../../entities/query-keys';
import {
  searchUsers,
  USER_SEARCH_LIMIT,
  type UserOption,
} from '../../../entities/user-search/user-search';
import { api } from '../../../lib/api-client';

/** How many events or users one recipient search offers (admin spec §7, §9). */
export const RECIPIENT_SEARCH_LIMIT = USER_SEARCH_LIMIT;

/** A recipient the form can offer: its id and what the picker shows. */
export type RecipientOption = UserOption;

/**
 * GET /api/events?page=1&limit=100&filter=&fields=name (admin spec §7): events by name. Users
 * are searched by the one user search of entities/user-search.
 */
export async function searchEventRecipients(
  filter: string,
  signal?: AbortSignal,
): Promise<RecipientOption[]> {
  const text = filter.trim();
  const page = await api<Paged<Event>>('/events', {
    query: {
      page: 1,
      limit: RECIPIENT_SEARCH_LIMIT,
      ...(text ? { filter: text } : {}),
      fields: 'name',
    },
    signal,
  });
  return page.docs.map((event) => ({ value: event._id, label: event.name }));
}

const searchers = { event: searchEventRecipients, user: searchUsers } as const;

/** Query options of one recipient search; the last answer stays while the next loads. */
export function recipientsQueryOptions(kind: 'event' | 'user', filter: string) {
  return queryOptions({
    queryKey: communicationKeys.recipients(kind, filter.trim()),
    queryFn: ({ signal }) => searchers[kind](filter, signal),
    placeholderData: keepPreviousData,
  });
}

/** The events or users matching an already debounced text. */
export function useRecipientSearch(kind: 'event' | 'user', filter: string) {
  return useQuery(recipientsQueryOptions(kind, filter));
}
