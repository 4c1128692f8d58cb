import { z } from 'zod';
import { round2 } from '../activities/distance';
import { pagedSchema, pageQuerySchema } from '../common/paging';
import { translationsBodySchema, translationsSchema } from '../common/translations';
import { isIsoDate } from '../time/calendar';

/**
 * An event's status (admin spec §3, default 1; decision 034): visible events are open to
 * participants; a hidden one (a draft) only administrators see and edit.
 */
export const eventStatuses = { visible: 1, hidden: 0 } as const;
export type EventStatus = (typeof eventStatuses)[keyof typeof eventStatuses];

/** Whether participants see an event: list it, open it, join it, log activities in it. */
export function isEventVisible(event: { status: number }): boolean {
  return event.status === eventStatuses.visible;
}

/** Default status and target of a new event (admin spec §3, §9). */
export const eventDefaults = {
  status: eventStatuses.visible,
  maximumKm: 100,
  maximumMile: 62.14,
} as const;

/** A calendar day `YYYY-MM-DD`; `requiredCode` when missing. */
export function dateField(requiredCode: string) {
  return z
    .string({ error: requiredCode })
    .trim()
    .min(1, { error: requiredCode })
    .refine((v) => v.length === 0 || isIsoDate(v), { error: 'INVALID_DATE' });
}

/** A target distance: positive, at most 1,000,000, kept to two decimals. */
const targetField = z.coerce
  .number({ error: 'INVALID' })
  .positive({ error: 'DISTANCE_INVALID' })
  .max(1_000_000, { error: 'DISTANCE_INVALID' })
  .transform(round2);

/** An event as everyone sees it; `state` and the instants follow the platform time zone. */
export const eventSchema = z.object({
  _id: z.string(),
  name: z.string(),
  description: z.string(),
  startDate: z.string().describe('YYYY-MM-DD, first day (inclusive)'),
  endDate: z.string().describe('YYYY-MM-DD, last day (inclusive)'),
  status: z.number().int().describe('1 visible to participants, 0 hidden (decision 034)'),
  maximumKm: z.number().describe('Target distance in km (two decimals)'),
  maximumMile: z.number().describe('Target distance in miles (two decimals)'),
  totalKm: z.number().describe('All participants together, km'),
  totalMile: z.number(),
  participantCount: z.number().int(),
  state: z.enum(['upcoming', 'running', 'ended']),
  startsAt: z.string().describe('Instant the first day begins (ISO)'),
  endsAt: z.string().describe('Instant the last day ends (ISO): the countdown target'),
  isRegistered: z.boolean().describe('Whether the caller has joined'),
  names: translationsSchema
    .optional()
    .describe(
      'The German and English names (decision 075), only when one was written; participants read `name` in their language',
    ),
  descriptions: translationsSchema
    .optional()
    .describe('The German and English descriptions, only when one was written'),
  imageUrl: z
    .string()
    .nullable()
    .optional()
    .describe("Signed address of the event's image (WebP); absent or null when it has none"),
});
export type Event = z.infer<typeof eventSchema>;

export const eventPageSchema = pagedSchema(eventSchema);

/** Control characters (C0, DEL, C1): never part of a name, and unsafe in exports and logs. */
const CONTROL_CHARACTER = /\p{Cc}/u;

/** Longest event name, in characters. */
export const EVENT_NAME_MAX = 120;
/** Longest event description, in characters. */
export const EVENT_DESCRIPTION_MAX = 5000;

/** A name in one language: at most 120 characters, no control characters (decision 056). */
const translatedName = z
  .string({ error: 'INVALID' })
  .trim()
  .max(EVENT_NAME_MAX, { error: 'TOO_LONG' })
  .refine((v) => !CONTROL_CHARACTER.test(v), { error: 'INVALID' });
const descriptionText = z.string({ error: 'INVALID' }).trim().max(EVENT_DESCRIPTION_MAX, {
  error: 'TOO_LONG',
});

const eventBodyFields = {
  /** Required, at most 120 characters, no control characters (INVALID; decision 056). */
  name: z
    .string({ error: 'EVENT_NAME_REQUIRED' })
    .trim()
    .min(1, { error: 'EVENT_NAME_REQUIRED' })
    .max(EVENT_NAME_MAX, { error: 'TOO_LONG' })
    .refine((v) => !CONTROL_CHARACTER.test(v), { error: 'INVALID' }),
  description: descriptionText,
  /** Optional German and English names and descriptions (decision 075). */
  names: translationsBodySchema(translatedName),
  descriptions: translationsBodySchema(descriptionText),
  startDate: dateField('START_DATE_REQUIRED'),
  endDate: dateField('END_DATE_REQUIRED'),
  status: z.coerce
    .number({ error: 'INVALID' })
    .refine((v) => v === eventStatuses.visible || v === eventStatuses.hidden, {
      error: 'INVALID',
    }),
  maximumKm: targetField,
  maximumMile: targetField,
};

/** End not before start (a clear error, though the original product lacked the check). */
function endNotBeforeStart(v: { startDate?: string; endDate?: string }) {
  return !v.startDate || !v.endDate || v.endDate >= v.startDate;
}
const endAfterStart = {
  path: ['endDate'],
  error: 'END_BEFORE_START',
  // Checked as soon as both dates are real dates, even while other fields are invalid; never
  // on a body that is no object at all (null would make this read a field of null).
  when: (payload: { value: unknown }) => {
    if (typeof payload.value !== 'object' || payload.value === null) return false;
    const v = payload.value as { startDate?: unknown; endDate?: unknown };
    return [v.startDate, v.endDate].every(
      (d) => d === undefined || (typeof d === 'string' && isIsoDate(d)),
    );
  },
};

/**
 * POST /api/events (admin). Give maximumKm, maximumMile or both; a missing one is derived,
 * and both together must agree to two decimals (the admin form converts them).
 */
export const createEventBodySchema = z
  .strictObject({
    name: eventBodyFields.name,
    description: eventBodyFields.description.default(''),
    names: eventBodyFields.names.optional(),
    descriptions: eventBodyFields.descriptions.optional(),
    startDate: eventBodyFields.startDate,
    endDate: eventBodyFields.endDate,
    status: eventBodyFields.status.default(eventDefaults.status),
    maximumKm: eventBodyFields.maximumKm.optional(),
    maximumMile: eventBodyFields.maximumMile.optional(),
  })
  .refine(endNotBeforeStart, endAfterStart);
export type CreateEventBody = z.infer<typeof createEventBodySchema>;

/** PATCH /api/events/:id (admin): any field; `_id` may repeat the path's id. */
export const updateEventBodySchema = z
  .strictObject({
    _id: z.string().optional(),
    name: eventBodyFields.name.optional(),
    description: eventBodyFields.description.optional(),
    names: eventBodyFields.names.optional(),
    descriptions: eventBodyFields.descriptions.optional(),
    startDate: eventBodyFields.startDate.optional(),
    endDate: eventBodyFields.endDate.optional(),
    status: eventBodyFields.status.optional(),
    maximumKm: eventBodyFields.maximumKm.optional(),
    maximumMile: eventBodyFields.maximumMile.optional(),
  })
  .refine(endNotBeforeStart, endAfterStart);
export type UpdateEventBody = z.infer<typeof updateEventBodySchema>;

const orderField = z.coerce
  .number()
  .int()
  .pipe(z.union([z.literal(1), z.literal(-1)]));

/** GET /api/events/all: events a participant can see, open ones unless `include=ended`. */
export const listOpenEventsQuerySchema = pageQuerySchema.extend({
  limit: z.coerce.number().int().min(1).max(100).default(50),
  sort: z.enum(['endDate', 'startDate', 'name', 'createdAt']).default('endDate'),
  order: orderField.default(-1),
  include: z.enum(['open', 'ended', 'all']).default('open'),
});
export type ListOpenEventsQuery = z.infer<typeof listOpenEventsQuerySchema>;

/** GET /api/events (admin): search by name, paged 10/25/50. */
export const listEventsQuerySchema = pageQuerySchema.extend({
  filter: z.string().trim().max(100).optional(),
  sort: z.enum(['endDate', 'startDate', 'name', 'createdAt']).default('createdAt'),
  order: orderField.default(-1),
});
export type ListEventsQuery = z.infer<typeof listEventsQuerySchema>;

/** POST /api/profile/registerEvent */
export const registerEventBodySchema = z.strictObject({
  eventId: z.uuid({ error: 'NOT_FOUND' }),
});

/** One of the caller's events with their own totals (GET /api/profile/events). */
export const myEventSchema = eventSchema.extend({
  myTotalKm: z.number(),
  myTotalMile: z.number(),
  myActivityCount: z.number().int(),
});
export type MyEvent = z.infer<typeof myEventSchema>;

export const myEventListSchema = pagedSchema(myEventSchema);

/**
 * The /my-activity figures of one event (rule 14), computed on the server, plus the
 * series of the chart: my cumulative distance and the target-to-date line per day.
 */
export const eventProgressSchema = z.object({
  eventId: z.string(),
  rank: z.number().int().describe('My rank among all participants (ties share a rank)'),
  totalMembers: z.number().int(),
  myKm: z.number(),
  myMile: z.number(),
  challengeKm: z.number().describe("All participants' total"),
  challengeMile: z.number(),
  maximumKm: z.number(),
  maximumMile: z.number(),
  percentReached: z.number().describe('challenge / maximum, in percent'),
  targetToDateKm: z.number(),
  targetToDateMile: z.number(),
  percentOfTarget: z
    .number()
    .describe('challenge / target to date, in percent (0 before the start)'),
  remainingDays: z.number().int(),
  days: z.array(
    z.object({
      date: z.string(),
      myCumulativeKm: z.number(),
      myCumulativeMile: z.number(),
      targetKm: z.number(),
      targetMile: z.number(),
    }),
  ),
});
export type EventProgress = z.infer<typeof eventProgressSchema>;

/** Participants on the admin event detail. */
export const EVENT_DETAIL_TOP = 10;

/** One of the leading participants on the admin event detail. */
export const eventTopParticipantSchema = z.object({
  rank: z.number().int().describe('Equal totals share a rank'),
  userId: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  displayName: z.string(),
  distanceKm: z.number(),
  distanceMile: z.number(),
  activityCount: z.number().int(),
});
export type EventTopParticipant = z.infer<typeof eventTopParticipantSchema>;

/**
 * GET /api/events/:id/detail (admin, /eventDetail): the event as administrators see it
 * (hidden ones too), how far its total is towards the target, and the first EVENT_DETAIL_TOP
 * rows of its ranking (total, then display name; ties share a rank).
 */
export const eventDetailSchema = eventSchema.extend({
  percentReached: z.number().describe('totalKm / maximumKm, in percent, one decimal'),
  topParticipants: z.array(eventTopParticipantSchema),
});
export type EventDetail = z.infer<typeof eventDetailSchema>;
