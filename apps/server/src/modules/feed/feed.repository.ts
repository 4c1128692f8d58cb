import { type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { areFriendsSql, friendIdsSql } from '../../db/friends';
import { preparedRowsOn } from '../../db/prepared';
import { activities, activityImages, comments, events, likes, users } from '../../db/schema';
import type { ActivityFieldsRow } from '../activities';
import { postVisibility, type ViewerRelation } from './feed.visibility';

/**
 * One post as read for a viewer: the activity, its event, its creator's public fields and
 * what the viewer may see of it (feed.visibility.ts, evaluated by the database).
 * Timestamps are strings on node-postgres and Dates on PGlite (raw rows skip Drizzle's
 * mapping); feed.mapper.ts normalises them.
 */
export interface PostRow extends ActivityFieldsRow {
  likeCount: number;
  commentCount: number;
  eventName: string;
  endDate: string;
  displayName: string;
  avatarKey: string | null;
  activityViewPhotoAndComment: string;
  isVisible: boolean;
  isContentVisible: boolean;
}

/** A photo of a post, as its json element. */
export interface ImageRow {
  id: string;
  key: string;
  thumbKey: string;
}

/** A comment with its commentator's public fields, as its json element. */
export interface CommentRow {
  id: string;
  content: string;
  createdAt: string | Date;
  userId: string;
  displayName: string;
  avatarKey: string | null;
}

/** A like with its liker's public fields, as its json element. */
export interface LikeRow {
  id: string;
  userId: string;
  displayName: string;
  avatarKey: string | null;
}

/**
 * A post with what it carries, read in the same statement: photos and comments (empty
 * when hidden from the viewer), likes, and whether the viewer liked it.
 */
export interface PostWithReactionsRow extends PostRow {
  images: ImageRow[];
  comments: CommentRow[];
  likes: LikeRow[];
  isLiked: boolean;
}

/** The tables of a post: the activity `a`, its creator `u` and its event `e`. */
const postTables = sql`${activities} a
  join ${users} u on u.id = a.user_id
  join ${events} e on e.id = a.event_id`;

/** The creator's privacy columns in postTables. */
const creatorPrivacy = {
  activityShare: sql`u.activity_share`,
  activityViewPhotoAndComment: sql`u.activity_view_photo_and_comment`,
};

/**
 * The columns of ActivityFieldsRow over the activity `a`; ::text keeps dates as the plain
 * `YYYY-MM-DD` text on both drivers.
 */
const activityColumns = sql`a.id, a.event_id as "eventId", a.user_id as "userId",
    a.date::text as "date", a.distance_km_tenths as "distanceKmTenths",
    a.distance_mile_tenths as "distanceMileTenths", a.notice,
    a.created_at as "createdAt", a.updated_at as "updatedAt"`;

/** The columns of PostRow over postTables, for a viewer standing in `relation`. */
function postColumns(relation: ViewerRelation): SQL {
  const { isVisible, isContentVisible } = postVisibility(creatorPrivacy, relation);
  return sql`${activityColumns}, a.like_count as "likeCount", a.comment_count as "commentCount",
    e.name as "eventName", e.end_date::text as "endDate",
    u.display_name as "displayName", u.avatar_key as "avatarKey",
    u.activity_view_photo_and_comment as "activityViewPhotoAndComment",
    ${isVisible} as "isVisible", ${isContentVisible} as "isContentVisible"`;
}

/** The viewer's relation to the creator of one post `a` (a probe of the friendship pair). */
function relationToCreator(viewerId: string): ViewerRelation {
  return {
    isOwner: sql`a.user_id = ${viewerId}::uuid`,
    isFriend: areFriendsSql(sql`a.user_id`, sql`${viewerId}::uuid`),
  };
}

/**
 * The photos, first comments (oldest first) and first likes (newest first) of the post
 * row `p` as json columns: all of them, or the first `perPost` comments and likes. Each is
 * a correlated subquery on its index (comments and photos by activity, likes by primary
 * key) that runs only when its guard (an SQL boolean over `p`) holds: for a single post,
 * photos and comments hidden from the viewer are never read. Comments and likes are cut to
 * `perPost` before their authors are joined, so a popular post costs `perPost` user
 * lookups, not one per like.
 */
function reactionColumns(guards: { content: SQL; likes: SQL }, perPost: Placeholder | null): SQL {
  const limit = perPost === null ? sql`` : sql`limit ${perPost}`;
  return sql`
    case when ${guards.content} then coalesce((
      select json_agg(json_build_object('id', i.id, 'key', i.key, 'thumbKey', i.thumb_key)
                      order by i.position, i.created_at, i.id)
      from ${activityImages} i
      where i.activity_id = p.id
    ), '[]') else '[]' end as images,
    case when ${guards.content} then coalesce((
      select json_agg(json_build_object('id', c.id, 'content', c.content,
                        'createdAt', c.created_at, 'userId', c.user_id,
                        'displayName', cu.display_name, 'avatarKey', cu.avatar_key)
                      order by c.created_at, c.id)
      from (
        select cm.id, cm.content, cm.created_at, cm.user_id
        from ${comments} cm
        where cm.activity_id = p.id
        order by cm.created_at, cm.id
        ${limit}
      ) c join ${users} cu on cu.id = c.user_id
    ), '[]') else '[]' end as comments,
    case when ${guards.likes} then coalesce((
      select json_agg(json_build_object('id', l.id, 'userId', l.user_id,
                        'displayName', lu.display_name, 'avatarKey', lu.avatar_key)
                      order by l.created_at desc, l.user_id desc)
      from (
        select lk.id, lk.created_at, lk.user_id
        from ${likes} lk
        where lk.activity_id = p.id
        order by lk.created_at desc, lk.user_id desc
        ${limit}
      ) l join ${users} lu on lu.id = l.user_id
    ), '[]') else '[]' end as likes`;
}

/**
 * Whether `viewer` liked the post row `p`: a scalar subquery, one primary key
 * probe per post (as EXISTS, the generic plan may hash all of the viewer's likes instead,
 * on every call).
 */
function isLikedColumn(viewer: SQL): SQL {
  return sql`coalesce((
      select true from ${likes} v where v.activity_id = p.id and v.user_id = ${viewer}
    ), false)`;
}

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
 * The statement of findFeedRefs for one tab. Tab `all` walks activities_feed_idx keeping
 * the posts the viewer may see, probing the friendship pair index for the few posts that
 * only friends may see (on the first page, half the database time of reading all of the
 * viewer's friends first). Tab `friends` reads the viewer's and their friends' posts, the
 * friends a CTE (accepted friendships in either direction, on friendships_sender_idx and
 * friendships_receiver_idx); the planner chooses between activities_user_feed_idx and the
 * walk.
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
  const relation: ViewerRelation = {
    isOwner: sql`a.user_id = ${viewer}`,
    isFriend:
      tab === 'friends'
        ? sql`a.user_id in (select id from friend)`
        : areFriendsSql(sql`a.user_id`, viewer),
  };
  const { isVisible, isContentVisible } = postVisibility(creatorPrivacy, relation);
  const where =
    tab === 'friends'
      ? sql`a.user_id in (select ${viewer} union all select id from friend) and ${isVisible}`
      : isVisible;
  const friend =
    tab === 'friends' ? sql`friend as (${friendIdsSql(sql.placeholder('viewerId'))}),` : sql``;
  return sql`
    with ${friend} p as (
      select a.id, a.updated_at::text || '/' || a.like_count || '/' || a.comment_count as stamp,
             a.user_id as "userId", u.display_name as "displayName",
             u.avatar_key as "avatarKey",
             u.activity_view_photo_and_comment as "activityViewPhotoAndComment",
             a.like_count as "likeCount", a.comment_count as "commentCount",
             ${isContentVisible} as "isContentVisible",
             row_number() over (order by a.created_at desc, a.id desc) as rn
      from ${activities} a join ${users} u on u.id = a.user_id
      where ${where}
    )
    select p.*, ${isLikedColumn(viewer)} as "isLiked"
    from p
    where p.rn > ${sql.placeholder('offset')}::bigint and p.rn <= ${sql.placeholder('end')}::bigint
    limit ${sql.raw(String(FEED_PAGE_ROWS_BOUND))}`;
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

/**
 * One post with all its photos, comments and likes as `viewerId` may see them, in one
 * statement; undefined when missing. The caller refuses it when not `isVisible` (its
 * reactions are then empty).
 */
export async function findPostWithReactions(
  db: Db,
  activityId: string,
  viewerId: string,
): Promise<PostWithReactionsRow | undefined> {
  // Materialized: the visibility flags are computed once, not again in every reference.
  const result = await db.execute(sql`
    with p as materialized (
      select ${postColumns(relationToCreator(viewerId))}
      from ${postTables}
      where a.id = ${activityId}::uuid
    )
    select p.*,
      ${reactionColumns({ content: sql`p."isContentVisible"`, likes: sql`p."isVisible"` }, null)},
      case when p."isVisible" then ${isLikedColumn(sql`${viewerId}::uuid`)} else false end as "isLiked"
    from p
  `);
  return rowsOf<PostWithReactionsRow>(result)[0];
}

/**
 * One post and what `viewerId` may see of it, without its reactions; undefined when
 * missing. With `lockKey`, the activity row is key-share locked until commit: a
 * concurrent delete waits (so a new like or comment never points at a deleted post),
 * while concurrent likes and comments, which update only the counters, do not wait for it.
 */
export async function findPost(
  db: Db,
  activityId: string,
  viewerId: string,
  opts: { lockKey?: boolean } = {},
): Promise<PostRow | undefined> {
  const result = await db.execute(sql`
    select ${postColumns(relationToCreator(viewerId))}
    from ${postTables}
    where a.id = ${activityId}::uuid
    ${opts.lockKey ? sql`for key share of a` : sql``}
  `);
  return rowsOf<PostRow>(result)[0];
}

/** Raw rows of db.execute (both drivers answer `{ rows }`). */
function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}
