import { z } from 'zod';
import { pageQuerySchema } from '../common/paging';
import { USERS_PAGE_LIMIT, usersOrderSchema } from './users.schemas';

/**
 * Another user as a participant may see them (never their email address). When the user's
 * privacy hides them (rule 16, spec §6), `isAnonymous` is true, `displayName` is the
 * word `anonymous` (the web app shows its translated label), avatar and country are null,
 * and the web app does not link to them.
 */
export const userCardSchema = z.object({
  _id: z.string(),
  displayName: z.string(),
  avatar: z.string().nullable(),
  country: z.string().nullable(),
  isAnonymous: z.boolean(),
});
export type UserCard = z.infer<typeof userCardSchema>;

export { ANONYMOUS_NAME } from './users.constants';

/**
 * Where the caller stands with another user: `self`; `friend`; `pending` (the caller asked,
 * no answer yet); `waiting` (the other user asked the caller); `none`.
 */
export const friendStates = ['self', 'friend', 'pending', 'waiting', 'none'] as const;
export type FriendState = (typeof friendStates)[number];

/** A hit of the participant user search (GET /api/users as role user). */
export const userSearchHitSchema = userCardSchema.extend({
  firstName: z.string(),
  lastName: z.string(),
  acceptFriendship: z.boolean(),
  friendState: z.enum(friendStates),
  /** The friendship or request between the caller and this user, if any. */
  friendshipId: z.string().nullable(),
});
export type UserSearchHit = z.infer<typeof userSearchHitSchema>;

/**
 * GET /api/users as role user: `filter` is trimmed; an empty filter answers no hits. Names
 * (first, last, display) match accent- and case-insensitively. Hits are sorted by display
 * name, Z to A for `order=-1` (what the app sends, participant spec §7), else A to Z; `sort`
 * is accepted and the display name is the only participant sort. 50 a page by default.
 */
export const userSearchQuerySchema = pageQuerySchema.extend({
  limit: pageQuerySchema.shape.limit.unwrap().default(USERS_PAGE_LIMIT),
  filter: z.string().trim().max(100).default(''),
  fields: z.string().optional(),
  sort: z.string().optional(),
  order: usersOrderSchema.optional(),
});
export type UserSearchQuery = z.infer<typeof userSearchQuerySchema>;

/** GET /api/users/:id as role user: another participant's public profile. */
export const publicProfileSchema = userSearchHitSchema.extend({
  userType: z.string().nullable(),
  teamName: z.string().nullable(),
  activityType: z.string().nullable(),
  /** Ids of the events the user has joined. */
  events: z.array(z.string()),
});
export type PublicProfile = z.infer<typeof publicProfileSchema>;

/** One event of a competitor page: the user's rank and performance there. */
export const competitorEventSchema = z.object({
  eventId: z.string(),
  name: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  rank: z.number().int(),
  totalMember: z.number().int(),
  distanceKm: z.number(),
  distanceMile: z.number(),
  activityCount: z.number().int(),
});
export type CompetitorEvent = z.infer<typeof competitorEventSchema>;

/**
 * GET /api/users/competitor/:id?eventId=: the competitor's public profile and their
 * performance in one event (eventId given) or in every event they joined. A user whose
 * activityShare is Private is NOT_FOUND to everyone but themselves.
 */
export const competitorSchema = z.object({
  user: publicProfileSchema,
  events: z.array(competitorEventSchema),
});
export type Competitor = z.infer<typeof competitorSchema>;

export const competitorQuerySchema = z.object({ eventId: z.uuid().optional() });
