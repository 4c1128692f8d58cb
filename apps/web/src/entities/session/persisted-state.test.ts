import 'fake-indexeddb/auto';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '../../lib/auth-store';
import { buildProfile } from '../../test/factories';
import { signInAs } from '../../test/session';
import { type DraftSummary, useDraftsStore } from '../drafts/drafts';
import { profileKeys } from '../query-keys';
import {
  PERSIST_DEBOUNCE_MS,
  type PersistedState,
  persistState,
  readPersistedState,
  restorePersistedState,
  STORE_KEY,
} from './persisted-state';

const summary: DraftSummary = {
  localId: 'draft-1',
  eventId: 'event-1',
  date: '2026-03-05',
  distanceKm: 5,
  distanceMile: 3.1,
  notice: '',
  photoCount: 2,
  createdAt: '2026-03-05T10:00:00.000Z',
  refusal: null,
};

function saved(overrides: Partial<PersistedState> = {}): PersistedState {
  return {
    version: 1,
    authed: true,
    role: 'user',
    userId: 'user-1',
    profile: buildProfile({ _id: 'user-1', firstName: 'Paula' }),
    drafts: [summary],
    ...overrides,
  };
}

describe('persisted app state (store)', () => {
  let stop: (() => void) | undefined;
  beforeEach(() => {
    useDraftsStore.setState({ drafts: [], sendingId: null });
  });
  afterEach(() => {
    stop?.();
    stop = undefined;
    vi.useRealTimers();
  });

  it('writes authed, role, profile and draft summaries 2 s after the last change', () => {
    vi.useFakeTimers();
    signInAs('user');
    const queryClient = new QueryClient();
    stop = persistState(queryClient);

    queryClient.setQueryData(profileKeys.me(), buildProfile({ firstName: 'Paula' }));
    vi.advanceTimersByTime(PERSIST_DEBOUNCE_MS - 500);
    useDraftsStore.setState({ drafts: [summary] });
    vi.advanceTimersByTime(PERSIST_DEBOUNCE_MS - 1);
    expect(localStorage.getItem(STORE_KEY)).toBeNull();

    vi.advanceTimersByTime(1);
    expect(readPersistedState()).toMatchObject({
      authed: true,
      role: 'user',
      userId: 'user-1',
      profile: { firstName: 'Paula' },
      drafts: [summary],
    });
    // Summaries only: the photos' bytes stay in IndexedDB.
    expect(localStorage.getItem(STORE_KEY)).not.toContain('bytes');
  });

  it("restores a participant's profile as of the start (the initial load reads it again) and the drafts", () => {
    signInAs('user');
    localStorage.setItem(STORE_KEY, JSON.stringify(saved()));
    const queryClient = new QueryClient();
    const before = Date.now();

    restorePersistedState(queryClient);

    expect(queryClient.getQueryData(profileKeys.me())).toMatchObject({ firstName: 'Paula' });
    // Not older than the start: the initial load 300 ms later reads it again (initial-load.ts),
    // and no screen fetches it beside the first page's own reads.
    const updatedAt = queryClient.getQueryState(profileKeys.me())?.dataUpdatedAt ?? 0;
    expect(updatedAt).toBeGreaterThanOrEqual(before);
    expect(updatedAt).toBeLessThanOrEqual(Date.now());
    expect(useDraftsStore.getState().drafts).toEqual([summary]);
  });

  it("restores an administrator's profile stale, to be fetched again at once (no initial load)", () => {
    signInAs('admin', 'user-1');
    localStorage.setItem(STORE_KEY, JSON.stringify(saved()));
    const queryClient = new QueryClient();

    restorePersistedState(queryClient);

    expect(queryClient.getQueryData(profileKeys.me())).toMatchObject({ firstName: 'Paula' });
    expect(queryClient.getQueryState(profileKeys.me())?.dataUpdatedAt).toBe(0);
  });

  it("drops another user's state, and any state while logged out", () => {
    signInAs('user', 'user-2');
    localStorage.setItem(STORE_KEY, JSON.stringify(saved()));
    const queryClient = new QueryClient();

    restorePersistedState(queryClient);

    expect(queryClient.getQueryData(profileKeys.me())).toBeUndefined();
    expect(useDraftsStore.getState().drafts).toEqual([]);
    expect(localStorage.getItem(STORE_KEY)).toBeNull();

    useAuthStore.setState({ authed: false, token: null, userId: null, role: null });
    localStorage.setItem(STORE_KEY, JSON.stringify(saved()));
    restorePersistedState(queryClient);
    expect(localStorage.getItem(STORE_KEY)).toBeNull();
  });

  it('ignores a store it cannot read', () => {
    signInAs('user');
    localStorage.setItem(STORE_KEY, '{not json');
    expect(readPersistedState()).toBeNull();
    localStorage.setItem(STORE_KEY, JSON.stringify({ ...saved(), profile: { broken: true } }));
    const queryClient = new QueryClient();
    restorePersistedState(queryClient);
    expect(queryClient.getQueryData(profileKeys.me())).toBeUndefined();
    expect(useDraftsStore.getState().drafts).toEqual([summary]);
  });

  it('removes the store at logout, and a pending write does not bring it back', () => {
    vi.useFakeTimers();
    signInAs('user');
    localStorage.setItem(STORE_KEY, JSON.stringify(saved()));
    const queryClient = new QueryClient();
    stop = persistState(queryClient);

    useDraftsStore.setState({ drafts: [] });
    useAuthStore.setState({ authed: false, token: null, userId: null, role: null });
    expect(localStorage.getItem(STORE_KEY)).toBeNull();

    vi.advanceTimersByTime(PERSIST_DEBOUNCE_MS * 2);
    expect(localStorage.getItem(STORE_KEY)).toBeNull();
  });

  it('starts logged out and forgets the store when the token found at start has expired', async () => {
    localStorage.setItem('auth_token', 'old-token');
    localStorage.setItem('expireTokenDate', new Date(Date.now() - 1000).toISOString());
    localStorage.setItem('user_ID', 'user-1');
    localStorage.setItem('user_role', 'user');
    localStorage.setItem(STORE_KEY, JSON.stringify(saved()));
    vi.resetModules();

    const auth = await import('../../lib/auth-store');
    const persisted = await import('./persisted-state');
    const queryClient = new QueryClient();
    persisted.restorePersistedState(queryClient);

    expect(auth.useAuthStore.getState().authed).toBe(false);
    expect(localStorage.getItem('auth_token')).toBeNull();
    expect(localStorage.getItem(STORE_KEY)).toBeNull();
    expect(queryClient.getQueryData(profileKeys.me())).toBeUndefined();
  });
});
