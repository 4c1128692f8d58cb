import {
  type FetchInfiniteQueryOptions,
  type FetchQueryOptions,
  hashKey,
  type QueryClient,
  type QueryKey,
} from '@tanstack/react-query';
import { useAuthStore } from '../../lib/auth-store';
import { isOnline, useOnlineStore } from '../../lib/online';

/**
 * The offline warm-up (decision 064): once the service worker controls the page, a signed-in
 * participant's app loads in the background what the participant screens read, so the
 * worker's per-session cache (decision 040) holds them and every one of those screens opens
 * offline after one online session, without the participant having opened it. What to load
 * is the app's to say (app/offline-reads.ts, which may import the features' query options);
 * when, for whom and how is said here.
 */

/** One read to keep for offline use: its query key and how to fetch it into the cache. */
export interface OfflineRead {
  queryKey: QueryKey;
  /** Fetches it, through the worker, whatever the cache holds; never rejects. */
  fetch: (queryClient: QueryClient) => Promise<void>;
}

/** A read of a plain query, with the options its screen uses. */
export function offlineRead<TQueryFnData, TError, TData, TQueryKey extends QueryKey>(
  options: FetchQueryOptions<TQueryFnData, TError, TData, TQueryKey>,
): OfflineRead {
  return {
    queryKey: options.queryKey,
    fetch: (queryClient) => queryClient.prefetchQuery({ ...options, staleTime: 0, retry: false }),
  };
}

/** A read of an infinite query: its first page (or the pages its screen has loaded). */
export function offlineFirstPage<TQueryFnData, TError, TData, TQueryKey extends QueryKey, TPage>(
  options: FetchInfiniteQueryOptions<TQueryFnData, TError, TData, TQueryKey, TPage>,
): OfflineRead {
  return {
    queryKey: options.queryKey,
    fetch: (queryClient) =>
      queryClient.prefetchInfiniteQuery({ ...options, staleTime: 0, retry: false }),
  };
}

/**
 * What the app keeps for offline use: it hands `warm` the reads to load, and may read one's
 * answer from the query client to know the next (my events, then each event's reads).
 */
export type OfflineReadsPlan = (
  warm: (reads: OfflineRead[]) => Promise<void>,
  queryClient: QueryClient,
) => Promise<void>;

/** The warm-up waits this long after the moment that starts it: the shown screen goes first. */
export const WARM_UP_DELAY_MS = 1000;

/** Reads fetched at once, so a screen the participant opens meanwhile is not queued behind them. */
export const WARM_UP_CONCURRENCY = 3;

/** The service worker container, where the browser has one. */
function serviceWorkers(): ServiceWorkerContainer | undefined {
  return typeof navigator === 'undefined' ? undefined : navigator.serviceWorker;
}

/** Whether a service worker controls the page, so that requests pass through its cache. */
function isControlled(): boolean {
  return Boolean(serviceWorkers()?.controller);
}

/** The token of a signed-in participant's session; null for a visitor or an administrator. */
function participantToken(): string | null {
  const { authed, role, token } = useAuthStore.getState();
  return authed && role === 'user' ? token : null;
}

/** Runs `tasks` at most `width` at a time; a failure ends only its own task. */
async function inTurns(tasks: (() => Promise<void>)[], width: number): Promise<void> {
  let next = 0;
  const turn = async () => {
    for (let task = tasks[next++]; task; task = tasks[next++]) {
      await task().catch(() => undefined);
    }
  };
  await Promise.all(Array.from({ length: Math.min(width, tasks.length) }, turn));
}

/**
 * Follows the moments a warm-up may be due — the start, a sign-in, the return online and the
 * worker taking control of the page — and WARM_UP_DELAY_MS after each, while online, signed
 * in as a participant and controlled, loads the reads of `loadPlan` that the worker's cache
 * of this session may lack. A read counts as kept once a fetch of it that started while the
 * worker controlled the page has succeeded, also a screen's own; the rest is fetched again,
 * since what was read before the worker took over (the first screen after a first sign-in)
 * or never requested (the profile the login answered) is not in that cache. So each start
 * refreshes the copies the screens have not, and a warm-up cut short completes at the next
 * moment. What no screen shows is left stale, so its screen asks again when it opens.
 * Failures are silent: a read that fails is fetched by its screen when shown.
 * Returns the function that stops following (tests).
 */
export function followOfflineWarmUp(
  queryClient: QueryClient,
  loadPlan: () => Promise<OfflineReadsPlan>,
): () => void {
  const kept = new Set<string>();
  const fetching = new Set<string>();
  const stopWatching = queryClient.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated') return;
    const { action, query } = event;
    // A next page says nothing of the first page's address.
    if (action.type === 'fetch' && isControlled() && !action.meta?.fetchMore) {
      fetching.add(query.queryHash);
    } else if (action.type === 'success' && !action.manual && fetching.delete(query.queryHash)) {
      kept.add(query.queryHash);
    } else if (action.type === 'error') {
      fetching.delete(query.queryHash);
    }
  });

  let session = participantToken();

  /** Loads one read unless kept; one a screen is fetching is waited for first. */
  async function warmRead(read: OfflineRead, token: string): Promise<void> {
    const hash = hashKey(read.queryKey);
    if (participantToken() !== token || kept.has(hash)) return;
    const promise = queryClient.getQueryCache().get(hash)?.promise;
    if (promise) await promise.catch(() => undefined);
    if (kept.has(hash)) return;
    await read.fetch(queryClient);
    // Loaded for the worker's cache, not for a screen: a screen that opens later shows it at
    // once and asks again, as after the initial load, rather than take it for fresh.
    if (!queryClient.getQueryCache().get(hash)?.isActive()) {
      await queryClient.invalidateQueries({
        queryKey: read.queryKey,
        exact: true,
        refetchType: 'none',
      });
    }
  }

  async function warmAll(token: string): Promise<void> {
    try {
      const plan = await loadPlan();
      await plan(
        (reads) =>
          inTurns(
            reads.map((read) => () => warmRead(read, token)),
            WARM_UP_CONCURRENCY,
          ),
        queryClient,
      );
    } catch {
      // The plan's code did not load (the network dropped): the next moment tries again.
    }
  }

  let running: Promise<void> | null = null;
  let isDueAgain = false;
  /** One warm-up at a time; a moment that comes during one starts another after it. */
  function warmUp(): void {
    if (running) {
      isDueAgain = true;
      return;
    }
    const token = participantToken();
    if (!token || !isOnline() || !isControlled()) return;
    running = warmAll(token).finally(() => {
      running = null;
      if (isDueAgain) {
        isDueAgain = false;
        warmUp();
      }
    });
  }

  let timer: ReturnType<typeof setTimeout> | null = null;
  const schedule = () => {
    if (timer) clearTimeout(timer);
    timer = setTimeout(() => {
      timer = null;
      warmUp();
    }, WARM_UP_DELAY_MS);
  };

  const stopAuth = useAuthStore.subscribe(() => {
    const token = participantToken();
    if (token === session) return;
    // A new session has a cache of its own: nothing of the last one counts as kept.
    session = token;
    kept.clear();
    fetching.clear();
    if (token) schedule();
  });
  const stopOnline = useOnlineStore.subscribe((state, previous) => {
    if (state.online && !previous.online) schedule();
  });
  const worker = serviceWorkers();
  worker?.addEventListener('controllerchange', schedule);
  schedule();

  return () => {
    if (timer) clearTimeout(timer);
    stopWatching();
    stopAuth();
    stopOnline();
    worker?.removeEventListener('controllerchange', schedule);
  };
}
