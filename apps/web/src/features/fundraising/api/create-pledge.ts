import type { CreatePledgeBody, Pledge } from '@cc/shared/fundraising/fundraising.schemas';
import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { refreshFundraising } from '../fundraising-cache';

/** The event to pledge to, and the pledge's terms. */
export interface CreatePledgeInput {
  eventId: string;
  body: CreatePledgeBody;
}

/** POST /api/events/:id/pledges (admin): adds a sponsor's pledge; answers it (201). */
export function createPledge({ eventId, body }: CreatePledgeInput): Promise<Pledge> {
  return api<Pledge>(`/events/${encodeURIComponent(eventId)}/pledges`, { method: 'POST', body });
}

/** Mutation options of a pledge's creation. */
export function createPledgeMutationOptions() {
  return mutationOptions({ mutationFn: createPledge });
}

/** Adds a pledge; the event's figures load again. */
export function useCreatePledge() {
  const queryClient = useQueryClient();
  return useMutation({
    ...createPledgeMutationOptions(),
    onSuccess: (_pledge, { eventId }) => refreshFundraising(queryClient, eventId),
  });
}
