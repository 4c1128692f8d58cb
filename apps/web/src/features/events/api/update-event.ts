import type { Event, UpdateEventBody } from '@cc/shared/events/events.schemas';
import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { eventKeys } from '../../../entities/query-keys';
import { api } from '../../../lib/api-client';

/** What to change on which event. */
export interface UpdateEventInput {
  id: string;
  body: UpdateEventBody;
}

/** PATCH /api/events/:id (admin): changes an event. */
export function updateEvent({ id, body }: UpdateEventInput): Promise<Event> {
  return api<Event>(`/events/${encodeURIComponent(id)}`, { method: 'PATCH', body });
}

/** Mutation options of the event update. */
export function updateEventMutationOptions() {
  return mutationOptions({ mutationFn: updateEvent });
}

/** Updates an event and marks every events list stale. */
export function useUpdateEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    ...updateEventMutationOptions(),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: eventKeys.all() }),
  });
}
