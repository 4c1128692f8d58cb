import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { areFriendsSql, friendIdsSql } from '../../db/friends';
import { preparedRowsOn } from '../../db/prepared';
import { activities, events, users } from '../../db/schema';
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
 * the post's place in the tab's order (created_at desc, id desc) as `rn`.
 */
function refColumns(isContentVisible: SQL): SQL {
  return sql`a.id, a.updated_at::text || '/' || a.like_count || '/' || a.comment_count as stamp,
             a.user_id as "userId", u.display_name as "displayName",
             u.avatar_key as "avatarKey",
             u.activity_view_photo_and_comment as "activityViewPhotoAndComment",
             u.accept_friendship as "acceptFriendship",
             a.like_count as "likeCount", a.comment_count as "commentCount",
             ${isContentVisible} as "isContentVisible",
             row_number() over (order by a.created_at desc, a.id desc) as rn`;
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
 * Tab `friends` is a top-N per author merged in one statement (decision 083): the authors
 * are the viewer and their friends (accepted friendships in either direction, on
 * friendships_sender_idx and friendships_receiver_idx), and for each of them a LATERAL
 * range of activities_user_feed_idx (user_id, created_at desc, id desc) reads their newest
 * posts the viewer may see, at most `end` of them: the first `end` posts of the merged
 * order hold at most `end` of any one author, and they are that author's newest visible
 * ones, so the page is the same as over all of their posts. The privacy rules are those of
 * tab `all` (postVisibility), evaluated inside the range before its limit, so a hidden post
 * never takes a place; a friend whose posts the viewer may not see at all (Private, or
 * deactivated) costs the check of their user row and no read of their posts. Page 1 reads
 * at most 11 posts per friend instead of all of them, and no post of anyone else. On the
 * benchmark's seed (two posts per participant) that is what the former statement read;
 * the bound pays where friends post often.
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
 * The LIMIT inside each author's range is a parameter, but over an index that already
 * gives the order it only stops the range: the generic plan is the custom one.
 */
function feedRefsStatement(tab: 'all' | 'friends'): SQL {
  const viewer = sql`${sql.placeholder('viewerId')}::uuid`;
  return tab === 'friends' ? friendsRefsStatement(viewer) : allRefsStatement(viewer);
}

/** Tab `all` of feedRefsStatement. */
function allRefsStatement(viewer: SQL): SQL {
  const { isVisible, isContentVisible } = postVisibility(creatorPrivacy, {
    isOwner: sql`a.user_id = ${viewer}`,
    isFriend: areFriendsSql(sql`a.user_id`, viewer),
  });
  return sql`
    with p as (
      select ${refColumns(isContentVisible)}
      from ${activities} a join ${users} u on u.id = a.user_id
      where ${isVisible}
    )
    ${pageOf(viewer)}`;
}

/**
 * Tab `friends` of feedRefsStatement. `author.is_friend` says where the viewer stands with
 * each author; the viewer is left out of their own friends (an accepted friendship with
 * oneself would list their posts twice).
 */
function friendsRefsStatement(viewer: SQL): SQL {
  const relation = { isOwner: sql`a.user_id = ${viewer}`, isFriend: sql`author.is_friend` };
  const { isVisible, isContentVisible } = postVisibility(creatorPrivacy, relation);
  // Whether any post of the author can be visible: the same rules for a post that is not
  // held or excluded, checked once per author, so the range of a friend whose posts the
  // viewer may not see (Private, deactivated) is not read. Within a range, isVisible still
  // decides each post (a held one is skipped there).
  const { isVisible: mayShowAuthor } = postVisibility(
    { ...creatorPrivacy, reviewStatus: sql`'ok'` },
    { isOwner: sql`author.id = ${viewer}`, isFriend: relation.isFriend },
  );
  return sql`
    with author as (
      select ${viewer} as id, false as is_friend
      union all
      select friend.id, true
      from (${friendIdsSql(sql.placeholder('viewerId'))}) friend
      where friend.id <> ${viewer}
    ),
    p as (
      select ${refColumns(isContentVisible)}
      from author
      join ${users} u on u.id = author.id and ${mayShowAuthor}
      cross join lateral (
        select a.id, a.user_id, a.created_at, a.updated_at, a.like_count, a.comment_count,
               a.review_status
        from ${activities} a
        where a.user_id = author.id and ${isVisible}
        order by a.created_at desc, a.id desc
        limit ${sql.placeholder('end')}::bigint
      ) a
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
