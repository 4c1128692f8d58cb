import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { communicationKeys } from '../../../entities/query-keys';
import { api } from '../../../lib/api-client';

/** DELETE /api/communications/:id (admin): removes a communication from the list. */
export function deleteCommunication(id: string): Promise<void> {
  return api<void>(`/communications/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

/** Mutation options of the communication removal. */
export function deleteCommunicationMutationOptions() {
  return mutationOptions({ mutationFn: deleteCommunication });
}

/** Deletes a communication and marks the communications lists stale. */
export function useDeleteCommunication() {
  const queryClient = useQueryClient();
  return useMutation({
    ...deleteCommunicationMutationOptions(),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: communicationKeys.lists() }),
  });
}
