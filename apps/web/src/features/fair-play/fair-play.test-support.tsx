import { FAIR_PLAY_DEFAULTS } from '@cc/shared/fair-play/fair-play.rules';
import type { FairPlay, ReviewCount, ReviewItem } from '@cc/shared/fair-play/fair-play.schemas';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect } from 'vitest';
import { buildEvent, buildEventDetail, buildPage, buildProfile } from '../../test/factories';
import {
  type Handlers,
  mockFetch,
  type RecordedCall,
  requestedQueries,
} from '../../test/fetch-mock';
import { getField } from '../../test/queries';
import { PAGE_LOAD_MS, renderApp } from '../../test/render-app';
import { signInAs } from '../../test/session';

/**
 * The fair play world of the web tests: Anna Schmidt logged a 60 km run of 5 hours on
 * 12/06/2026 in the Spring Run (`event-1`), over the default flag of 50 km a day; her
 * median is 12 km; one photo was taken that day, one says nothing of its day.
 */
export function buildReviewItem(overrides: Partial<ReviewItem> = {}): ReviewItem {
  return {
    activityId: 'activity-1',
    eventId: 'event-1',
    eventName: 'Spring Run',
    userId: 'user-1',
    displayName: 'Anna Schmidt',
    email: 'anna@example.com',
    date: '2026-06-12',
    distanceKm: 60,
    durationMinutes: 300,
    notice: 'Ultra training along the river',
    status: 'flagged',
    flags: [{ rule: 'dailyFlag', value: 60, limit: 50 }],
    photos: [
      {
        _id: 'photo-1',
        url: '/uploads/photo-1.webp',
        thumbUrl: '/uploads/photo-1-thumb.webp',
        capturedOn: '2026-06-12',
      },
      {
        _id: 'photo-2',
        url: '/uploads/photo-2.webp',
        thumbUrl: '/uploads/photo-2-thumb.webp',
        capturedOn: null,
      },
    ],
    dayTotalKm: 60,
    medianKm: 12,
    days: [
      { date: '2026-06-10', km: 10 },
      { date: '2026-06-11', km: 12 },
      { date: '2026-06-12', km: 60 },
    ],
    createdAt: '2026-06-14T18:00:00.000Z',
    ...overrides,
  };
}

/** Ben Meyer's run of 107 km on 13/06/2026, held over the default hold of 100 km. */
export function buildHeldItem(overrides: Partial<ReviewItem> = {}): ReviewItem {
  return buildReviewItem({
    activityId: 'activity-2',
    userId: 'user-2',
    displayName: 'Ben Meyer',
    email: 'ben@example.com',
    date: '2026-06-13',
    distanceKm: 107,
    durationMinutes: null,
    notice: '',
    status: 'held',
    flags: [{ rule: 'dailyHold', value: 107, limit: 100 }],
    photos: [],
    dayTotalKm: 107,
    medianKm: null,
    days: [{ date: '2026-06-13', km: 107 }],
    ...overrides,
  });
}

/** An event's fair play settings: the defaults unless told. */
export function buildFairPlay(overrides: Partial<FairPlay> = {}): FairPlay {
  return { eventId: 'event-1', settings: FAIR_PLAY_DEFAULTS, isDefault: true, ...overrides };
}

/** What the admin menu's count reads. */
export function buildReviewCount(flagged = 1, held = 1): ReviewCount {
  return { flagged, held };
}

/** The admin's profile, the events of the filter and the count, as every admin page has them. */
function adminWorld(): Handlers {
  return {
    'GET /api/profile': { body: buildProfile({ _id: 'admin-1', role: 'admin' }) },
    'GET /api/events': {
      body: buildPage([buildEvent(), buildEvent({ _id: 'event-2', name: 'Autumn Walk' })]),
    },
    'GET /api/admin/review/count': { body: buildReviewCount() },
  };
}

/**
 * Opens the review page at `path` as an administrator, the queue answering `queue` (a
 * function answers each request anew, e.g. an emptier queue after a decision).
 */
export async function openReviewPage(
  queue: ReviewItem[] | Handlers[string] = [buildReviewItem(), buildHeldItem()],
  handlers: Handlers = {},
  path = '/review',
) {
  signInAs('admin', 'admin-1');
  const calls = mockFetch({
    ...adminWorld(),
    'GET /api/admin/review': Array.isArray(queue) ? { body: buildPage(queue) } : queue,
    ...handlers,
  });
  const user = userEvent.setup();
  const view = renderApp(path);
  await screen.findByRole(
    'heading',
    { name: 'Activities waiting for review' },
    { timeout: PAGE_LOAD_MS },
  );
  // The queue has been asked for and has answered.
  await waitFor(() => {
    expect(requestedQueries('/api/admin/review')).not.toHaveLength(0);
    expect(screen.queryByText('Loading the activities waiting for review…')).toBeNull();
  });
  return { user, calls, ...view };
}

/** Opens the Spring Run's Fair play tab as an administrator. */
export async function openFairPlayTab(handlers: Handlers = {}) {
  signInAs('admin', 'admin-1');
  const calls = mockFetch({
    ...adminWorld(),
    'GET /api/events/event-1/detail': { body: buildEventDetail() },
    'GET /api/events/event-1/fairPlay': { body: buildFairPlay() },
    ...handlers,
  });
  const user = userEvent.setup();
  const view = renderApp('/eventDetail/event-1/Spring%20Run?tab=fairPlay');
  await screen.findByRole('heading', { name: 'Fair play checks' }, { timeout: PAGE_LOAD_MS });
  return { user, calls, ...view };
}

/** The calls the app sent as `METHOD /api/path`. */
export function callsTo(calls: RecordedCall[], key: string): RecordedCall[] {
  const [method, path] = key.split(' ');
  return calls.filter((c) => c.method === method && c.path === path);
}

/** Picks an option of one of the page's dropdowns. */
export async function choose(
  user: ReturnType<typeof userEvent.setup>,
  label: string,
  option: string,
) {
  await user.click(getField(label));
  await user.click(await screen.findByRole('option', { name: option }));
}
