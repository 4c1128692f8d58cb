import type { Profile } from '@cc/shared/profile/profile.schemas';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { sessionQueryKeys } from '../../../lib/query-keys';

/** GET /api/profile: the signed-in user's profile (its `teamId` marks their team). */
export function getProfile(signal?: AbortSignal): Promise<Profile> {
  return api<Profile>('/profile', { signal });
}

/**
 * The id of the user's team (`null` without one), read from the shared `['profile']` cache
 * entry the guards fill; `undefined` until the profile has loaded.
 */
export function useProfileTeamId(): string | null | undefined {
  const { data } = useQuery({
    queryKey: sessionQueryKeys.profile,
    queryFn: ({ signal }) => getProfile(signal),
    select: (profile) => profile.teamId,
    staleTime: 60_000,
  });
  return data;
}
