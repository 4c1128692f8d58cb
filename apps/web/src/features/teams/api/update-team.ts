import type { Team, TeamBody } from '@cc/shared/teams/teams.schemas';
import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { teamKeys } from '../../../entities/query-keys';
import { api } from '../../../lib/api-client';

/** What an update sends: the team's id and its new fields. */
export interface UpdateTeamInput {
  id: string;
  body: TeamBody;
}

/** PATCH /api/teams/:id (admin): renames a team or changes its description. */
export function updateTeam({ id, body }: UpdateTeamInput): Promise<Team> {
  return api<Team>(`/teams/${encodeURIComponent(id)}`, { method: 'PATCH', body });
}

/** Mutation options of updating a team. */
export function updateTeamMutationOptions() {
  return mutationOptions({ mutationFn: updateTeam });
}

/** Updates a team and marks the team list stale. */
export function useUpdateTeam() {
  const queryClient = useQueryClient();
  return useMutation({
    ...updateTeamMutationOptions(),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: teamKeys.all() }),
  });
}
