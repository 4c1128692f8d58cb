import type { PageQuery } from '@cc/shared/common/paging';
import { FEED_PREVIEW_COUNT, type FeedPage, type Post } from '@cc/shared/feed/feed.schemas';
import { dayIn } from '@cc/shared/time/calendar';
import type { ServiceContext, SignedInContext } from '../../platform/context';
import { AppError } from '../../platform/errors';
import { toPost } from './feed.mapper';
import * as repo from './feed.repository';

/** Today in the platform time zone (rule 8). */
export function today(ctx: ServiceContext): string {
  return dayIn(ctx.config.timeZone);
}

/**
 * A page of the newsfeed (GET /api/activities/newFeedsAll and newFeedsFriend, rules
 * 16-18), newest first. Tab `all`: every post the viewer may see; tab `friends`: the
 * viewer's own posts and their friends' posts that are not Private. One statement reads
 * the page with each post's photos, first comments and likes and the viewer's like (see
 * repo.findFeedPage). No count: one row more than the page says whether another page
 * follows.
 */
export async function findFeed(
  ctx: SignedInContext,
  tab: 'all' | 'friends',
  query: PageQuery,
): Promise<FeedPage> {
  const viewer = ctx.user;
  const rows = await repo.findFeedPage(
    ctx.db,
    { tab, viewerId: viewer.id },
    { offset: (query.page - 1) * query.limit, limit: query.limit, perPost: FEED_PREVIEW_COUNT },
  );
  const day = today(ctx);
  return {
    docs: rows.slice(0, query.limit).map((row) => toPost(row, day, ctx.storage)),
    page: query.page,
    limit: query.limit,
    hasNextPage: rows.length > query.limit,
  };
}

/**
 * Reads a post with what the viewer may see of it (rules 16-17: `isContentVisible`
 * for its photos and comments): NOT_FOUND when the post is missing or hidden from the
 * viewer. With `lockKey`, the post cannot be deleted until the caller's transaction ends
 * (see repo.findPost).
 */
export async function getVisiblePost(
  ctx: SignedInContext,
  activityId: string,
  opts: { lockKey?: boolean } = {},
): Promise<repo.PostRow> {
  const viewer = ctx.user;
  const row = await repo.findPost(ctx.db, activityId, viewer.id, opts);
  if (row?.isVisible !== true) throw new AppError('NOT_FOUND');
  return row;
}

/**
 * One post in full (GET /api/activities/:id): every comment (oldest first) and like
 * (newest first), under the same privacy rules as the feed, in one statement. The owner
 * gets every field of their activity, so the edit form reads it here too.
 */
export async function getPost(ctx: SignedInContext, activityId: string): Promise<Post> {
  const viewer = ctx.user;
  const row = await repo.findPostWithReactions(ctx.db, activityId, viewer.id);
  if (row?.isVisible !== true) throw new AppError('NOT_FOUND');
  return toPost(row, today(ctx), ctx.storage);
}
