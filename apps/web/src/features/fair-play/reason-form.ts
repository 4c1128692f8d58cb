import { reviewBodySchema } from '@cc/shared/fair-play/fair-play.schemas';
import { z } from 'zod';

/** The exclusion dialog's one field. */
export interface ReasonFormValues {
  reason: string;
}

/**
 * The dialog's check: the API's own review schema over an exclusion with the typed reason,
 * so the browser and the server object with the same codes (REASON_REQUIRED, TOO_LONG).
 * Bulk exclusions take the same reason rule (bulkReviewBodySchema).
 */
export const reasonFormSchema = z
  .custom<ReasonFormValues>()
  .transform(
    (values): z.input<typeof reviewBodySchema> => ({
      action: 'exclude',
      reason: values.reason,
    }),
  )
  .pipe(reviewBodySchema);
