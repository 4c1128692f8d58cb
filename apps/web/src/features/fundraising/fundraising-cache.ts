import type { QueryClient } from '@tanstack/react-query';
import { fundraisingKeys } from '../../entities/query-keys';

/**
 * After a write to an event's fundraising (a pledge, a payment, a settle or reopen): its
 * figures and its statements are stale; the screens showing them load them again.
 */
export async function refreshFundraising(queryClient: QueryClient, eventId: string) {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: fundraisingKeys.event(eventId) }),
    queryClient.invalidateQueries({ queryKey: fundraisingKeys.statements(eventId) }),
  ]);
}
