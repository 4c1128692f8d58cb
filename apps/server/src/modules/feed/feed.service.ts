import type { PageQuery } from '@cc/shared/common/paging';
import { FEED_PREVIEW_COUNT, type FeedPage, type Post } from '@cc/shared/feed/feed.schemas';
import { dayIn } from '@cc/shared/time/calendar';
import type { ServiceContext } from '../../platform/context';
import { AppError } from '../../platform/errors';
import { toPost } from './feed.mapper';
import * as repo from './feed.repository';
import { postVisibility } from './feed.visibility';

/** The signed-in account of a service call. */
export function me(ctx: ServiceContext) {
  if (!ctx.user) throw new AppError('UNAUTHORIZED');
  return ctx.user;
}

/** Today in the platform time zone (DECISIONS 8). */
export function today(ctx: ServiceContext): string {
  return dayIn(ctx.config.timeZone);
}

/** Groups rows by their post id, keeping their order. */
function byActivity<T extends { activityId: string }>(rows: T[]): Map<string, T[]> {
  const map = new Map<string, T[]>();
  for (const row of rows) {
    const list = map.get(row.activityId) ?? [];
    list.push(row);
    map.set(row.activityId, list);
  }
  return map;
}

/** A post row together with whether the viewer may see its photos and comments. */
interface VisiblePost {
  row: repo.PostRow;
  isContentVisible: boolean;
}

/**
 * Completes visible posts with their photos, comments, likes and the viewer's like: one
 * query each for the whole list, whatever its length (never one per post). Photos and
 * comments are not even read for posts whose content is hidden from the viewer.
 * `perPost` bounds the comments and likes of each post (null: all of them).
 */
async function completePosts(
  ctx: ServiceContext,
  viewerId: string,
  posts: VisiblePost[],
  perPost: number | null,
): Promise<Post[]> {
  const ids = posts.map((p) => p.row.activity.id);
  const openIds = posts.filter((p) => p.isContentVisible).map((p) => p.row.activity.id);
  const [images, comments, likes, liked] = await Promise.all([
    repo.findImagesOf(ctx.db, openIds),
    repo.findCommentsOf(ctx.db, openIds, perPost),
    repo.findLikesOf(ctx.db, ids, perPost),
    repo.findLikedIds(ctx.db, viewerId, ids),
  ]);
  const imagesOf = byActivity(images);
  const commentsOf = byActivity(comments);
  const likesOf = byActivity(likes);
  const day = today(ctx);
  return posts.map(({ row, isContentVisible }) => {
    const id = row.activity.id;
    return toPost(
      row,
      {
        isContentVisible,
        isLiked: liked.has(id),
        images: imagesOf.get(id) ?? [],
        comments: commentsOf.get(id) ?? [],
        likes: likesOf.get(id) ?? [],
      },
      day,
      ctx.storage,
    );
  });
}

/**
 * A page of the newsfeed (GET /api/activities/newFeedsAll and newFeedsFriend, DECISIONS
 * 16-18), newest first. Tab `all`: every post the viewer may see; tab `friends`: the
 * viewer's own posts and their friends' posts that are not Private. The friend ids are
 * read first, so the page is one indexed query without a join on friendships; then one
 * query each for photos, comments, likes and the viewer's likes. No count: one row more
 * than the page says whether another page follows.
 */
export async function findFeed(
  ctx: ServiceContext,
  tab: 'all' | 'friends',
  query: PageQuery,
): Promise<FeedPage> {
  const viewer = me(ctx);
  const friendIds = await repo.findFriendIds(ctx.db, viewer.id);
  const rows = await repo.findFeedPage(
    ctx.db,
    { tab, viewerId: viewer.id, friendIds },
    { offset: (query.page - 1) * query.limit, limit: query.limit },
  );
  const hasNextPage = rows.length > query.limit;
  const friends = new Set(friendIds);
  const posts = rows.slice(0, query.limit).map((row) => {
    const relation = {
      isOwner: row.activity.userId === viewer.id,
      isFriend: friends.has(row.activity.userId),
    };
    return { row, isContentVisible: postVisibility(row.creator, relation).isContentVisible };
  });
  const docs = await completePosts(ctx, viewer.id, posts, FEED_PREVIEW_COUNT);
  return { docs, page: query.page, limit: query.limit, hasNextPage };
}

/**
 * Reads a post and what the viewer may see of it (DECISIONS 16-17): NOT_FOUND when the
 * post is missing or hidden from the viewer. With `lockKey`, the post cannot be deleted
 * until the caller's transaction ends (see repo.findPost).
 */
export async function getVisiblePost(
  ctx: ServiceContext,
  activityId: string,
  opts: { lockKey?: boolean } = {},
) {
  const viewer = me(ctx);
  const row = await repo.findPost(ctx.db, activityId, viewer.id, opts);
  if (!row) throw new AppError('NOT_FOUND');
  const relation = { isOwner: row.activity.userId === viewer.id, isFriend: row.isFriend };
  const visibility = postVisibility(row.creator, relation);
  if (!visibility.isVisible) throw new AppError('NOT_FOUND');
  return { row, ...visibility };
}

/**
 * One post in full (GET /api/activities/:id): every comment (oldest first) and like
 * (newest first), under the same privacy rules as the feed. The owner gets every field of
 * their activity, so the edit form reads it here too.
 */
export async function getPost(ctx: ServiceContext, activityId: string): Promise<Post> {
  const viewer = me(ctx);
  const { row, isContentVisible } = await getVisiblePost(ctx, activityId);
  const [post] = await completePosts(ctx, viewer.id, [{ row, isContentVisible }], null);
  return post!;
}
