import type { Profile } from '@cc/shared/profile/profile.schemas';
import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { useAuthStore } from '../../lib/auth-store';
import { profileKeys } from '../query-keys';

/** The unit a participant shows and enters distances in. */
export type DistanceUnit = Profile['unit'];

/** GET /api/profile: the signed-in user's own profile. */
export function getProfile(signal?: AbortSignal): Promise<Profile> {
  return api<Profile>('/profile', { signal });
}

/**
 * Query options of the profile (`profileKeys.me()`). Login seeds it, the guards wait for it,
 * and every screen that needs a piece of it (unit, team, friend references) reads this one
 * entry.
 */
export function profileQueryOptions() {
  return queryOptions({
    queryKey: profileKeys.me(),
    queryFn: ({ signal }) => getProfile(signal),
    staleTime: 60_000,
  });
}

/** The signed-in user's profile; idle while logged out. */
export function useProfile() {
  const authed = useAuthStore((s) => s.authed);
  return useQuery({ ...profileQueryOptions(), enabled: authed });
}

/** One piece of the signed-in user's profile; `undefined` until the profile has loaded. */
export function useProfileSelect<T>(select: (profile: Profile) => T): T | undefined {
  const authed = useAuthStore((s) => s.authed);
  return useQuery({ ...profileQueryOptions(), select, enabled: authed }).data;
}

const selectUnit = (profile: Profile) => profile.unit;

/** The signed-in user's distance unit; `undefined` until the profile has loaded. */
export function useDistanceUnit(): DistanceUnit | undefined {
  return useProfileSelect(selectUnit);
}

/** Puts a profile the server answered (login, a save, a team change) into the cache. */
export function storeProfile(queryClient: QueryClient, profile: Profile): void {
  queryClient.setQueryData(profileKeys.me(), profile);
}

/** The cached profile, if it has loaded (cache updates that need the viewer's name). */
export function cachedProfile(queryClient: QueryClient): Profile | undefined {
  return queryClient.getQueryData(profileKeys.me());
}

/** Marks the profile stale; a screen that shows it loads it again. */
export function refreshProfile(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: profileKeys.me() });
}
