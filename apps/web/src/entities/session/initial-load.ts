import type { Role } from '@cc/shared/users/users.constants';
import type { QueryClient } from '@tanstack/react-query';
import { useAuthStore } from '../../lib/auth-store';
import { isOnline } from '../../lib/online';
import {
  activityKeys,
  eventKeys,
  feedKeys,
  friendKeys,
  notificationKeys,
  profileKeys,
} from '../query-keys';

/** The initial load waits this long after the start or after the connection returns (admin spec §7). */
export const INITIAL_LOAD_DELAY_MS = 300;

/** Whether a session of `role` has an initial load at all: a participant's (admin spec §4). */
export function hasInitialLoad(role: Role | null): boolean {
  return role === 'user';
}

/** Whether the initial load applies now: online, and signed in as a participant (admin spec §4). */
export function shouldLoadInitially(): boolean {
  const { authed, role } = useAuthStore.getState();
  return isOnline() && authed && hasInitialLoad(role);
}

/**
 * The data of the initial load (admin spec §4 Session and start-up): the profile, my events,
 * my activities, the friend items, both feeds (all and friends; `feedKeys.lists()` holds
 * them) and the notifications, each as it is now or newer than `since` (the start, or the
 * return online). Screens showing them fetch them again, unless they fetched them after
 * `since` or are fetching them still (the page shown at start asks at once); the rest is
 * marked stale and fetched when shown. Resolves when the shown ones have answered or failed.
 */
export async function refreshInitialData(queryClient: QueryClient, since: number): Promise<void> {
  const keys = [
    profileKeys.me(),
    eventKeys.mine(),
    activityKeys.all(),
    friendKeys.all(),
    feedKeys.lists(),
    notificationKeys.all(),
  ];
  await Promise.allSettled(
    keys.map((queryKey) =>
      queryClient.invalidateQueries(
        { queryKey, predicate: (query) => query.state.dataUpdatedAt <= since },
        { cancelRefetch: false },
      ),
    ),
  );
}
