import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { refreshFundraising } from '../fundraising-cache';

/** Which payment of which pledge to delete. */
export interface DeletePaymentInput {
  eventId: string;
  pledgeId: string;
  paymentId: string;
}

/** DELETE /api/events/:id/pledges/:pledgeId/payments/:paymentId (admin). */
export function deletePayment({ eventId, pledgeId, paymentId }: DeletePaymentInput) {
  const path = [eventId, 'pledges', pledgeId, 'payments', paymentId]
    .map(encodeURIComponent)
    .join('/');
  return api<void>(`/events/${path}`, { method: 'DELETE' });
}

/** Mutation options of a payment's deletion. */
export function deletePaymentMutationOptions() {
  return mutationOptions({ mutationFn: deletePayment });
}

/** Deletes a payment recorded by mistake; the figures and statements load again. */
export function useDeletePayment() {
  const queryClient = useQueryClient();
  return useMutation({
    ...deletePaymentMutationOptions(),
    onSuccess: (_none, { eventId }) => refreshFundraising(queryClient, eventId),
  });
}
