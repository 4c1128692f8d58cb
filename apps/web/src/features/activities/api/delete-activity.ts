import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { refreshAfterActivityChange } from '../../../entities/my-events/my-events';
import { api } from '../../../lib/api-client';

/** DELETE /api/activities/:id: removes one of the user's activities while the event runs. */
export function deleteActivity(id: string): Promise<{ msg: string }> {
  return api<{ msg: string }>(`/activities/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

/** Mutation options of the delete. */
export function deleteActivityMutationOptions() {
  return mutationOptions({ mutationFn: deleteActivity });
}

/** Deletes an activity and refreshes the user's own data. */
export function useDeleteActivity() {
  const queryClient = useQueryClient();
  return useMutation({
    ...deleteActivityMutationOptions(),
    onSuccess: () => refreshAfterActivityChange(queryClient),
  });
}
