import { z } from 'zod';
import { pagedSchema } from '../common/paging';
import { fairPlayRules, reviewActions, reviewStatuses } from './fair-play.rules';

/** Largest thresholds an organiser can set: beyond them a check means nothing. */
export const FAIR_PLAY_MAX_KM = 1000;
export const FAIR_PLAY_MAX_KMH = 100;
export const FAIR_PLAY_MAX_DAYS = 366;
export const FAIR_PLAY_MAX_FACTOR = 100;
/** A reason given for a review decision: at most this many characters. */
export const REVIEW_REASON_MAX = 500;
/** At most this many activities in one bulk decision. */
export const REVIEW_BULK_MAX = 100;

const kmField = z
  .number({ error: 'THRESHOLD_INVALID' })
  .positive({ error: 'THRESHOLD_INVALID' })
  .max(FAIR_PLAY_MAX_KM, { error: 'THRESHOLD_INVALID' });
const kmhField = z
  .number({ error: 'THRESHOLD_INVALID' })
  .positive({ error: 'THRESHOLD_INVALID' })
  .max(FAIR_PLAY_MAX_KMH, { error: 'THRESHOLD_INVALID' });

/** An event's fair play settings, as GET answers and PUT takes them (all fields). */
export const fairPlaySettingsSchema = z
  .strictObject({
    enabled: z.boolean({ error: 'INVALID' }),
    dailyFlagKm: kmField,
    dailyHoldKm: kmField,
    speedFlagKmh: z.strictObject({ walking: kmhField, hiking: kmhField, running: kmhField }),
    lateEntryDays: z
      .number({ error: 'THRESHOLD_INVALID' })
      .int({ error: 'THRESHOLD_INVALID' })
      .min(0, { error: 'THRESHOLD_INVALID' })
      .max(FAIR_PLAY_MAX_DAYS, { error: 'THRESHOLD_INVALID' }),
    outlierFactor: z
      .number({ error: 'THRESHOLD_INVALID' })
      .gt(1, { error: 'THRESHOLD_INVALID' })
      .max(FAIR_PLAY_MAX_FACTOR, { error: 'THRESHOLD_INVALID' }),
    checkDuplicates: z.boolean({ error: 'INVALID' }),
    checkPhotoReuse: z.boolean({ error: 'INVALID' }),
    checkPhotoDate: z.boolean({ error: 'INVALID' }),
  })
  .refine((v) => v.dailyHoldKm >= v.dailyFlagKm, {
    path: ['dailyHoldKm'],
    error: 'HOLD_BELOW_FLAG',
  });
export type FairPlaySettingsBody = z.infer<typeof fairPlaySettingsSchema>;

/** GET/PUT /api/events/:id/fairPlay answer: the settings and whether they are the defaults. */
export const fairPlaySchema = z.object({
  eventId: z.string(),
  settings: fairPlaySettingsSchema,
  isDefault: z.boolean(),
});
export type FairPlay = z.infer<typeof fairPlaySchema>;

export const reviewStatusSchema = z.enum(reviewStatuses);
export const fairPlayRuleSchema = z.enum(fairPlayRules);

/** One reason for a review, with its figures (fair-play.rules.ts `FairPlayFlag`). */
export const fairPlayFlagSchema = z.object({
  rule: fairPlayRuleSchema,
  value: z.number().nullable(),
  limit: z.number().nullable(),
  relatedActivityId: z.string().optional(),
  capturedOn: z.string().optional(),
});

/** What an activity's owner and administrators see of its review. */
export const activityReviewSchema = z.object({
  status: reviewStatusSchema,
  flags: z.array(fairPlayFlagSchema),
  /** The organiser's reason for the last decision, when one was given. */
  reason: z.string().nullable(),
});
export type ActivityReview = z.infer<typeof activityReviewSchema>;

/** POST /api/activities/:id/review (admin). */
export const reviewBodySchema = z
  .strictObject({
    action: z.enum(reviewActions, { error: 'ACTION_INVALID' }),
    reason: z.string().trim().max(REVIEW_REASON_MAX, { error: 'TOO_LONG' }).optional(),
    /** When given, the activity's event: another event's activity is refused. */
    eventId: z.uuid({ error: 'EVENT_MISMATCH' }).optional(),
  })
  .refine((v) => v.action !== 'exclude' || (v.reason ?? '').length > 0, {
    path: ['reason'],
    error: 'REASON_REQUIRED',
  });
export type ReviewBody = z.infer<typeof reviewBodySchema>;

/** POST /api/admin/review/bulk (admin): one decision for a selection. */
export const bulkReviewBodySchema = z
  .strictObject({
    activityIds: z
      .array(z.uuid({ error: 'NOT_FOUND' }), { error: 'REQUIRED' })
      .min(1, { error: 'REQUIRED' })
      .max(REVIEW_BULK_MAX, { error: 'TOO_MANY' }),
    action: z.enum(['approve', 'exclude'], { error: 'ACTION_INVALID' }),
    reason: z.string().trim().max(REVIEW_REASON_MAX, { error: 'TOO_LONG' }).optional(),
    eventId: z.uuid({ error: 'EVENT_MISMATCH' }).optional(),
  })
  .refine((v) => v.action !== 'exclude' || (v.reason ?? '').length > 0, {
    path: ['reason'],
    error: 'REASON_REQUIRED',
  });
export type BulkReviewBody = z.infer<typeof bulkReviewBodySchema>;

/** The answer of a review: the activity's new status. */
export const reviewResultSchema = z.object({
  activityId: z.string(),
  status: reviewStatusSchema,
});
export const bulkReviewResultSchema = z.object({ results: z.array(reviewResultSchema) });

/** GET /api/admin/review query. */
export const reviewQuerySchema = z.object({
  eventId: z.uuid({ error: 'NOT_FOUND' }).optional(),
  status: z.enum(['flagged', 'held'], { error: 'INVALID' }).optional(),
  rule: fairPlayRuleSchema.optional(),
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});
export type ReviewQuery = z.infer<typeof reviewQuerySchema>;

/** One activity of the organiser's queue, with the evidence beside it. */
export const reviewItemSchema = z.object({
  activityId: z.string(),
  eventId: z.string(),
  eventName: z.string(),
  userId: z.string(),
  displayName: z.string(),
  email: z.string(),
  date: z.string(),
  distanceKm: z.number(),
  durationMinutes: z.number().nullable(),
  notice: z.string(),
  status: reviewStatusSchema,
  flags: z.array(fairPlayFlagSchema),
  photos: z.array(
    z.object({
      _id: z.string(),
      url: z.string(),
      thumbUrl: z.string(),
      capturedOn: z.string().nullable(),
    }),
  ),
  /** The participant's kilometres on the activity's date, every entry but excluded ones. */
  dayTotalKm: z.number(),
  /** The median of the participant's entries in the event, in km. */
  medianKm: z.number().nullable(),
  /** The participant's kilometres per day in the event (for the chart), oldest first. */
  days: z.array(z.object({ date: z.string(), km: z.number() })),
  createdAt: z.string(),
});
export type ReviewItem = z.infer<typeof reviewItemSchema>;
export const reviewPageSchema = pagedSchema(reviewItemSchema);

/** GET /api/admin/review/count: what waits, for the navigation's badge. */
export const reviewCountSchema = z.object({ flagged: z.number(), held: z.number() });
export type ReviewCount = z.infer<typeof reviewCountSchema>;

/** POST /api/activities/check: the flags an entry would raise, before it is saved. */
export const entryCheckSchema = z.object({
  flags: z.array(fairPlayFlagSchema),
  status: reviewStatusSchema,
});
export type EntryCheck = z.infer<typeof entryCheckSchema>;
