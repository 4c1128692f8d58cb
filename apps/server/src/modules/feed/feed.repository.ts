import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { areFriendsSql } from '../../db/friends';
import type { ActivityFieldsRow } from '../activities';
import { isLikedColumn, postColumns, postTables, reactionColumns } from './feed.columns';
import type { ViewerRelation } from './feed.visibility';

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
  /** Whether the creator takes friend requests (shown with their friends-only photos). */
  acceptFriendship: boolean;
  isVisible: boolean;
  isContentVisible: boolean;
}

/** A photo of a post, as its json element. */
export interface ImageRow {
  id: string;
  key: string;
  thumbKey: string;
  /** Null on a photo stored before decision 085, until backfilled; so are width and height. */
  mediumKey: string | null;
  width: number | null;
  height: number | null;
}

/**
 * A comment with its commentator's public fields and activityShare (whether others may see
 * who it is), as its json element; comments of deactivated accounts are not read.
 */
export interface CommentRow {
  id: string;
  content: string;
  createdAt: string | Date;
  userId: string;
  displayName: string;
  avatarKey: string | null;
  activityShare: string;
}

/** A like with its liker's public fields and activityShare, as its json element. */
export interface LikeRow {
  id: string;
  userId: string;
  displayName: string;
  avatarKey: string | null;
  activityShare: string;
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

/** The viewer's relation to the creator of one post `a` (a probe of the friendship pair). */
function relationToCreator(viewerId: string): ViewerRelation {
  return {
    isOwner: sql`a.user_id = ${viewerId}::uuid`,
    isFriend: areFriendsSql(sql`a.user_id`, sql`${viewerId}::uuid`),
  };
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
