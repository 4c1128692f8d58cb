import type { CreatePaymentBody, Payment } from '@cc/shared/fundraising/fundraising.schemas';
import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { refreshFundraising } from '../fundraising-cache';

/** The pledge a sponsor paid towards, and the payment. */
export interface CreatePaymentInput {
  eventId: string;
  pledgeId: string;
  body: CreatePaymentBody;
}

/** POST /api/events/:id/pledges/:pledgeId/payments (admin): records a payment (201). */
export function createPayment({ eventId, pledgeId, body }: CreatePaymentInput): Promise<Payment> {
  return api<Payment>(
    `/events/${encodeURIComponent(eventId)}/pledges/${encodeURIComponent(pledgeId)}/payments`,
    { method: 'POST', body },
  );
}

/** Mutation options of a payment's record. */
export function createPaymentMutationOptions() {
  return mutationOptions({ mutationFn: createPayment });
}

/** Records a payment; the event's figures and statements (paid, outstanding) load again. */
export function useCreatePayment() {
  const queryClient = useQueryClient();
  return useMutation({
    ...createPaymentMutationOptions(),
    onSuccess: (_payment, { eventId }) => refreshFundraising(queryClient, eventId),
  });
}
