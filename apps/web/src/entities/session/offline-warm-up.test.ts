import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useOnlineStore } from '../../lib/online';
import { signInAs } from '../../test/session';
import {
  followOfflineWarmUp,
  type OfflineRead,
  offlineFirstPage,
  offlineRead,
  WARM_UP_CONCURRENCY,
  WARM_UP_DELAY_MS,
} from './offline-warm-up';

/** The page's service worker container: `control()` makes a worker take over, as `clientsClaim` does. */
function stubServiceWorker(controlled: boolean) {
  const container = new EventTarget() as EventTarget & { controller: object | null };
  container.controller = controlled ? {} : null;
  Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: container });
  return {
    control() {
      container.controller = {};
      container.dispatchEvent(new Event('controllerchange'));
    },
  };
}

/** A read whose requests are counted; each answers at once, or as `answer` says. */
function countedRead(name: string, answer: () => Promise<string> = async () => name) {
  const requests: string[] = [];
  const read = offlineRead({
    queryKey: ['warm', name],
    queryFn: () => {
      requests.push(name);
      return answer();
    },
  });
  return { read, requests };
}

/** Runs the follower with a plan that warms `reads`. */
function follow(queryClient: QueryClient, reads: OfflineRead[]) {
  return followOfflineWarmUp(queryClient, async () => (warm) => warm(reads));
}

/** Lets the delay pass and the warm-up's promises settle. */
const afterDelay = () => vi.advanceTimersByTimeAsync(WARM_UP_DELAY_MS);

describe('offline warm-up', () => {
  let stop: (() => void) | undefined;
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    useOnlineStore.setState({ online: true });
  });
  afterEach(() => {
    stop?.();
    stop = undefined;
    vi.useRealTimers();
    Reflect.deleteProperty(navigator, 'serviceWorker');
  });

  it('loads the reads only once the service worker controls the page', async () => {
    signInAs('user');
    const worker = stubServiceWorker(false);
    const profile = countedRead('profile');
    const queryClient = new QueryClient();
    stop = follow(queryClient, [profile.read]);

    await afterDelay();
    expect(profile.requests).toEqual([]);

    worker.control();
    await vi.advanceTimersByTimeAsync(WARM_UP_DELAY_MS - 1);
    expect(profile.requests).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(profile.requests).toEqual(['profile']);
    expect(queryClient.getQueryData(['warm', 'profile'])).toBe('profile');
  });

  it('loads a session’s reads once, after its sign-in, on a page the worker controls', async () => {
    stubServiceWorker(true);
    const feed = countedRead('feed');
    stop = follow(new QueryClient(), [feed.read]);
    await afterDelay();
    expect(feed.requests).toEqual([]);

    signInAs('user');
    await afterDelay();
    expect(feed.requests).toEqual(['feed']);
    useOnlineStore.setState({ online: false });
    useOnlineStore.setState({ online: true });
    await afterDelay();
    expect(feed.requests).toEqual(['feed']);
  });

  it('loads nothing for an administrator or a visitor', async () => {
    stubServiceWorker(true);
    const profile = countedRead('profile');
    stop = follow(new QueryClient(), [profile.read]);
    await afterDelay();
    signInAs('admin');
    await afterDelay();
    expect(profile.requests).toEqual([]);
  });

  it('waits for the connection, and completes a warm-up that failed when it returns', async () => {
    signInAs('user');
    stubServiceWorker(true);
    useOnlineStore.setState({ online: false });
    let isReachable = false;
    const events = countedRead('events', async () => {
      if (!isReachable) throw new TypeError('Failed to fetch');
      return 'events';
    });
    const profile = countedRead('profile');
    const queryClient = new QueryClient();
    stop = follow(queryClient, [events.read, profile.read]);
    await afterDelay();
    expect(events.requests).toEqual([]);

    useOnlineStore.setState({ online: true });
    await afterDelay();
    expect(events.requests).toEqual(['events']);
    expect(profile.requests).toEqual(['profile']);

    // The connection drops and returns: only what failed is read again.
    isReachable = true;
    useOnlineStore.setState({ online: false });
    useOnlineStore.setState({ online: true });
    await afterDelay();
    expect(events.requests).toEqual(['events', 'events']);
    expect(profile.requests).toEqual(['profile']);
    expect(queryClient.getQueryData(['warm', 'events'])).toBe('events');
  });

  it('reads again what was read before the worker took over or never asked for, not what a screen read through it', async () => {
    signInAs('user');
    const worker = stubServiceWorker(false);
    const before = countedRead('before');
    const through = countedRead('through');
    const seeded = countedRead('seeded');
    const queryClient = new QueryClient();
    stop = follow(queryClient, [before.read, through.read, seeded.read]);

    // A screen reads one before the worker controls the page, and one after; the login
    // answer puts a third into the cache without a request.
    await queryClient.fetchQuery({ queryKey: ['warm', 'before'], queryFn: async () => 'early' });
    worker.control();
    await queryClient.fetchQuery({ queryKey: ['warm', 'through'], queryFn: async () => 'screen' });
    queryClient.setQueryData(['warm', 'seeded'], 'from the login');

    await afterDelay();
    expect(before.requests).toEqual(['before']);
    expect(through.requests).toEqual([]);
    expect(seeded.requests).toEqual(['seeded']);
    expect(queryClient.getQueryData(['warm', 'through'])).toBe('screen');
  });

  it('waits for a read a screen is sending through the worker instead of sending it twice', async () => {
    signInAs('user');
    stubServiceWorker(true);
    const progress = countedRead('progress');
    const queryClient = new QueryClient();
    stop = follow(queryClient, [progress.read]);
    let answer: (value: string) => void = () => undefined;
    void queryClient.fetchQuery({
      queryKey: ['warm', 'progress'],
      queryFn: () => new Promise<string>((resolve) => (answer = resolve)),
    });

    await afterDelay();
    answer('from the screen');
    await vi.advanceTimersByTimeAsync(0);
    expect(progress.requests).toEqual([]);
    expect(queryClient.getQueryData(['warm', 'progress'])).toBe('from the screen');
  });

  it('fetches a few reads at a time, and a failing one neither stops the rest nor shows', async () => {
    signInAs('user');
    stubServiceWorker(true);
    const waiting: (() => void)[] = [];
    const slow = Array.from({ length: WARM_UP_CONCURRENCY + 2 }, (_, i) =>
      countedRead(
        `slow-${i}`,
        () => new Promise<string>((resolve) => waiting.push(() => resolve(`slow-${i}`))),
      ),
    );
    const failing = countedRead('failing', async () => {
      throw new Error('500');
    });
    const feed = offlineFirstPage({
      queryKey: ['warm', 'feed'],
      queryFn: async ({ pageParam }) => ({ page: pageParam }),
      initialPageParam: 1,
      getNextPageParam: () => undefined,
    });
    const queryClient = new QueryClient();
    stop = follow(queryClient, [failing.read, ...slow.map((s) => s.read), feed]);

    await afterDelay();
    // The failed read's slot went to the next; the others wait for a free one.
    expect(slow.flatMap((s) => s.requests)).toEqual(['slow-0', 'slow-1', 'slow-2']);
    while (waiting.length > 0) {
      waiting.shift()?.();
      await vi.advanceTimersByTimeAsync(0);
    }
    expect(slow.flatMap((s) => s.requests)).toHaveLength(WARM_UP_CONCURRENCY + 2);
    expect(queryClient.getQueryData(['warm', 'feed'])).toEqual({
      pages: [{ page: 1 }],
      pageParams: [1],
    });
    expect(queryClient.getQueryState(['warm', 'failing'])?.status).toBe('error');
  });

  it('leaves what no screen shows stale, so a screen opened later asks again', async () => {
    signInAs('user');
    const worker = stubServiceWorker(false);
    const friendsFeed = countedRead('friends-feed');
    const profile = countedRead('profile');
    const queryClient = new QueryClient();
    stop = follow(queryClient, [friendsFeed.read, profile.read]);
    // The first screen shows the profile, read before the worker took over; nothing shows
    // the friends feed yet.
    const shown = new QueryObserver(queryClient, {
      queryKey: ['warm', 'profile'],
      queryFn: async () => 'profile',
    });
    const stopShowing = shown.subscribe(() => undefined);
    worker.control();

    await afterDelay();
    expect(friendsFeed.requests).toEqual(['friends-feed']);
    expect(profile.requests).toEqual(['profile']);
    expect(queryClient.getQueryState(['warm', 'friends-feed'])?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(['warm', 'profile'])?.isInvalidated).toBe(false);
    stopShowing();
  });
});
