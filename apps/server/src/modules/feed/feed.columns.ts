import { type Placeholder, type SQL, sql } from 'drizzle-orm';
import { activities, activityImages, comments, events, likes, users } from '../../db/schema';
import { postVisibility, type ViewerRelation } from './feed.visibility';

/**
 * The columns a post is read with, as SQL fragments over the activity `a`, its creator `u`
 * and its event `e` (or a post row `p`): written once for the single post read
 * (feed.repository.ts) and the feed pages (feed-page.repository.ts), which run them.
 */

/** The tables of a post: the activity `a`, its creator `u` and its event `e`. */
export const postTables = sql`${activities} a
  join ${users} u on u.id = a.user_id
  join ${events} e on e.id = a.event_id`;

/** The creator's privacy columns in postTables, and the post's review status. */
export const creatorPrivacy = {
  activityShare: sql`u.activity_share`,
  activityViewPhotoAndComment: sql`u.activity_view_photo_and_comment`,
  status: sql`u.status`,
  reviewStatus: sql`a.review_status`,
};

/**
 * The columns of ActivityFieldsRow over the activity `a`; ::text keeps dates as the plain
 * `YYYY-MM-DD` text on both drivers.
 */
export const activityColumns = sql`a.id, a.event_id as "eventId", a.user_id as "userId",
    a.date::text as "date", a.distance_km_tenths as "distanceKmTenths",
    a.distance_mile_tenths as "distanceMileTenths", a.notice,
    a.duration_minutes as "durationMinutes", a.created_at as "createdAt", a.updated_at as "updatedAt"`;

/** The columns of PostRow over postTables, for a viewer standing in `relation`. */
export function postColumns(relation: ViewerRelation): SQL {
  const { isVisible, isContentVisible } = postVisibility(creatorPrivacy, relation);
  return sql`${activityColumns}, a.like_count as "likeCount", a.comment_count as "commentCount",
    e.name as "eventName", e.end_date::text as "endDate",
    u.display_name as "displayName", u.avatar_key as "avatarKey",
    u.activity_view_photo_and_comment as "activityViewPhotoAndComment",
    u.accept_friendship as "acceptFriendship",
    ${isVisible} as "isVisible", ${isContentVisible} as "isContentVisible"`;
}

/**
 * The photos, first comments (oldest first) and first likes (newest first) of the post
 * row `p` as json columns: all of them, or the first `perPost` comments and likes. Each is
 * a correlated subquery on its index (comments and photos by activity, likes by primary
 * key) that runs only when its guard (an SQL boolean over `p`) holds: for a single post,
 * photos and comments hidden from the viewer are never read. Comments and likes of
 * deactivated accounts are left out (decision 063); each author comes with their
 * activityShare, so the mapper can show a Private one as anonymous to everyone else. The
 * walk stops after `perPost` reactions of active authors, so a popular post costs about
 * `perPost` user lookups, not one per like.
 */
export function reactionColumns(
  guards: { content: SQL; likes: SQL },
  perPost: Placeholder | null,
): SQL {
  const limit = perPost === null ? sql`` : sql`limit ${perPost}`;
  return sql`
    case when ${guards.content} then coalesce((
      select json_agg(json_build_object('id', i.id, 'key', i.key, 'thumbKey', i.thumb_key,
                        'mediumKey', i.medium_key, 'width', i.width, 'height', i.height)
                      order by i.position, i.created_at, i.id)
      from ${activityImages} i
      where i.activity_id = p.id
    ), '[]') else '[]' end as images,
    case when ${guards.content} then coalesce((
      select json_agg(json_build_object('id', c.id, 'content', c.content,
                        'createdAt', c.created_at, 'userId', c.user_id,
                        'displayName', c.display_name, 'avatarKey', c.avatar_key,
                        'activityShare', c.activity_share)
                      order by c.created_at, c.id)
      from (
        select cm.id, cm.content, cm.created_at, cm.user_id,
               cu.display_name, cu.avatar_key, cu.activity_share
        from ${comments} cm join ${users} cu on cu.id = cm.user_id
        where cm.activity_id = p.id and cu.status
        order by cm.created_at, cm.id
        ${limit}
      ) c
    ), '[]') else '[]' end as comments,
    case when ${guards.likes} then coalesce((
      select json_agg(json_build_object('id', l.id, 'userId', l.user_id,
                        'displayName', l.display_name, 'avatarKey', l.avatar_key,
                        'activityShare', l.activity_share)
                      order by l.created_at desc, l.user_id desc)
      from (
        select lk.id, lk.created_at, lk.user_id,
               lu.display_name, lu.avatar_key, lu.activity_share
        from ${likes} lk join ${users} lu on lu.id = lk.user_id
        where lk.activity_id = p.id and lu.status
        order by lk.created_at desc, lk.user_id desc
        ${limit}
      ) l
    ), '[]') else '[]' end as likes`;
}

/**
 * Whether `viewer` liked the post row `p`: a scalar subquery, one primary key
 * probe per post (as EXISTS, the generic plan may hash all of the viewer's likes instead,
 * on every call).
 */
export function isLikedColumn(viewer: SQL): SQL {
  return sql`coalesce((
      select true from ${likes} v where v.activity_id = p.id and v.user_id = ${viewer}
    ), false)`;
}
