/*
 * The feed's limits, apart from the schemas so the newsfeed can read them without loading
 * zod before its first paint (issue 13, decision 046).
 */

/** Comments and likes a feed post carries; the rest open under "More" (spec §9). */
export const FEED_PREVIEW_COUNT = 5;
/** Longest comment, in characters. */
export const COMMENT_MAX = 1000;
/** Longest pinned notice (rule 24). */
export const ADMIN_NOTICE_MAX = 200;
