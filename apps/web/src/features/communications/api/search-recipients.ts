import type { Paged } from '@cc/shared/common/paging';
import type { Event } from '@cc/shared/events/events.schemas';
import type { AdminUser } from '@cc/shared/users/users.schemas';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { communicationKeys } from '../../../entities/query-keys';
import { api } from '../../../lib/api-client';

/** How many events or users one recipient search offers (admin spec §7, §9). */
export const RECIPIENT_SEARCH_LIMIT = 100;

/** A recipient the form can offer: its id and what the picker shows. */
export interface RecipientOption {
  value: string;
  label: string;
}

/** GET /api/events?page=1&limit=100&filter=&fields=name (admin spec §7): events by name. */
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

/** A user as the picker shows them: name and e-mail address. */
export function userRecipientLabel(user: Pick<AdminUser, 'firstName' | 'lastName' | 'email'>) {
  const name = `${user.firstName} ${user.lastName}`.trim();
  return name ? `${name} (${user.email})` : user.email;
}

/**
 * GET /api/users?page=1&limit=100&filter=&fields=email,firstName,lastName (admin spec §7):
 * users whose name or address contains the text.
 */
export async function searchUserRecipients(
  filter: string,
  signal?: AbortSignal,
): Promise<RecipientOption[]> {
  const text = filter.trim();
  const page = await api<Paged<AdminUser>>('/users', {
    query: {
      page: 1,
      limit: RECIPIENT_SEARCH_LIMIT,
      ...(text ? { filter: text } : {}),
      fields: 'email,firstName,lastName',
    },
    signal,
  });
  return page.docs.map((user) => ({ value: user._id, label: userRecipientLabel(user) }));
}

const searchers = { event: searchEventRecipients, user: searchUserRecipients } as const;

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
