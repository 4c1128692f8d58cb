import type { MyEvent } from '@cc/shared/events/events.schemas';
import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { refreshAfterJoining } from '../../../entities/my-events/my-events';
import { api } from '../../../lib/api-client';

/**
 * POST /api/profile/registerEvent: the signed-in user joins an event (`ALREADY_REGISTERED`
 * or `EVENT_ENDED` on 409, `NOT_FOUND` on 404).
 */
export function registerEvent(eventId: string): Promise<MyEvent> {
  return api<MyEvent>('/profile/registerEvent', { method: 'POST', body: { eventId } });
}

/** Mutation options of the registration. */
export function registerEventMutationOptions() {
  return mutationOptions({ mutationFn: registerEvent });
}

/**
 * Joins an event, then refreshes the user's own data (profile events, my events) and every
 * events list (participant counts, `isRegistered`). Waits for the profile so the next screen
 * already knows the user has joined.
 */
export function useRegisterEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    ...registerEventMutationOptions(),
    onSuccess: () => refreshAfterJoining(queryClient),
  });
}
