import type { QueryClient } from '@tanstack/react-query';
import {
  eventKeys,
  fairPlayKeys,
  fundraisingKeys,
  rankingKeys,
  reportKeys,
} from '../../entities/query-keys';
import { isApiError } from '../../lib/api-client';

/**
 * After a review decision: the queue and its count are stale, and so is every figure the
 * activity's kilometres are in (decision 071: held and excluded ones count nowhere), i.e.
 * the admin event pages, the rankings, the reports and the money raised. Resolves once the
 * screens showing them have loaded them again.
 */
export async function refreshAfterReview(queryClient: QueryClient): Promise<void> {
  await Promise.all(
    [
      fairPlayKeys.queue(),
      fairPlayKeys.count(),
      eventKeys.adminLists(),
      rankingKeys.all(),
      reportKeys.all(),
      fundraisingKeys.all(),
    ].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
  );
}

/**
 * After a refused decision: a refusal that says the activity is not as the page showed it
 * (decided by another organiser meanwhile, edited, deleted) reloads the queue and its count,
 * so the page shows what stands now.
 */
export async function refreshAfterRefusal(queryClient: QueryClient, error: unknown) {
  if (!isApiError(error, 'REVIEW_NOT_ALLOWED', 'NOT_FOUND', 'EVENT_SETTLED')) return;
  await Promise.all(
    [fairPlayKeys.queue(), fairPlayKeys.count()].map((queryKey) =>
      queryClient.invalidateQueries({ queryKey }),
    ),
  );
}
