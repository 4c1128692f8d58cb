import { z } from 'zod';
import { pagedSchema } from '../common/paging';
import { activityReviewSchema } from '../fair-play/fair-play.schemas';
import { isIsoDate } from '../time/calendar';

/** At most 3 photos per activity; notice at most 200 characters (spec §9). */
export const MAX_IMAGES = 3;
export const NOTICE_MAX = 200;
/** A duration is a whole number of minutes up to a day (issue 25). */
export const DURATION_MAX_MINUTES = 1440;
/** Largest photo upload in bytes. */
export const IMAGE_MAX_BYTES = 10 * 1024 * 1024;
/** Accepted photo types, checked by content on the server. */
export const imageMimeTypes = ['image/jpeg', 'image/png', 'image/webp'] as const;

/**
 * A stored photo: display image, thumbnail and the feed's middle width, all re-encoded WebP
 * without metadata (decision 085). A photo stored before the middle width existed lacks
 * `mediumUrl`, `width` and `height` until the backfill has made them.
 */
export const activityImageSchema = z.object({
  _id: z.string(),
  /** The display image, at most 1600 px on its longest side (the photo viewer). */
  url: z.string(),
  /** At most 400 px on its longest side. */
  thumbUrl: z.string(),
  /** At most 1200 px on its longest side: a feed photo across a phone at 3× density. */
  mediumUrl: z.string().optional(),
  /** Pixel size of the display image; the other widths follow (photo-variants.ts). */
  width: z.number().int().optional(),
  height: z.number().int().optional(),
});

/** An activity as its owner and the feed see it. */
export const activitySchema = z.object({
  _id: z.string(),
  eventId: z.string(),
  creatorId: z.string(),
  date: z.string().describe('YYYY-MM-DD'),
  distanceKm: z.number(),
  distanceMile: z.number(),
  notice: z.string(),
  /** Minutes, when the participant gave them; with them the app shows the pace. */
  durationMinutes: z.number().nullable(),
  images: z.array(activityImageSchema),
  isEventEnded: z.boolean(),
  /** Where the activity stands in review (decision 071); for its owner and administrators only. */
  review: activityReviewSchema.optional(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Activity = z.infer<typeof activitySchema>;

export const activityPageSchema = pagedSchema(activitySchema);

/**
 * An optional duration in whole minutes, 1 to 1440 (multipart sends strings; an empty
 * string or null means none).
 */
const durationField = z.preprocess(
  (v) => (v === '' ? null : typeof v === 'boolean' ? Number.NaN : v),
  z.coerce
    .number({ error: 'DURATION_INVALID' })
    .int({ error: 'DURATION_INVALID' })
    .min(1, { error: 'DURATION_INVALID' })
    .max(DURATION_MAX_MINUTES, { error: 'DURATION_INVALID' })
    .nullable(),
);

/** A distance field: numeric (multipart sends strings), required. */
const distanceField = z.coerce
  .number({ error: 'DISTANCE_INVALID' })
  .refine(Number.isFinite, { error: 'DISTANCE_INVALID' });

/**
 * Fields of POST /api/activities and PATCH /api/activities/:id (JSON, or the text parts of
 * multipart/form-data with files `images`). Give distanceKm, distanceMile or both: a missing
 * one is derived; both together must be the same distance (rule 9).
 */
export const activityFieldsSchema = z
  .strictObject({
    eventId: z.uuid({ error: 'NOT_FOUND' }),
    date: z
      .string({ error: 'DATE_REQUIRED' })
      .trim()
      .min(1, { error: 'DATE_REQUIRED' })
      .refine((v) => v.length === 0 || isIsoDate(v), { error: 'INVALID_DATE' }),
    distanceKm: distanceField.optional(),
    distanceMile: distanceField.optional(),
    notice: z.string().max(NOTICE_MAX, { error: 'TOO_LONG' }).default(''),
    durationMinutes: durationField.optional(),
  })
  .refine((v) => v.distanceKm !== undefined || v.distanceMile !== undefined, {
    path: ['distanceKm'],
    error: 'DISTANCE_REQUIRED',
  });
export type ActivityFields = z.infer<typeof activityFieldsSchema>;

/**
 * PATCH: the same fields, all optional. `eventId` may repeat the activity's own event
 * (DESIGN §4); any other value, well-formed or not, is EVENT_MISMATCH, as the event cannot change.
 */
export const updateActivityFieldsSchema = z.strictObject({
  eventId: z.uuid({ error: 'EVENT_MISMATCH' }).optional(),
  date: activityFieldsSchema.shape.date.optional(),
  distanceKm: distanceField.optional(),
  distanceMile: distanceField.optional(),
  notice: z.string().max(NOTICE_MAX, { error: 'TOO_LONG' }).optional(),
  durationMinutes: durationField.optional(),
});
export type UpdateActivityFields = z.infer<typeof updateActivityFieldsSchema>;
