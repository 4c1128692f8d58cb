import { z } from 'zod';
import { segmentRowSchema } from '../rankings/segments.schemas';
import { countryField, userTypeField } from '../users/users.schemas';

/** One day of an event: counted kilometres, counted activities and who joined that day. */
export const insightDaySchema = z.object({
  date: z.string(),
  km: z.number(),
  activities: z.number().int(),
  newParticipants: z.number().int(),
});
export type InsightDay = z.infer<typeof insightDaySchema>;

/**
 * GET /api/events/:id/insights (administrators, decision 072): where an event stands and
 * whether it will reach its target. `targetToDateKm` is the target spread evenly over the
 * event's days up to today; `forecastKm` the total now plus the last 7 days' pace per day
 * times the days left; `onTrack` whether the forecast reaches the target. `days` runs from
 * the start to today (or the end), every day present.
 */
export const insightsSchema = z.object({
  eventId: z.string(),
  registered: z.number().int(),
  active: z.number().int(),
  activeLast7Days: z.number().int(),
  totalKm: z.number(),
  targetKm: z.number(),
  targetToDateKm: z.number(),
  forecastKm: z.number(),
  onTrack: z.boolean(),
  days: z.array(insightDaySchema),
  groups: z.object({
    userType: z.array(segmentRowSchema),
    country: z.array(segmentRowSchema),
  }),
});
export type Insights = z.infer<typeof insightsSchema>;

/**
 * PATCH /api/events/:id/participants/:userId (administrators): corrects the user type or
 * country a participation copied on joining; its kilometres move to the corrected group.
 */
export const participationGroupsBodySchema = z.strictObject({
  userType: userTypeField.optional(),
  country: countryField.optional(),
});
export type ParticipationGroupsBody = z.infer<typeof participationGroupsBodySchema>;

/** A participation's groups as copied on joining (or corrected since). */
export const participationGroupsSchema = z.object({
  eventId: z.string(),
  userId: z.string(),
  userType: z.string().nullable(),
  country: z.string().nullable(),
});
export type ParticipationGroups = z.infer<typeof participationGroupsSchema>;
