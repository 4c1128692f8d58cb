import { and, asc, desc, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
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

/** The columns of a post: the activity, its event and its creator's public and privacy fields. */
const postColumns = {
  activity: activities,
  eventName: events.name,
  endDate: events.endDate,
  creator: {
    displayName: users.displayName,
    avatarKey: users.avatarKey,
    activityShare: users.activityShare,
    activityViewPhotoAndComment: users.activityViewPhotoAndComment,
  },
};

/** One post as read from the database, before the viewer's privacy is applied. */
export interface PostRow {
  activity: typeof activities.$inferSelect;
  eventName: string;
  endDate: string;
  creator: {
    displayName: string;
    avatarKey: string | null;
    activityShare: string;
    activityViewPhotoAndComment: string;
  };
}

/** A photo row of a post. */
export type ImageRow = typeof activityImages.$inferSelect;

/** A comment with its commentator's public fields. */
export interface CommentRow {
  id: string;
  activityId: string;
  content: string;
  createdAt: Date;
  userId: string;
  displayName: string;
  avatarKey: string | null;
}

/** A like with its liker's public fields. */
export interface LikeRow {
  id: string;
  activityId: string;
  createdAt: Date;
  userId: string;
  displayName: string;
  avatarKey: string | null;
}

/** An accepted friendship between the user `other` (a column or value) and `userId`. */
function acceptedFriendship(userId: string, other: SQL | typeof activities.userId) {
  // least/greatest on both sides: the unique pair index answers it whatever the direction.
  return sql`exists (
    select 1 from ${friendships} f
    where least(f.sender_id, f.receiver_id) = least(${other}, ${userId}::uuid)
      and greatest(f.sender_id, f.receiver_id) = greatest(${other}, ${userId}::uuid)
      and f.status = 'accepted'
  )`;
}

/** Ids of `userId`'s friends (accepted friendships in either direction). */
export async function findFriendIds(db: Db, userId: string): Promise<string[]> {
  const rows = await db
    .select({
      friendId: sql<string>`case when ${friendships.senderId} = ${userId}::uuid
        then ${friendships.receiverId} else ${friendships.senderId} end`,
    })
    .from(friendships)
    .where(
      and(
        or(eq(friendships.senderId, userId), eq(friendships.receiverId, userId)),
        eq(friendships.status, 'accepted'),
      ),
    );
  return rows.map((r) => r.friendId);
}

/** Which posts a feed page reads. */
export interface FeedFilter {
  tab: 'all' | 'friends';
  viewerId: string;
  friendIds: string[];
}

/**
 * The where clause of a feed tab (DECISIONS 18): the visibility rules as SQL. The friends
 * tab is one `user_id = any(...)` over the viewer and their friends, so PostgreSQL can read
 * just those users' posts by index when they are few, or walk activities_feed_idx when
 * they post often (checked with EXPLAIN on both shapes).
 */
function feedCondition({ tab, viewerId, friendIds }: FeedFilter): SQL | undefined {
  const own = eq(activities.userId, viewerId);
  if (tab === 'friends') {
    return and(
      inArray(activities.userId, [viewerId, ...friendIds]),
      or(own, inArray(users.activityShare, ['Public', 'Friends'])),
    );
  }
  return or(
    own,
    eq(users.activityShare, 'Public'),
    friendIds.length > 0
      ? and(inArray(activities.userId, friendIds), eq(users.activityShare, 'Friends'))
      : undefined,
  );
}

/**
 * One page of a feed tab, newest first (created_at desc, id desc: the order of
 * activities_feed_idx). Reads `limit + 1` rows so the caller knows whether another page
 * follows without counting.
 */
export async function findFeedPage(
  db: Db,
  filter: FeedFilter,
  page: { offset: number; limit: number },
): Promise<PostRow[]> {
  return db
    .select(postColumns)
    .from(activities)
    .innerJoin(users, eq(users.id, activities.userId))
    .innerJoin(events, eq(events.id, activities.eventId))
    .where(feedCondition(filter))
    .orderBy(desc(activities.createdAt), desc(activities.id))
    .limit(page.limit + 1)
    .offset(page.offset);
}

/**
 * One post with whether `viewerId` is a friend of its creator, in one query; undefined
 * when missing. With `lockKey`, the activity row is key-share locked until commit: a
 * concurrent delete waits (so a new like or comment never points at a deleted post), while
 * concurrent likes and comments, which update only the counters, do not wait for it.
 */
export async function findPost(
  db: Db,
  activityId: string,
  viewerId: string,
  opts: { lockKey?: boolean } = {},
): Promise<(PostRow & { isFriend: boolean }) | undefined> {
  const query = db
    .select({
      ...postColumns,
      isFriend: sql<boolean>`${acceptedFriendship(viewerId, activities.userId)}`,
    })
    .from(activities)
    .innerJoin(users, eq(users.id, activities.userId))
    .innerJoin(events, eq(events.id, activities.eventId))
    .where(eq(activities.id, activityId));
  const [row] = opts.lockKey ? await query.for('key share', { of: activities }) : await query;
  return row;
}

/** The photos of some posts, in their display order. */
export async function findImagesOf(db: Db, activityIds: string[]): Promise<ImageRow[]> {
  if (activityIds.length === 0) return [];
  return db
    .select()
    .from(activityImages)
    .where(inArray(activityImages.activityId, activityIds))
    .orderBy(asc(activityImages.position), asc(activityImages.createdAt), asc(activityImages.id));
}

/**
 * The comments of some posts, oldest first, with their commentators: all of them, or the
 * first `perPost` of each through a lateral join (one index range read per post on
 * comments_activity_idx, however many comments a post has).
 */
export async function findCommentsOf(
  db: Db,
  activityIds: string[],
  perPost: number | null,
): Promise<CommentRow[]> {
  if (activityIds.length === 0) return [];
  const ids = sql.join(
    activityIds.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  const limit = perPost === null ? sql`` : sql`limit ${perPost}`;
  const result = await db.execute(sql`
    select c.id, c.activity_id as "activityId", c.content, c.created_at as "createdAt",
           c.user_id as "userId", c.display_name as "displayName", c.avatar_key as "avatarKey"
    from unnest(array[${ids}]) as post(id)
    cross join lateral (
      select cm.id, cm.activity_id, cm.content, cm.created_at, cm.user_id,
             u.display_name, u.avatar_key
      from ${comments} cm join ${users} u on u.id = cm.user_id
      where cm.activity_id = post.id
      order by cm.created_at asc, cm.id asc
      ${limit}
    ) c
  `);
  return rowsOf<CommentRow>(result);
}

/**
 * The likes of some posts, newest first, with their likers: all of them, or the first
 * `perPost` of each (lateral join, as findCommentsOf).
 */
export async function findLikesOf(
  db: Db,
  activityIds: string[],
  perPost: number | null,
): Promise<LikeRow[]> {
  if (activityIds.length === 0) return [];
  const ids = sql.join(
    activityIds.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  const limit = perPost === null ? sql`` : sql`limit ${perPost}`;
  const result = await db.execute(sql`
    select l.id, l.activity_id as "activityId", l.created_at as "createdAt",
           l.user_id as "userId", l.display_name as "displayName", l.avatar_key as "avatarKey"
    from unnest(array[${ids}]) as post(id)
    cross join lateral (
      select lk.id, lk.activity_id, lk.created_at, lk.user_id, u.display_name, u.avatar_key
      from ${likes} lk join ${users} u on u.id = lk.user_id
      where lk.activity_id = post.id
      order by lk.created_at desc, lk.user_id desc
      ${limit}
    ) l
  `);
  return rowsOf<LikeRow>(result);
}

/** Which of some posts `userId` has liked. */
export async function findLikedIds(
  db: Db,
  userId: string,
  activityIds: string[],
): Promise<Set<string>> {
  if (activityIds.length === 0) return new Set();
  const rows = await db
    .select({ activityId: likes.activityId })
    .from(likes)
    .where(and(eq(likes.userId, userId), inArray(likes.activityId, activityIds)));
  return new Set(rows.map((r) => r.activityId));
}

/** Raw rows of db.execute (both drivers answer `{ rows }`), with timestamps as Dates. */
function rowsOf<T extends { createdAt: Date }>(result: unknown): T[] {
  const rows = (result as { rows: T[] }).rows;
  // Raw queries skip Drizzle's mapping: a driver may answer timestamps as strings.
  return rows.map((r) => ({ ...r, createdAt: new Date(r.createdAt) }));
}
