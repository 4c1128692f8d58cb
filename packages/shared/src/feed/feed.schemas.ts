import { z } from 'zod';
import { activitySchema } from '../activities/activities.schemas';
import { pageQuerySchema } from '../common/paging';
import { translationsBodySchema, translationsSchema } from '../common/translations';
import { ADMIN_NOTICE_MAX, COMMENT_MAX } from './feed.constants';

export { ADMIN_NOTICE_MAX, COMMENT_MAX, FEED_PREVIEW_COUNT } from './feed.constants';

/**
 * A person who liked or commented. Someone who is Private or deactivated is `anonymous` to
 * everyone else, with `_id` and `avatar` null (decision 063); they see their own name.
 */
const personSchema = z.object({
  _id: z.string().nullable(),
  displayName: z.string(),
  avatar: z.string().nullable(),
});

/** A comment, stored and sent as plain text. */
export const commentSchema = z.object({
  _id: z.string(),
  activityId: z.string(),
  content: z.string(),
  commentator: personSchema,
  createdAt: z.string(),
});
export type Comment = z.infer<typeof commentSchema>;

/** A like: who liked (spec §Like); newest first wherever likes are listed. */
export const likeSchema = z.object({
  _id: z.string(),
  userLike: personSchema,
});
export type Like = z.infer<typeof likeSchema>;

/**
 * An activity as a post of the feed, exactly as the viewer may see it (rules 16-18).
 * When the creator's activityViewPhotoAndComment hides photos and comments from the
 * viewer, `images` and `comments` are empty, `totalComment` is 0 and `isContentHidden` is
 * true. Lists carry the first FEED_PREVIEW_COUNT comments (oldest first) and likes (newest
 * first); GET /api/activities/:id carries all of them.
 */
export const postSchema = activitySchema.extend({
  eventName: z.string(),
  // Whoever may see a post may see who made it: never anonymous.
  creator: z.object({
    _id: z.string(),
    displayName: z.string(),
    avatar: z.string().nullable(),
    activityViewPhotoAndComment: z.string(),
    /**
     * Whether the creator takes friend requests: a reader who may not see photos kept for
     * friends is offered the request on the post (participant spec §6, the add-friend control).
     */
    acceptFriendship: z.boolean(),
  }),
  totalLike: z.number().int(),
  totalComment: z.number().int(),
  isLiked: z.boolean(),
  isContentHidden: z.boolean(),
  comments: z.array(commentSchema),
  likes: z.array(likeSchema),
});
export type Post = z.infer<typeof postSchema>;

/** GET /api/activities/newFeedsAll and newFeedsFriend: page, limit 10 by default. */
export const feedQuerySchema = pageQuerySchema;

/**
 * A page of the feed, newest first. No total: counting every visible post would cost more
 * than the page itself; `hasNextPage` says whether another page follows.
 */
export const feedPageSchema = z.object({
  docs: z.array(postSchema),
  page: z.number().int(),
  limit: z.number().int(),
  hasNextPage: z.boolean(),
});
export type FeedPage = z.infer<typeof feedPageSchema>;

/** POST /api/comments. Refused after the event's end (EVENT_ENDED). */
export const createCommentBodySchema = z.strictObject({
  activityId: z.uuid({ error: 'NOT_FOUND' }),
  content: z
    .string({ error: 'CONTENT_REQUIRED' })
    .trim()
    .min(1, { error: 'CONTENT_REQUIRED' })
    .max(COMMENT_MAX, { error: 'TOO_LONG' }),
});
export type CreateCommentBody = z.infer<typeof createCommentBodySchema>;

/** POST /api/likes/like and /unlike. Refused after the event's end (EVENT_ENDED). */
export const likeBodySchema = z.strictObject({
  activityId: z.uuid({ error: 'NOT_FOUND' }),
});
export type LikeBody = z.infer<typeof likeBodySchema>;

/** Answer of like and unlike: the post's like state after the call (both idempotent). */
export const likeStateSchema = z.object({
  activityId: z.string(),
  totalLike: z.number().int(),
  isLiked: z.boolean(),
});
export type LikeState = z.infer<typeof likeStateSchema>;

/** The pinned feed notice (rule 24). */
export const adminNoticeSchema = z.object({
  _id: z.string(),
  title: z.string(),
  notice: z.string(),
  updatedAt: z.string(),
  titles: translationsSchema
    .optional()
    .describe(
      'The German and English titles (decision 075), only when one was written; participants read `title` in their language',
    ),
  notices: translationsSchema
    .optional()
    .describe('The German and English notices, only when one was written'),
});
export type AdminNotice = z.infer<typeof adminNoticeSchema>;

/** GET /api/activities/newFeedsAdmin: the notice as the only doc, or no docs. */
export const adminNoticeListSchema = z.object({ docs: z.array(adminNoticeSchema) });

/**
 * POST /api/activities/adminCreate and PATCH /api/activities/adminUpdate/:id. There is one
 * notice: a create when one exists replaces it.
 */
const noticeTitle = z.string({ error: 'INVALID' }).trim().max(100, { error: 'TOO_LONG' });
const noticeText = z
  .string({ error: 'INVALID' })
  .trim()
  .max(ADMIN_NOTICE_MAX, { error: 'TOO_LONG' });

export const adminNoticeBodySchema = z.strictObject({
  title: noticeTitle.default(''),
  notice: z
    .string({ error: 'NOTICE_REQUIRED' })
    .trim()
    .min(1, { error: 'NOTICE_REQUIRED' })
    .max(ADMIN_NOTICE_MAX, { error: 'TOO_LONG' }),
  /** Optional German and English texts (decision 075); missing ones are stored empty. */
  titles: translationsBodySchema(noticeTitle).optional(),
  notices: translationsBodySchema(noticeText).optional(),
});
export type AdminNoticeBody = z.infer<typeof adminNoticeBodySchema>;
