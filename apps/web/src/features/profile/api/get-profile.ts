import type { Profile } from '@cc/shared/profile/profile.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useAuthStore } from '../../../lib/auth-store';
import { sessionQueryKeys } from '../../../lib/query-keys';

/** Query key of the signed-in user's profile; mutations that change it update this entry. */
export const profileQueryKey = sessionQueryKeys.profile;

/** GET /api/profile: the signed-in user's own profile. */
export function getProfile(signal?: AbortSignal): Promise<Profile> {
  return api<Profile>('/profile', { signal });
}

/** Query options of the profile, for `useQuery`, `prefetchQuery` and `setQueryData`. */
export function profileQueryOptions() {
  return queryOptions({
    queryKey: profileQueryKey,
    queryFn: ({ signal }) => getProfile(signal),
    staleTime: 60_000,
  });
}

/** The signed-in user's profile; idle while logged out. */
export function useProfile() {
  const authed = useAuthStore((s) => s.authed);
  return useQuery({ ...profileQueryOptions(), enabled: authed });
}
