import type { Profile } from '@cc/shared/profile/profile.schemas';
import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { sessionQueryKeys } from '../../../lib/query-keys';
import { teamsQueryKey } from './get-teams';

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
      queryClient.setQueryData(sessionQueryKeys.profile, profile);
      return queryClient.invalidateQueries({ queryKey: teamsQueryKey });
    },
  });
}
