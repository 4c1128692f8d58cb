import type { PageQuery } from '@cc/shared/common/paging';
import { AppError } from '@cc/shared/errors/app-error';
import { FEED_PREVIEW_COUNT, type FeedPage, type Post } from '@cc/shared/feed/feed.schemas';
import { type SignedInContext, today } from '../../platform/context';
import { type SharedPost, toPost, toSharedPost, toViewerPost } from './feed.mapper';
import { postCacheOf } from './feed.post-cache';
import * as repo from './feed.repository';
import * as pages from './feed-page.repository';

/**
 * A page of the newsfeed (GET /api/activities/newFeedsAll and newFeedsFriend, rules
 * 16-18), newest first. Tab `all`: every post the viewer may see; tab `friends`: the
 * viewer's own posts and their friends' posts that are not Private. One statement reads
 * which posts the page shows and what the viewer may see of them (pages.findFeedRefs); the
 * rest of each post, the same for every viewer, comes from the post cache, and a second
 * statement reads only the posts it lacks (decision 052). No count: one row more than the
 * page says whether another page follows.
 */
export async function findFeed(
  ctx: SignedInContext,
  tab: 'all' | 'friends',
  query: PageQuery,
): Promise<FeedPage> {
  const refs = await pages.findFeedRefs(
    ctx.db,
    { tab, viewerId: ctx.user.id },
    { offset: (query.page - 1) * query.limit, limit: query.limit },
  );
  const page = refs.slice(0, query.limit);
  const shared = await sharedPostsOf(ctx, page);
  const day = today(ctx);
  return {
    // A post deleted between the two reads is left out.
    docs: page.flatMap((ref) => {
      const post = shared.get(ref.id);
      return post ? [toViewerPost(post, ref, ctx.user.id, day, ctx.storage)] : [];
    }),
    page: query.page,
    limit: query.limit,
    hasNextPage: refs.length > query.limit,
  };
}

/** The shared part of the posts `refs`, from the post cache or else read in one statement. */
async function sharedPostsOf(
  ctx: SignedInContext,
  refs: pages.FeedRefRow[],
): Promise<Map<string, SharedPost>> {
  const cache = postCacheOf(ctx.db);
  const found = new Map<string, SharedPost>();
  const missing = new Map<string, string>();
  for (const ref of refs) {
    const cached = cache.get(ref.id, ref.stamp);
    if (cached) found.set(ref.id, cached);
    else missing.set(ref.id, ref.stamp);
  }
  if (missing.size === 0) return found;
  const bodies = await pages.findPostBodies(ctx.db, [...missing.keys()], FEED_PREVIEW_COUNT);
  for (const body of bodies) {
    const post = toSharedPost(body, ctx.storage);
    found.set(body.id, post);
    // Kept under the stamp the page read: a change made in between is read again next time.
    cache.set(body.id, missing.get(body.id)!, post);
  }
  return found;
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
  return toPost(row, viewer.id, today(ctx), ctx.storage);
}
