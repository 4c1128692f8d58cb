import type { Statement } from '@cc/shared/fundraising/fundraising.schemas';
import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { refreshFundraising } from '../fundraising-cache';

/**
 * POST /api/events/:id/fundraising/settle (admin): freezes the figures as a new statement
 * version; 409 EVENT_NOT_ENDED before the event's end.
 */
export function settleFundraising(eventId: string): Promise<Statement> {
  return api<Statement>(`/events/${encodeURIComponent(eventId)}/fundraising/settle`, {
    method: 'POST',
  });
}

/** Mutation options of the settlement. */
export function settleFundraisingMutationOptions() {
  return mutationOptions({ mutationFn: settleFundraising });
}

/** Settles an event's fundraising; its figures and statements load again. */
export function useSettleFundraising() {
  const queryClient = useQueryClient();
  return useMutation({
    ...settleFundraisingMutationOptions(),
    onSuccess: (_statement, eventId) => refreshFundraising(queryClient, eventId),
  });
}
