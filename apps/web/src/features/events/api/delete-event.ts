import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { eventKeys } from '../../../entities/query-keys';
import { api } from '../../../lib/api-client';

/** DELETE /api/events/:id (admin): removes an event together with its activities. */
export function deleteEvent(id: string): Promise<void> {
  return api<void>(`/events/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

/** Mutation options of the event removal. */
export function deleteEventMutationOptions() {
  return mutationOptions({ mutationFn: deleteEvent });
}

/** Deletes an event and marks every events list stale. */
export function useDeleteEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    ...deleteEventMutationOptions(),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: eventKeys.all() }),
  });
}
