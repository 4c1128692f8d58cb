import type { Profile } from '@cc/shared/profile/profile.schemas';
import type { Unit } from '@cc/shared/users/users.constants';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { sessionQueryKeys } from '../../../lib/query-keys';

/**
 * The signed-in user's distance unit (KM until the profile has loaded), read from the
 * shared `['profile']` cache entry that the guards fill: features do not import each other,
 * so this reads the same key with the same call as the profile feature.
 */
export function useDistanceUnit(): Unit {
  const { data } = useQuery({
    queryKey: sessionQueryKeys.profile,
    queryFn: ({ signal }) => api<Profile>('/profile', { signal }),
    select: (profile) => profile.unit,
    staleTime: 60_000,
  });
  return data ?? 'KM';
}
