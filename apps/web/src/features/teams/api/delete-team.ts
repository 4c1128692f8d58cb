import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { teamKeys } from '../../../entities/query-keys';
import { api } from '../../../lib/api-client';

/** DELETE /api/teams/:id (admin): removes a team; its members are left without one. */
export function deleteTeam(id: string): Promise<{ msg: string }> {
  return api<{ msg: string }>(`/teams/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

/** Mutation options of deleting a team. */
export function deleteTeamMutationOptions() {
  return mutationOptions({ mutationFn: deleteTeam });
}

/** Deletes a team and marks the team list stale. */
export function useDeleteTeam() {
  const queryClient = useQueryClient();
  return useMutation({
    ...deleteTeamMutationOptions(),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: teamKeys.all() }),
  });
}
