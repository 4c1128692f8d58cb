import type { Paged } from '@cc/shared/common/paging';
import type { Event } from '@cc/shared/events/events.schemas';

/** An event as the API answers it (tests): a running spring challenge of 100 km. */
export function buildEvent(overrides: Partial<Event> = {}): Event {
  return {
    _id: 'event-1',
    name: 'Spring Run',
    description: 'Run for the children’s hospital.',
    startDate: '2026-06-10',
    endDate: '2026-06-20',
    status: 1,
    maximumKm: 100,
    maximumMile: 62.14,
    totalKm: 12.5,
    totalMile: 7.8,
    participantCount: 1234,
    state: 'running',
    startsAt: '2026-06-09T22:00:00.000Z',
    endsAt: '2026-06-20T22:00:00.000Z',
    isRegistered: false,
    ...overrides,
  };
}

/** One page of events with the totals the API computes (tests). */
export function buildEventPage(
  docs: Event[],
  { page = 1, limit = 10, totalDocs = docs.length } = {},
): Paged<Event> {
  const totalPages = Math.max(1, Math.ceil(totalDocs / limit));
  return { docs, totalDocs, page, limit, totalPages, hasNextPage: page < totalPages };
}
