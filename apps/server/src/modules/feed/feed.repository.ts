import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  activities,
  activityImages,
  comments,
  events,
  friendships,
  likes,
  users,
} from '../../db/schema';
import { postVisibility, type ViewerRelation } from './feed.visibility';

/**
 * One post as read for a viewer: the activity, its event, its creator's public fields and
 * what the viewer may see of it (feed.visibility.ts, evaluated by the database).
 * Timestamps are strings on node-postgres and Dates on PGlite (raw rows skip Drizzle's
 * mapping); feed.mapper.ts normalises them.
 */
export interface PostRow {
  id: string;
  eventId: string;
  userId: string;
  date: string;
  distanceKmTenths: number;
  distanceMileTenths: number;
  notice: string;
  likeCount: number;
  commentCount: number;
  createdAt: string | Date;
  updatedAt: string | Date;
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
  createdAt: string | Date;
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

/** The columns of PostRow over postTables, for a viewer standing in `relation`. */
function postColumns(relation: ViewerRelation): SQL {
  const { isVisible, isContentVisible } = postVisibility(creatorPrivacy, relation);
  // ::text keeps dates as the plain `YYYY-MM-DD` text on both drivers.
  return sql`a.id, a.event_id as "eventId", a.user_id as "userId", a.date::text as "date",
    a.distance_km_tenths as "distanceKmTenths", a.distance_mile_tenths as "distanceMileTenths",
    a.notice, a.like_count as "likeCount", a.comment_count as "commentCount",
    a.created_at as "createdAt", a.updated_at as "updatedAt",
    e.name as "eventName", e.end_date::text as "endDate",
    u.display_name as "displayName", u.avatar_key as "avatarKey",
    u.activity_view_photo_and_comment as "activityViewPhotoAndComment",
    ${isVisible} as "isVisible", ${isContentVisible} as "isContentVisible"`;
}

/**
 * The viewer's relation to the creator of one post `a`: the friendship is one probe of the
 * unique pair index (least/greatest on both sides answer it whatever the direction).
 */
function relationToCreator(viewerId: string): ViewerRelation {
  return {
    isOwner: sql`a.user_id = ${viewerId}::uuid`,
    isFriend: sql`exists (
      select 1 from ${friendships} f
      where least(f.sender_id, f.receiver_id) = least(a.user_id, ${viewerId}::uuid)
        and greatest(f.sender_id, f.receiver_id) = greatest(a.user_id, ${viewerId}::uuid)
        and f.status = 'accepted'
    )`,
  };
}

/**
 * The photos, comments (oldest first), likes (newest first) and the viewer's like of the
 * post row `p` (PostRow columns) as json columns: all of them, or the first `perPost` of
 * the comments and likes. Each is a correlated subquery on its index (comments and photos
 * by activity, likes by primary key) that runs only when the flag of `p` allows it: hidden
 * photos and comments are never read.
 */
function reactionColumns(viewerId: string, perPost: number | null): SQL {
  const limit = perPost === null ? sql`` : sql`limit ${perPost}`;
  return sql`
    case when p."isContentVisible" then coalesce((
      select json_agg(json_build_object('id', i.id, 'key', i.key, 'thumbKey', i.thumb_key)
                      order by i.position, i.created_at, i.id)
      from ${activityImages} i
      where i.activity_id = p.id
    ), '[]') else '[]' end as images,
    case when p."isContentVisible" then coalesce((
      select json_agg(json_build_object('id', c.id, 'content', c.content,
                        'createdAt', c.created_at, 'userId', c.user_id,
                        'displayName', c.display_name, 'avatarKey', c.avatar_key)
                      order by c.created_at, c.id)
      from (
        select cm.id, cm.content, cm.created_at, cm.user_id, cu.display_name, cu.avatar_key
        from ${comments} cm join ${users} cu on cu.id = cm.user_id
        where cm.activity_id = p.id
        order by cm.created_at, cm.id
        ${limit}
      ) c
    ), '[]') else '[]' end as comments,
    case when p."isVisible" then coalesce((
      select json_agg(json_build_object('id', l.id, 'createdAt', l.created_at,
                        'userId', l.user_id, 'displayName', l.display_name,
                        'avatarKey', l.avatar_key)
                      order by l.created_at desc, l.user_id desc)
      from (
        select lk.id, lk.created_at, lk.user_id, lu.display_name, lu.avatar_key
        from ${likes} lk join ${users} lu on lu.id = lk.user_id
        where lk.activity_id = p.id
        order by lk.created_at desc, lk.user_id desc
        ${limit}
      ) l
    ), '[]') else '[]' end as likes,
    case when p."isVisible" then exists (
      select 1 from ${likes} v where v.activity_id = p.id and v.user_id = ${viewerId}::uuid
    ) else false end as "isLiked"`;
}

/** Which posts a feed page reads. */
export interface FeedFilter {
  tab: 'all' | 'friends';
  viewerId: string;
}

/**
 * One page of a feed tab (DECISIONS 18), newest first (created_at desc, id desc: the order
 * of activities_feed_idx), each post with its first `perPost` comments and likes: one
 * statement, whose text is the same for every viewer and page, so each connection keeps it
 * prepared. The viewer's friends are a CTE (accepted friendships in either direction, on
 * friendships_sender_idx and friendships_receiver_idx). Tab `all` walks activities_feed_idx
 * keeping the posts the viewer may see; tab `friends` reads the viewer's and their
 * friends' posts (by activities_user_feed_idx, or walking activities_feed_idx when they
 * post often: the planner chooses). Reads `limit + 1` rows so the caller knows whether
 * another page follows without counting.
 */
export async function findFeedPage(
  db: Db,
  { tab, viewerId }: FeedFilter,
  page: { offset: number; limit: number; perPost: number },
): Promise<PostWithReactionsRow[]> {
  const relation: ViewerRelation = {
    isOwner: sql`a.user_id = ${viewerId}::uuid`,
    isFriend: sql`a.user_id in (select id from friend)`,
  };
  const { isVisible } = postVisibility(creatorPrivacy, relation);
  const where =
    tab === 'friends'
      ? sql`a.user_id in (select ${viewerId}::uuid union all select id from friend) and ${isVisible}`
      : isVisible;
  const result = await db.execute(sql`
    with friend as (
      select f.receiver_id as id from ${friendships} f
      where f.sender_id = ${viewerId}::uuid and f.status = 'accepted'
      union all
      select f.sender_id from ${friendships} f
      where f.receiver_id = ${viewerId}::uuid and f.status = 'accepted'
    ), p as (
      select ${postColumns(relation)}
      from ${postTables}
      where ${where}
      order by a.created_at desc, a.id desc
      limit ${page.limit + 1} offset ${page.offset}
    )
    select p.*, ${reactionColumns(viewerId, page.perPost)}
    from p
    order by p."createdAt" desc, p.id desc
  `);
  return rowsOf<PostWithReactionsRow>(result);
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
    select p.*, ${reactionColumns(viewerId, null)}
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
