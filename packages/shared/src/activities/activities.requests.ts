import { z } from 'zod';
import { pageQuerySchema } from '../common/paging';

/** Page size of GET /api/profile/myActivities unless the client asks for another. */
export const MY_ACTIVITIES_PAGE_SIZE = 50;

/** Query of GET /api/profile/myActivities: optionally one event, newest date first. */
export const myActivitiesQuerySchema = pageQuerySchema.extend({
  eventId: z.uuid({ error: 'NOT_FOUND' }).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(MY_ACTIVITIES_PAGE_SIZE),
});
export type MyActivitiesQuery = z.infer<typeof myActivitiesQuerySchema>;

/** A client's retry key: 1 to 100 characters of letters, digits, `_` and `-`. */
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_-]{1,100}$/;

/** Headers of a create a client may retry (rule 12). */
export const idempotentHeadersSchema = z.object({
  'idempotency-key': z.string().regex(IDEMPOTENCY_KEY_PATTERN, { error: 'INVALID' }).optional(),
});
