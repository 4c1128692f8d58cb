import { isProfile } from '@cc/shared/profile/profile.check';
import type { Profile } from '@cc/shared/profile/profile.schemas';
import type { Role } from '@cc/shared/users/users.constants';
import type { QueryClient } from '@tanstack/react-query';
import { useAuthStore } from '../../lib/auth-store';
import { type DraftSummary, showRestoredDrafts, useDraftsStore } from '../drafts/drafts';
import { profileKeys } from '../query-keys';
import { hasInitialLoad } from './initial-load';

/** The local-storage key of the persisted app state (admin spec §3, §4; decision 043). */
export const STORE_KEY = 'store';
/** Persisted app state is written this long after the last change (admin spec §7). */
export const PERSIST_DEBOUNCE_MS = 2000;

/**
 * What `store` holds: the app state the spec names — authed, role, the profile and the
 * drafts (their summaries; the photos stay in IndexedDB) — and whose it is. The online flag
 * is not kept: it starts from the browser at every start.
 */
export interface PersistedState {
  version: 1;
  authed: boolean;
  role: Role | null;
  userId: string;
  profile: Profile | null;
  drafts: DraftSummary[];
}

/** The stored state, or `null` when there is none or it cannot be read. */
export function readPersistedState(): PersistedState | null {
  try {
    const saved = JSON.parse(localStorage.getItem(STORE_KEY) ?? 'null') as PersistedState | null;
    if (saved?.version !== 1 || typeof saved.userId !== 'string') return null;
    return saved;
  } catch {
    return null;
  }
}

function writePersistedState(queryClient: QueryClient): void {
  const { authed, role, userId } = useAuthStore.getState();
  if (!authed || !userId) {
    localStorage.removeItem(STORE_KEY);
    return;
  }
  const state: PersistedState = {
    version: 1,
    authed,
    role,
    userId,
    profile: queryClient.getQueryData<Profile>(profileKeys.me()) ?? null,
    drafts: useDraftsStore.getState().drafts,
  };
  try {
    localStorage.setItem(STORE_KEY, JSON.stringify(state));
  } catch {
    // A full storage keeps the last state; the server and IndexedDB still hold the truth.
  }
}

/**
 * Puts the stored state back at start (admin spec §4), before the network answers: the
 * profile into the query cache, marked stale so it is fetched again as soon as it can be, and
 * the draft summaries on screen until IndexedDB has answered. Only the signed-in user's own
 * state is restored; anyone else's is dropped.
 *
 * The profile is checked by hand (`isProfile`, held to `profileSchema` by its test), not by
 * the schema: the profile gate shows a page only once the profile is there, so checking it
 * after the first render would keep a signed-in start, offline too, on the loading screen
 * until zod had loaded; checking it with zod before would load zod before every signed-in
 * first paint (issue 13, decision 046).
 */
export function restorePersistedState(queryClient: QueryClient): void {
  const saved = readPersistedState();
  const { authed, userId, role } = useAuthStore.getState();
  if (!saved || !authed || saved.userId !== userId) {
    localStorage.removeItem(STORE_KEY);
    return;
  }
  if (isProfile(saved.profile) && !queryClient.getQueryData(profileKeys.me())) {
    // A participant's initial load reads it again 300 ms after the start (initial-load.ts),
    // once the first page has drawn, instead of beside that page's own reads (decision 088);
    // anyone else's is read again as soon as a screen shows it.
    const updatedAt = hasInitialLoad(role) ? Date.now() : 0;
    queryClient.setQueryData(profileKeys.me(), saved.profile, { updatedAt });
  }
  if (Array.isArray(saved.drafts)) showRestoredDrafts(saved.drafts);
}

/**
 * Keeps `store` up to date: each change of the session, the profile or the drafts writes it
 * 2 s after the last one. Signing out removes it at once, and no pending write brings it
 * back. Returns the function that stops.
 */
export function persistState(queryClient: QueryClient): () => void {
  let timer: ReturnType<typeof setTimeout> | null = null;
  const cancel = () => {
    if (timer) clearTimeout(timer);
    timer = null;
  };
  const schedule = () => {
    cancel();
    timer = setTimeout(() => {
      timer = null;
      writePersistedState(queryClient);
    }, PERSIST_DEBOUNCE_MS);
  };

  const stopAuth = useAuthStore.subscribe((state, previous) => {
    if (!state.authed) {
      cancel();
      localStorage.removeItem(STORE_KEY);
    } else if (state.userId !== previous.userId || !previous.authed) {
      schedule();
    }
  });
  const stopDrafts = useDraftsStore.subscribe((state, previous) => {
    if (state.drafts !== previous.drafts) schedule();
  });
  const profileHash = JSON.stringify(profileKeys.me());
  const stopQueries = queryClient.getQueryCache().subscribe((event) => {
    if (event.type === 'updated' && event.action.type === 'success') {
      if (event.query.queryHash === profileHash) schedule();
    }
  });
  return () => {
    cancel();
    stopAuth();
    stopDrafts();
    stopQueries();
  };
}
