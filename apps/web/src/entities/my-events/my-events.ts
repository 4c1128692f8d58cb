import type { Paged } from '@cc/shared/common/paging';
import type { MyEvent } from '@cc/shared/events/events.schemas';
import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import {
  activityKeys,
  eventKeys,
  feedKeys,
  fundraisingKeys,
  profileKeys,
  rankingKeys,
} from '../query-keys';

/** GET /api/profile/events: the events the user joined. */
export async function getMyEvents(signal?: AbortSignal): Promise<MyEvent[]> {
  const page = await api<Pick<Paged<MyEvent>, 'docs'>>('/profile/events', { signal });
  return page.docs;
}

/** Query options of the user's events (`eventKeys.mine()`), the bare list. */
export function myEventsQueryOptions() {
  return queryOptions({
    queryKey: eventKeys.mine(),
    queryFn: ({ signal }) => getMyEvents(signal),
  });
}

/**
 * Orders events by end date, newest first. Dates are ISO strings, so plain comparison is
 * their order; `localeCompare` would make a collator first (about 10 ms on a phone, on the
 * newsfeed's first paint).
 */
export function newestEndFirst(a: Pick<MyEvent, 'endDate'>, b: Pick<MyEvent, 'endDate'>): number {
  return a.endDate < b.endDate ? 1 : a.endDate > b.endDate ? -1 : 0;
}

/** End date newest first (participant spec §4); the server sorts too, this keeps it true. */
function byNewestEnd(events: MyEvent[]): MyEvent[] {
  return [...events].sort(newestEndFirst);
}

/** The user's events, the one with the latest end date first (progress, rankings). */
export function useMyEvents() {
  return useQuery({ ...myEventsQueryOptions(), select: byNewestEnd });
}

/** One of the user's events, picked from the same cached list; `null` when not joined. */
export function useMyEvent(eventId: string) {
  return useQuery({
    ...myEventsQueryOptions(),
    select: (events) => events.find((event) => event._id === eventId) ?? null,
  });
}

/**
 * After joining an event: the profile (its `events`), the user's events and every events
 * list (participant counts, `isRegistered`) are stale. Resolves once the active ones have
 * reloaded, so the next screen already knows the user has joined.
 */
export async function refreshAfterJoining(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: profileKeys.me() }),
    queryClient.invalidateQueries({ queryKey: eventKeys.all() }),
  ]);
}

/**
 * After the user's own activities changed (logged, edited, deleted): my events' totals, my
 * activity lists and progress figures, the rankings, the feed and the money raised (the
 * per-km pledges count the same kilometres) are stale.
 */
export async function refreshAfterActivityChange(queryClient: QueryClient): Promise<void> {
  await Promise.all(
    [
      eventKeys.mine(),
      activityKeys.all(),
      rankingKeys.all(),
      feedKeys.lists(),
      fundraisingKeys.all(),
    ].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
  );
}
