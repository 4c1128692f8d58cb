import type { Fundraising } from '@cc/shared/fundraising/fundraising.schemas';
import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { refreshFundraising } from '../fundraising-cache';

/**
 * POST /api/events/:id/fundraising/reopen (admin): unfreezes the figures; the next settle
 * writes a new statement version, earlier ones stay readable.
 */
export function reopenFundraising(eventId: string): Promise<Fundraising> {
  return api<Fundraising>(`/events/${encodeURIComponent(eventId)}/fundraising/reopen`, {
    method: 'POST',
  });
}

/** Mutation options of the reopen. */
export function reopenFundraisingMutationOptions() {
  return mutationOptions({ mutationFn: reopenFundraising });
}

/** Reopens an event's fundraising; its figures and statements load again. */
export function useReopenFundraising() {
  const queryClient = useQueryClient();
  return useMutation({
    ...reopenFundraisingMutationOptions(),
    onSuccess: (_fundraising, eventId) => refreshFundraising(queryClient, eventId),
  });
}
