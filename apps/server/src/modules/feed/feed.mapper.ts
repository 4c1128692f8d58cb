import { fromTenths } from '@cc/shared/activities/distance';
import type { Comment, Like, Post } from '@cc/shared/feed/feed.schemas';
import type { Storage } from '../../platform/storage';
import type { CommentRow, ImageRow, LikeRow, PostRow } from './feed.repository';

type Urls = Pick<Storage, 'url'>;

/** A person as a post shows them: name and avatar URL. */
function toPerson(id: string, displayName: string, avatarKey: string | null, storage: Urls) {
  return { _id: id, displayName, avatar: avatarKey ? storage.url(avatarKey) : null };
}

/** Maps a stored comment with its commentator to the API's comment. */
export function toComment(row: CommentRow, storage: Urls): Comment {
  return {
    _id: row.id,
    activityId: row.activityId,
    content: row.content,
    commentator: toPerson(row.userId, row.displayName, row.avatarKey, storage),
    createdAt: row.createdAt.toISOString(),
  };
}

/** Maps a stored like with its liker to the API's like. */
export function toLike(row: LikeRow, storage: Urls): Like {
  return {
    _id: row.id,
    userLike: toPerson(row.userId, row.displayName, row.avatarKey, storage),
    createdAt: row.createdAt.toISOString(),
  };
}

/** What a post carries beyond its row, already filtered by the viewer's privacy. */
export interface PostExtras {
  isContentVisible: boolean;
  isLiked: boolean;
  images: ImageRow[];
  comments: CommentRow[];
  likes: LikeRow[];
}

/**
 * Maps a post row to the API's post as the viewer may see it (DECISIONS 17): when photos
 * and comments are hidden, they are absent (empty lists, comment count 0), not flagged.
 */
export function toPost(row: PostRow, extras: PostExtras, day: string, storage: Urls): Post {
  const { activity, creator } = row;
  const visible = extras.isContentVisible;
  return {
    _id: activity.id,
    eventId: activity.eventId,
    creatorId: activity.userId,
    date: activity.date,
    distanceKm: fromTenths(activity.distanceKmTenths),
    distanceMile: fromTenths(activity.distanceMileTenths),
    notice: activity.notice,
    images: visible
      ? extras.images.map((i) => ({
          _id: i.id,
          url: storage.url(i.key),
          thumbUrl: storage.url(i.thumbKey),
        }))
      : [],
    isEventEnded: day > row.endDate,
    createdAt: activity.createdAt.toISOString(),
    updatedAt: activity.updatedAt.toISOString(),
    eventName: row.eventName,
    creator: {
      ...toPerson(activity.userId, creator.displayName, creator.avatarKey, storage),
      activityViewPhotoAndComment: creator.activityViewPhotoAndComment,
    },
    totalLike: activity.likeCount,
    totalComment: visible ? activity.commentCount : 0,
    isLiked: extras.isLiked,
    isContentHidden: !visible,
    comments: visible ? extras.comments.map((c) => toComment(c, storage)) : [],
    likes: extras.likes.map((l) => toLike(l, storage)),
  };
}
