import type { Team, TeamBody } from '@cc/shared/teams/teams.schemas';
import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { teamKeys } from '../../../entities/query-keys';
import { api } from '../../../lib/api-client';

/** POST /api/teams (admin): a new team; a taken name is refused (TEAM_NAME_EXISTS). */
export function createTeam(body: TeamBody): Promise<Team> {
  return api<Team>('/teams', { method: 'POST', body });
}

/** Mutation options of creating a team. */
export function createTeamMutationOptions() {
  return mutationOptions({ mutationFn: createTeam });
}

/** Creates a team and marks the team list stale. */
export function useCreateTeam() {
  const queryClient = useQueryClient();
  return useMutation({
    ...createTeamMutationOptions(),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: teamKeys.all() }),
  });
}
