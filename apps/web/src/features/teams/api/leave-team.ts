import type { Profile } from '@cc/shared/profile/profile.schemas';
import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { storeProfile } from '../../../entities/profile/profile';
import { teamKeys } from '../../../entities/query-keys';
import { api } from '../../../lib/api-client';

/** POST /api/profile/leaveTeam (empty body): the user leaves their team. Answers the profile. */
export function leaveTeam(): Promise<Profile> {
  return api<Profile>('/profile/leaveTeam', { method: 'POST' });
}

/** Mutation options of leaving the team. */
export function leaveTeamMutationOptions() {
  return mutationOptions({ mutationFn: leaveTeam });
}

/** Leaves the team, caches the answered profile and marks the team list stale. */
export function useLeaveTeam() {
  const queryClient = useQueryClient();
  return useMutation({
    ...leaveTeamMutationOptions(),
    onSuccess: (profile) => {
      storeProfile(queryClient, profile);
      return queryClient.invalidateQueries({ queryKey: teamKeys.all() });
    },
  });
}
