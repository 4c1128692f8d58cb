import type { Fundraising, FundraisingBody } from '@cc/shared/fundraising/fundraising.schemas';
import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { fundraisingKeys } from '../../../entities/query-keys';
import { api } from '../../../lib/api-client';

/** Which event's cause to set, and to what. */
export interface SaveFundraisingInput {
  eventId: string;
  body: FundraisingBody;
}

/** PUT /api/events/:id/fundraising (admin): sets the event's cause and currency. */
export function saveFundraising({ eventId, body }: SaveFundraisingInput): Promise<Fundraising> {
  return api<Fundraising>(`/events/${encodeURIComponent(eventId)}/fundraising`, {
    method: 'PUT',
    body,
  });
}

/** Mutation options of the cause's save. */
export function saveFundraisingMutationOptions() {
  return mutationOptions({ mutationFn: saveFundraising });
}

/** Saves the cause; the answer is the event's fundraising as it now stands. */
export function useSaveFundraising() {
  const queryClient = useQueryClient();
  return useMutation({
    ...saveFundraisingMutationOptions(),
    onSuccess: (fundraising, { eventId }) => {
      queryClient.setQueryData(fundraisingKeys.event(eventId), fundraising);
    },
  });
}
