import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { refreshFundraising } from '../fundraising-cache';

/** Which pledge of which event to delete. */
export interface DeletePledgeInput {
  eventId: string;
  pledgeId: string;
}

/** DELETE /api/events/:id/pledges/:pledgeId (admin): deletes a pledge with its payments. */
export function deletePledge({ eventId, pledgeId }: DeletePledgeInput): Promise<void> {
  return api<void>(
    `/events/${encodeURIComponent(eventId)}/pledges/${encodeURIComponent(pledgeId)}`,
    { method: 'DELETE' },
  );
}

/** Mutation options of a pledge's deletion. */
export function deletePledgeMutationOptions() {
  return mutationOptions({ mutationFn: deletePledge });
}

/** Deletes a pledge; the event's figures load again. */
export function useDeletePledge() {
  const queryClient = useQueryClient();
  return useMutation({
    ...deletePledgeMutationOptions(),
    onSuccess: (_none, { eventId }) => refreshFundraising(queryClient, eventId),
  });
}
