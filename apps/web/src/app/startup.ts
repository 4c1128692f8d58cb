import type { QueryClient } from '@tanstack/react-query';
import { reloadDrafts } from '../entities/drafts/drafts';
import {
  INITIAL_LOAD_DELAY_MS,
  refreshInitialData,
  shouldLoadInitially,
} from '../entities/session/initial-load';
import { followOfflineWarmUp } from '../entities/session/offline-warm-up';
import { persistState, restorePersistedState } from '../entities/session/persisted-state';
import { isSyncDraftsMessage, syncDrafts } from '../features/activities/drafts/sync-drafts';
import { useAuthStore } from '../lib/auth-store';
import { followOnlineState } from '../lib/online';
import { clearUserCaches } from '../lib/pwa/user-caches';
import { appQueryClient } from './query-client';

/** Loads the drafts from IndexedDB; a browser without it keeps the restored summaries. */
function loadDrafts(): Promise<unknown> {
  return reloadDrafts().catch((error: unknown) =>
    console.error('Reading the drafts failed', error),
  );
}

/** The initial load, then the drafts (admin spec §4): only online and as a participant. */
async function initialLoad(queryClient: QueryClient, since: number): Promise<void> {
  if (!shouldLoadInitially()) return;
  await refreshInitialData(queryClient, since);
  await loadDrafts();
  if (shouldLoadInitially()) await syncDrafts(queryClient);
}

/** What a participant's app keeps for offline use; its own chunk, loaded when first needed. */
const loadOfflineReads = () => import('./offline-reads').then((reads) => reads.warmOfflineReads);

/**
 * Starts the shell's local state (admin spec §4 Session and start-up, Online/offline):
 * restores the persisted `store` before the first render, keeps writing it, loads the drafts,
 * follows the online flag, and runs the initial load 300 ms after the start and after each
 * return online. The service worker's Background Sync message and a new sign-in send the
 * drafts too. Once the service worker controls the page, a participant's app loads what the
 * participant screens read, for offline use (decision 064). Returns the function that stops
 * it all (tests).
 */
export function startApp(queryClient: QueryClient = appQueryClient()): () => void {
  restorePersistedState(queryClient);
  // Without a session, no offline copy is anyone's to read: a read still on its way when the
  // last one logged out (a warm-up, the notification check) may have stored one after the
  // logout deleted them (decision 064).
  if (!useAuthStore.getState().authed) void clearUserCaches();
  const stopPersisting = persistState(queryClient);
  void loadDrafts();

  let timer: ReturnType<typeof setTimeout> | null = null;
  const scheduleInitialLoad = () => {
    if (timer) clearTimeout(timer);
    const since = Date.now();
    timer = setTimeout(() => {
      timer = null;
      void initialLoad(queryClient, since);
    }, INITIAL_LOAD_DELAY_MS);
  };
  const stopFollowing = followOnlineState(scheduleInitialLoad);
  scheduleInitialLoad();

  // A session that ended with drafts left (its token expired) gets them back at sign-in.
  const stopAuth = useAuthStore.subscribe((state, previous) => {
    if (state.authed && !previous.authed) {
      void loadDrafts().then(() => {
        if (shouldLoadInitially()) void syncDrafts(queryClient);
      });
    }
  });

  const worker = typeof navigator === 'undefined' ? undefined : navigator.serviceWorker;
  const onMessage = (event: MessageEvent) => {
    if (isSyncDraftsMessage(event.data) && shouldLoadInitially()) void syncDrafts(queryClient);
  };
  worker?.addEventListener('message', onMessage);
  const stopWarmUp = followOfflineWarmUp(queryClient, loadOfflineReads);

  return () => {
    if (timer) clearTimeout(timer);
    stopPersisting();
    stopFollowing();
    stopAuth();
    worker?.removeEventListener('message', onMessage);
    stopWarmUp();
  };
}
