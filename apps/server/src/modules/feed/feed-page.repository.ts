import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { areFriendsSql } from '../../db/friends';
import { preparedRowsOn } from '../../db/prepared';
import { activities, events, feedInbox, users } from '../../db/schema';
import type { ActivityFieldsRow } from '../activities';
import { activityColumns, creatorPrivacy, isLikedColumn, reactionColumns } from './feed.columns';
import type { CommentRow, ImageRow, LikeRow } from './feed.repository';
import { postVisibility } from './feed.visibility';

/** Which posts a feed page reads. */
export interface FeedFilter {
  tab: 'all' | 'friends';
  viewerId: string;
}

/**
 * A post of a feed page as its viewer stands with it: which post and in which version, its
 * creator's public fields and privacy, its counters, and what the viewer may see of it.
 * The rest of the post is the same for every viewer (PostBodyRow).
 */
export interface FeedRefRow {
  id: string;
  /** Changes whenever the post, its likes or its comments change (see feed.post-cache.ts). */
  stamp: string;
  userId: string;
  displayName: string;
  avatarKey: string | null;
  activityViewPhotoAndComment: string;
  acceptFriendship: boolean;
  likeCount: number;
  commentCount: number;
  isContentVisible: boolean;
  isLiked: boolean;
}

/**
 * A constant bound on the rows of a feed page statement, at least the longest page plus
 * one (pageQuerySchema allows 100). See feedRefsStatement for why it is a literal.
 */
const FEED_PAGE_ROWS_BOUND = 101;

/**
 * The columns of a FeedRefRow over the post `a` of the creator `u`, without isLiked, and
 * the post's place in the tab's order (created_at desc, id desc) as `rn`, written over the
 * columns whose index delivers that order (`order`).
 */
function refColumns(isContentVisible: SQL, order: SQL = sql`a.created_at desc, a.id desc`): SQL {
  return sql`a.id, a.updated_at::text || '/' || a.like_count || '/' || a.comment_count as stamp,
             a.user_id as "userId", u.display_name as "displayName",
             u.avatar_key as "avatarKey",
             u.activity_view_photo_and_comment as "activityViewPhotoAndComment",
             u.accept_friendship as "acceptFriendship",
             a.like_count as "likeCount", a.comment_count as "commentCount",
             ${isContentVisible} as "isContentVisible",
             row_number() over (order by ${order}) as rn`;
}

/**
 * The rows `rn` of the page of the posts `p` (offset < rn <= end), each with whether the
 * viewer liked it, under the constant bound FEED_PAGE_ROWS_BOUND (see feedRefsStatement).
 */
function pageOf(viewer: SQL): SQL {
  return sql`
    select p.*, ${isLikedColumn(viewer)} as "isLiked"
    from p
    where p.rn > ${sql.placeholder('offset')}::bigint and p.rn <= ${sql.placeholder('end')}::bigint
    limit ${sql.raw(String(FEED_PAGE_ROWS_BOUND))}`;
}

/**
 * The statement of findFeedRefs for one tab.
 *
 * Tab `all` walks activities_feed_idx keeping the posts the viewer may see, probing the
 * friendship pair index for the few posts that only friends may see (on the first page,
 * half the database time of reading all of the viewer's friends first).
 *
 * Tab `friends` reads one range of the viewer's inbox (feed_inbox, decision 089): the
 * primary key (viewer_id, created_at, activity_id) walked backwards is the tab's order, so
 * a page reads about as many rows as it shows, whoever the friends are and however much
 * they post. Each post is joined to its creator and judged by the rules of tab `all`.
 *
 * The page is a range of row_number() rather than LIMIT/OFFSET parameters: the window's
 * run condition stops the walk after the page, and the constant outer LIMIT tells the
 * planner that few rows are wanted. With LIMIT $n OFFSET $m, the generic plan assumes 10%
 * of all rows for each, so PostgreSQL planned this statement anew on every call (0.6 ms,
 * as much as running it); this way custom and generic plans cost the same and each
 * connection keeps the generic one (checked with EXPLAIN ANALYZE on the benchmark data).
 * The outer query must stay without ORDER BY or joins for that LIMIT to reach the walk,
 * so the caller puts the rows in order, by their row number; and rn must stay the bare
 * window function (a cast hides it from the run condition and the walk reads everything).
 */
function feedRefsStatement(tab: 'all' | 'friends'): SQL {
  const viewer = sql`${sql.placeholder('viewerId')}::uuid`;
  return tab === 'friends' ? friendsRefsStatement(viewer) : allRefsStatement(viewer);
}

/** Tab `all` of feedRefsStatement: every post, on activities_feed_idx. */
function allRefsStatement(viewer: SQL): SQL {
  return pageOfVisiblePosts(viewer, { from: sql`${activities} a` });
}

/**
 * Tab `friends` of feedRefsStatement: one range of the viewer's inbox (feed_inbox, decision
 * 089), which lists their own posts and their friends', in the tab's order. The inbox only
 * names the candidates; each post is then judged by the same rules as in tab `all`,
 * friendship included, so a post never shows because of a row that should not be there.
 */
function friendsRefsStatement(viewer: SQL): SQL {
  return pageOfVisiblePosts(viewer, {
    from: sql`${feedInbox} i join ${activities} a on a.id = i.activity_id`,
    where: sql`i.viewer_id = ${viewer}`,
    order: sql`i.created_at desc, i.activity_id desc`,
  });
}

/**
 * The page of the posts `a` of `from` (and `where`) that the viewer may see, with their
 * creators `u`, in the order `order` (see refColumns).
 */
function pageOfVisiblePosts(viewer: SQL, posts: { from: SQL; where?: SQL; order?: SQL }): SQL {
  const { isVisible, isContentVisible } = postVisibility(creatorPrivacy, {
    isOwner: sql`a.user_id = ${viewer}`,
    isFriend: areFriendsSql(sql`a.user_id`, viewer),
  });
  const where = posts.where ? sql`${posts.where} and ${isVisible}` : isVisible;
  return sql`
    with p as (
      select ${refColumns(isContentVisible, posts.order)}
      from ${posts.from} join ${users} u on u.id = a.user_id
      where ${where}
    )
    ${pageOf(viewer)}`;
}

/**
 * One page of a feed tab (rule 18), newest first (created_at desc, id desc: the order of
 * activities_feed_idx), as FeedRefRows, in one prepared statement per tab whose text is
 * the same for every viewer and page. Reads `limit + 1` rows so the caller knows whether
 * another page follows without counting.
 */
export async function findFeedRefs(
  db: Db,
  { tab, viewerId }: FeedFilter,
  page: { offset: number; limit: number },
): Promise<FeedRefRow[]> {
  if (page.limit + 1 > FEED_PAGE_ROWS_BOUND) throw new Error('Feed page too long');
  const statement = preparedRowsOn<FeedRefRow & { rn: string | number }>(
    db,
    `feed_refs_${tab}`,
    () => feedRefsStatement(tab),
  );
  const rows = await statement.rows({
    viewerId,
    offset: page.offset,
    end: page.offset + page.limit + 1,
  });
  // rn is a bigint: a string or a number depending on the driver.
  return rows.sort((x, y) => Number(x.rn) - Number(y.rn));
}

/**
 * The part of a post that is the same for every viewer: the activity, its event, its
 * photos, and its first `perPost` comments and likes with their authors, whoever may see
 * them (the caller hides what a viewer may not see, feed.mapper.ts).
 */
export interface PostBodyRow extends ActivityFieldsRow {
  eventName: string;
  endDate: string;
  images: ImageRow[];
  comments: CommentRow[];
  likes: LikeRow[];
}

/**
 * The bodies of the posts `ids` (those that still exist, in no order), each with its first
 * `perPost` comments and likes, in one prepared statement.
 */
export async function findPostBodies(
  db: Db,
  ids: string[],
  perPost: number,
): Promise<PostBodyRow[]> {
  if (ids.length === 0) return [];
  const statement = preparedRowsOn<PostBodyRow>(
    db,
    'feed_post_bodies',
    () => sql`
      with p as (
        select ${activityColumns}, e.name as "eventName", e.end_date::text as "endDate"
        from ${activities} a join ${events} e on e.id = a.event_id
        where a.id = any(${sql.placeholder('ids')}::uuid[])
      )
      select p.*, ${reactionColumns({ content: sql`true`, likes: sql`true` }, sql.placeholder('perPost'))}
      from p`,
  );
  return statement.rows({ ids, perPost });
}
