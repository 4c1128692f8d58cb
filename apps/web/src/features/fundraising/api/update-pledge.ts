import type { Pledge, UpdatePledgeBody } from '@cc/shared/fundraising/fundraising.schemas';
import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { refreshFundraising } from '../fundraising-cache';

/** Which pledge of which event to change, and how. */
export interface UpdatePledgeInput {
  eventId: string;
  pledgeId: string;
  body: UpdatePledgeBody;
}

/** PATCH /api/events/:id/pledges/:pledgeId (admin): changes a pledge's terms. */
export function updatePledge({ eventId, pledgeId, body }: UpdatePledgeInput): Promise<Pledge> {
  return api<Pledge>(
    `/events/${encodeURIComponent(eventId)}/pledges/${encodeURIComponent(pledgeId)}`,
    { method: 'PATCH', body },
  );
}

/** Mutation options of a pledge's update. */
export function updatePledgeMutationOptions() {
  return mutationOptions({ mutationFn: updatePledge });
}

/** Changes a pledge; the event's figures load again. */
export function useUpdatePledge() {
  const queryClient = useQueryClient();
  return useMutation({
    ...updatePledgeMutationOptions(),
    onSuccess: (_pledge, { eventId }) => refreshFundraising(queryClient, eventId),
  });
}
