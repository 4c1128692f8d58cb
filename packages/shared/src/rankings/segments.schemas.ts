import { z } from 'zod';

/** How a group board groups an event's participants (decision 072). */
export const segmentDimensions = ['userType', 'country', 'team'] as const;
export type SegmentDimension = (typeof segmentDimensions)[number];

/**
 * What a group board ranks by: kilometres per active participant (the default: a group is
 * not punished for members who never started), per registered participant, or the sum.
 */
export const segmentMetrics = ['avgActive', 'avgRegistered', 'sum'] as const;
export type SegmentMetric = (typeof segmentMetrics)[number];

/**
 * The fewest active participants a group needs before participants see its rank: smaller
 * groups show their figures without a place (administrators see every rank).
 */
export const SEGMENT_MIN_ACTIVE = 5;

/** Query of GET /api/activities/ranking/segments. */
export const segmentsQuerySchema = z.object({
  event_id: z.uuid({ error: 'NOT_FOUND' }).optional(),
  by: z.enum(segmentDimensions, { error: 'GROUPING_INVALID' }).default('userType'),
  metric: z.enum(segmentMetrics, { error: 'METRIC_INVALID' }).default('avgActive'),
});
export type SegmentsQuery = z.infer<typeof segmentsQuerySchema>;

/**
 * One group of an event's participants: `segment` is the stored key (a user type such as
 * `Staff`, a country code such as `DE`, a team id; `''` for participants without a user
 * type), `label` its name in the caller's language. `active` participants have at least one
 * counted activity; averages are km with two decimals, `participationRate` active over
 * registered from 0 to 1. `rank` by the metric with ties shared, null where not shown.
 */
export const segmentRowSchema = z.object({
  segment: z.string(),
  label: z.string(),
  registered: z.number().int(),
  active: z.number().int(),
  totalKm: z.number(),
  avgKmPerActive: z.number(),
  avgKmPerRegistered: z.number(),
  participationRate: z.number(),
  rank: z.number().int().nullable(),
  /** Whether the caller's own participation is in this group. */
  isMine: z.boolean(),
});
export type SegmentRow = z.infer<typeof segmentRowSchema>;

/** Answer of GET ranking/segments: the groups, best first by the metric. */
export const segmentsPageSchema = z.object({
  eventId: z.string().nullable(),
  by: z.enum(segmentDimensions),
  metric: z.enum(segmentMetrics),
  minimumActive: z.number().int(),
  docs: z.array(segmentRowSchema),
});
export type SegmentsPage = z.infer<typeof segmentsPageSchema>;
