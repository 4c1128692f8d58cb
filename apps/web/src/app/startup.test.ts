import 'fake-indexeddb/auto';
import { waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useDraftsStore } from '../entities/drafts/drafts';
import {
  activityKeys,
  eventKeys,
  feedKeys,
  friendKeys,
  notificationKeys,
  profileKeys,
} from '../entities/query-keys';
import { INITIAL_LOAD_DELAY_MS } from '../entities/session/initial-load';
import { WARM_UP_DELAY_MS } from '../entities/session/offline-warm-up';
import { STORE_KEY } from '../entities/session/persisted-state';
import { openAppDb } from '../lib/app-db';
import { useOnlineStore } from '../lib/online';
import { buildMyEvent, buildPage, buildProfile } from '../test/factories';
import { mockFetch } from '../test/fetch-mock';
import { signInAs } from '../test/session';
import { createQueryClient } from './query-client';
import { startApp } from './startup';

/** The data of the initial load, each seeded so its invalidation shows. */
const initialKeys = [
  profileKeys.me(),
  eventKeys.mine(),
  activityKeys.mine('event-1'),
  friendKeys.mine(),
  feedKeys.list('all'),
  feedKeys.list('friends'),
  notificationKeys.list(),
];

function seededClient() {
  const queryClient = createQueryClient();
  for (const key of initialKeys) queryClient.setQueryData(key, { seeded: true });
  return queryClient;
}

const invalidated = (queryClient: ReturnType<typeof createQueryClient>) =>
  initialKeys.map((key) => queryClient.getQueryState(key)?.isInvalidated);

async function storeDraft() {
  const db = await openAppDb();
  await db.put('drafts', {
    localId: 'draft-1',
    userId: 'user-1',
    eventId: 'event-1',
    date: '2026-03-05',
    distanceKm: 5,
    distanceMile: 3.1,
    notice: '',
    photos: [],
    createdAt: '2026-03-05T10:00:00.000Z',
    updatedAt: '2026-03-05T10:00:00.000Z',
    refusal: null,
  });
}

/** A page whose service worker container has a worker in control, or none yet. */
function stubServiceWorker(controller: object | null) {
  const container = Object.assign(new EventTarget(), { controller });
  Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: container });
}

/** The API paths the app asked for with GET, each once. */
const readPaths = (calls: { method: string; path: string }[]) =>
  [...new Set(calls.filter((c) => c.method === 'GET').map((c) => c.path))].sort();

describe('start-up', () => {
  let stop: (() => void) | undefined;
  beforeEach(async () => {
    await (await openAppDb()).clear('drafts');
    useOnlineStore.setState({ online: true });
    useDraftsStore.setState({ drafts: [], sendingId: null });
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  });
  afterEach(() => {
    stop?.();
    stop = undefined;
    vi.useRealTimers();
    Reflect.deleteProperty(navigator, 'serviceWorker');
  });

  it('runs the initial load 300 ms after the start, then sends the drafts', async () => {
    signInAs('user');
    await storeDraft();
    const calls = mockFetch({ 'POST /api/activities': { status: 201, body: { _id: 'a-1' } } });
    const queryClient = seededClient();

    stop = startApp(queryClient);
    vi.advanceTimersByTime(INITIAL_LOAD_DELAY_MS - 1);
    expect(invalidated(queryClient)).toEqual(initialKeys.map(() => false));

    vi.advanceTimersByTime(1);
    expect(invalidated(queryClient)).toEqual(initialKeys.map(() => true));
    // The rest is IndexedDB and the network, not timers.
    vi.useRealTimers();
    await waitFor(() => expect(calls.filter((c) => c.path === '/api/activities')).toHaveLength(1));
    expect(calls.find((c) => c.path === '/api/activities')?.headers.get('Idempotency-Key')).toBe(
      'draft-1',
    );
  });

  it('skips the initial load while offline and runs it 300 ms after the connection returns', async () => {
    signInAs('user');
    useOnlineStore.setState({ online: false });
    const queryClient = seededClient();

    stop = startApp(queryClient);
    vi.advanceTimersByTime(INITIAL_LOAD_DELAY_MS * 3);
    expect(invalidated(queryClient)).toEqual(initialKeys.map(() => false));

    window.dispatchEvent(new Event('online'));
    vi.advanceTimersByTime(INITIAL_LOAD_DELAY_MS);
    expect(invalidated(queryClient)).toEqual(initialKeys.map(() => true));
  });

  it('runs no initial load for an administrator or a visitor', () => {
    signInAs('admin');
    const queryClient = seededClient();
    stop = startApp(queryClient);
    vi.advanceTimersByTime(INITIAL_LOAD_DELAY_MS * 3);
    expect(invalidated(queryClient)).toEqual(initialKeys.map(() => false));
  });

  it('restores the persisted profile before anything renders, and reads it again with the initial load', () => {
    signInAs('user');
    localStorage.setItem(
      STORE_KEY,
      JSON.stringify({
        version: 1,
        authed: true,
        role: 'user',
        userId: 'user-1',
        profile: buildProfile({ firstName: 'Paula' }),
        drafts: [],
      }),
    );
    const queryClient = createQueryClient();

    stop = startApp(queryClient);

    expect(queryClient.getQueryData(profileKeys.me())).toMatchObject({ firstName: 'Paula' });
    // Not stale before then, so the first page's screens do not fetch it beside their reads.
    expect(queryClient.getQueryState(profileKeys.me())?.isInvalidated).toBe(false);
    vi.advanceTimersByTime(INITIAL_LOAD_DELAY_MS);
    expect(queryClient.getQueryState(profileKeys.me())?.isInvalidated).toBe(true);
  });

  it('loads what the participant screens read, in the background, once a service worker controls the page', async () => {
    signInAs('user');
    stubServiceWorker({});
    const calls = mockFetch({
      'GET /api/profile': { body: buildProfile() },
      'GET /api/profile/events': {
        body: buildPage([buildMyEvent({ _id: 'event-1', state: 'running' })]),
      },
    });
    stop = startApp(createQueryClient());
    expect(readPaths(calls)).toEqual([]);

    await vi.advanceTimersByTimeAsync(WARM_UP_DELAY_MS);
    vi.useRealTimers();
    await waitFor(() => expect(readPaths(calls)).toContain('/api/activities/ranking/team'));
    expect(readPaths(calls)).toEqual([
      '/api/activities/newFeedsAdmin',
      '/api/activities/newFeedsAll',
      '/api/activities/newFeedsFriend',
      '/api/activities/ranking/all',
      '/api/activities/ranking/friends',
      '/api/activities/ranking/me',
      '/api/activities/ranking/team',
      '/api/events/all',
      '/api/events/event-1/progress',
      '/api/friends/myFriends',
      '/api/notifications',
      '/api/profile',
      '/api/profile/events',
      '/api/profile/myActivities',
      '/api/profile/sendingRequestFriends',
      '/api/profile/waitingAcceptFriends',
      '/api/settings',
      '/api/teams/all',
    ]);
  });

  it('loads nothing for offline use while no service worker controls the page', async () => {
    signInAs('user');
    stubServiceWorker(null);
    const calls = mockFetch({});
    stop = startApp(createQueryClient());
    await vi.advanceTimersByTimeAsync(WARM_UP_DELAY_MS * 3);
    expect(readPaths(calls)).toEqual([]);
  });

  it('deletes the offline copies a session left behind when the app starts without a session', async () => {
    const names = ['api-old-session', 'uploads', 'workbox-precache-v2'];
    const deleted: string[] = [];
    vi.stubGlobal('caches', {
      keys: async () => names,
      delete: async (name: string) => deleted.push(name) > 0,
    });
    stop = startApp(createQueryClient());
    await vi.advanceTimersByTimeAsync(0);
    expect(deleted).toEqual(['api-old-session', 'uploads']);

    stop();
    deleted.length = 0;
    signInAs('user');
    stop = startApp(createQueryClient());
    await vi.advanceTimersByTimeAsync(0);
    expect(deleted).toEqual([]);
  });
});
