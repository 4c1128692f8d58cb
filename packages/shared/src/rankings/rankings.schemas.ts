import { z } from 'zod';
import { pageQuerySchema } from '../common/paging';
import { isCountryCode } from '../users/countries';
import { userTypes } from '../users/users.constants';

export const rankingTypes = ['all', 'friends', 'me', 'team'] as const;
export type RankingType = (typeof rankingTypes)[number];

/**
 * Query of GET /api/activities/ranking/{all,friends,team,me}: the event (`event_id`;
 * without it, the caller's joined event with the latest end date), sort (`rank`, the
 * default, or `distance`) and order (1 best first, the default; -1 reversed), page and
 * limit (10).
 */
export const rankingQuerySchema = pageQuerySchema.extend({
  event_id: z.uuid({ error: 'NOT_FOUND' }).optional(),
  sort: z.enum(['rank', 'distance']).default('rank'),
  order: z.coerce
    .number()
    .refine((v) => v === 1 || v === -1)
    .default(1),
});
export type RankingQuery = z.infer<typeof rankingQuerySchema>;

/**
 * The group a ranking is narrowed to (ranking/all, ranking/me and ranking/all/search,
 * decision 072): participants whose user type or country, as copied when they joined the
 * event, is this one. Both given: both must match.
 */
export const rankingGroupSchema = z.object({
  userType: z.enum(userTypes, { error: 'USER_TYPE_INVALID' }).optional(),
  country: z
    .string({ error: 'COUNTRY_INVALID' })
    .trim()
    .toUpperCase()
    .refine(isCountryCode, { error: 'COUNTRY_INVALID' })
    .optional(),
});
export type RankingGroup = z.infer<typeof rankingGroupSchema>;

/** Query of ranking/all and ranking/me: rankingQuerySchema and an optional group. */
export const groupRankingQuerySchema = rankingQuerySchema.extend(rankingGroupSchema.shape);
export type GroupRankingQuery = z.infer<typeof groupRankingQuerySchema>;

/**
 * One participant's row (rule 15): rank by total distance, ties share a rank
 * (1, 2, 2, 4), participants with 0 km last. A Private user other than the caller is
 * Anonymous: `creatorId` null, `displayName` `anonymous`, no avatar or country.
 */
export const rankingRowSchema = z.object({
  rank: z.number().int(),
  creatorId: z.string().nullable(),
  displayName: z.string(),
  avatar: z.string().nullable(),
  country: z.string().nullable(),
  distanceKm: z.number(),
  distanceMile: z.number(),
  isFriend: z.enum(['YES', 'NO']),
  isAnonymous: z.boolean(),
  isMe: z.boolean(),
  /**
   * Whether the participant accepts friend requests (the ranking search's add-friend
   * control shows 'not allowed' instead of asking). Optional: rows without it are treated as
   * accepting, and the server still refuses with FRIENDSHIP_NOT_ALLOWED.
   */
  acceptFriendship: z.boolean().optional(),
});
export type RankingRow = z.infer<typeof rankingRowSchema>;

/**
 * GET ranking/all (every participant of the event) and ranking/friends (the caller and
 * their friends who joined, ranked among themselves): `{ docs, ...paging }`.
 */
export const rankingPageSchema = z.object({
  docs: z.array(rankingRowSchema),
  totalDocs: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
  totalPages: z.number().int(),
  hasNextPage: z.boolean(),
});
export type RankingPage = z.infer<typeof rankingPageSchema>;

/**
 * The caller's own standing in an event (GET ranking/me and GET /api/users/event/:eventId/
 * ranking): rank of totalMember participants, everyone's total, and the caller's total.
 * `rank` is 0 when the caller has not joined the event.
 */
export const ownRankingSchema = z.object({
  eventId: z.string(),
  creatorId: z.string(),
  rank: z.number().int(),
  totalMember: z.number().int(),
  totalMemberRunKm: z.number(),
  totalMemberRunMile: z.number(),
  distanceKm: z.number(),
  distanceMile: z.number(),
});
export type OwnRanking = z.infer<typeof ownRankingSchema>;

/** A team's row: members' totals summed, with the average per member; never linked. */
export const teamRankingRowSchema = z.object({
  rank: z.number().int(),
  teamId: z.string(),
  name: z.string(),
  memberCount: z.number().int(),
  distanceKm: z.number(),
  distanceMile: z.number(),
  averageKm: z.number(),
  averageMile: z.number(),
  isMine: z.boolean(),
});
export type TeamRankingRow = z.infer<typeof teamRankingRowSchema>;

export const teamRankingPageSchema = rankingPageSchema.extend({
  docs: z.array(teamRankingRowSchema),
});
export type TeamRankingPage = z.infer<typeof teamRankingPageSchema>;

/**
 * GET /api/activities/ranking/{all,friends}/search: rows of that ranking whose name matches
 * `name` (trimmed, accent- and case-insensitive); Anonymous users never match. Rank is
 * their rank in that ranking. Empty name: no rows.
 */
export const rankingSearchQuerySchema = pageQuerySchema.extend({
  event_id: z.uuid({ error: 'NOT_FOUND' }).optional(),
  name: z.string().trim().max(100).default(''),
  ...rankingGroupSchema.shape,
});
export type RankingSearchQuery = z.infer<typeof rankingSearchQuerySchema>;
