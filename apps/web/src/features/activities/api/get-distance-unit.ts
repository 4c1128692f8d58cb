import type { Profile } from '@cc/shared/profile/profile.schemas';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { sessionQueryKeys } from '../../../lib/query-keys';

/** The unit a participant shows and enters distances in. */
export type DistanceUnit = Profile['unit'];

/**
 * The signed-in user's distance unit, read from the shared `['profile']` cache entry
 * (features do not import each other, so this reads the same key the profile feature fills).
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
