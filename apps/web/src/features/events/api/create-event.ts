import type { CreateEventBody, Event } from '@cc/shared/events/events.schemas';
import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { eventKeys } from '../../../entities/query-keys';
import { api } from '../../../lib/api-client';

/** POST /api/events (admin): creates an event (field errors on 400). */
export function createEvent(body: CreateEventBody): Promise<Event> {
  return api<Event>('/events', { method: 'POST', body });
}

/** Mutation options of the event creation. */
export function createEventMutationOptions() {
  return mutationOptions({ mutationFn: createEvent });
}

/** Creates an event and marks every events list stale (admin table and open events). */
export function useCreateEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    ...createEventMutationOptions(),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: eventKeys.all() }),
  });
}
