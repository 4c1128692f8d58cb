import type { Profile } from '@cc/shared/profile/profile.schemas';
import type { RegisterTeamBody } from '@cc/shared/teams/teams.schemas';
import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { storeProfile } from '../../../entities/profile/profile';
import { teamKeys } from '../../../entities/query-keys';
import { api } from '../../../lib/api-client';

/**
 * POST /api/profile/registerTeam: the user joins a team; a member of another team leaves it
 * first (rule 20). Answers the updated profile.
 */
export function registerTeam(teamId: string): Promise<Profile> {
  const body: RegisterTeamBody = { teamId };
  return api<Profile>('/profile/registerTeam', { method: 'POST', body });
}

/** Mutation options of joining a team. */
export function registerTeamMutationOptions() {
  return mutationOptions({ mutationFn: registerTeam });
}

/**
 * Joins a team, puts the answered profile into the cache (the team mark moves at once) and
 * marks the team list stale (member counts changed).
 */
export function useRegisterTeam() {
  const queryClient = useQueryClient();
  return useMutation({
    ...registerTeamMutationOptions(),
    onSuccess: (profile) => {
      storeProfile(queryClient, profile);
      return queryClient.invalidateQueries({ queryKey: teamKeys.all() });
    },
  });
}
