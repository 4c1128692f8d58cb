import type { Profile } from '@cc/shared/profile/profile.schemas';
import { useQuery } from '@tanstack/react-query';
import { api } from './api-client';
import { sessionQueryKeys } from './query-keys';

/** The unit a participant shows and enters distances in. */
export type DistanceUnit = Profile['unit'];

/**
 * The signed-in user's distance unit, read from the shared `['profile']` cache entry that the
 * guards fill (features do not import each other; events and activities both show distances).
 * `undefined` until the profile has loaded.
 */
export function useDistanceUnit(): DistanceUnit | undefined {
  const { data } = useQuery({
    queryKey: sessionQueryKeys.profile,
    queryFn: ({ signal }) => api<Profile>('/profile', { signal }),
    select: (profile) => profile.unit,
    staleTime: 60_000,
  });
  return data;
}
