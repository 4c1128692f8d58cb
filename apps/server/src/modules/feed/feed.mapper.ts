import type { Comment, Like, Post } from '@cc/shared/feed/feed.schemas';
import type { Storage } from '../../platform/storage';
import { toActivity } from '../activities';
import type { CommentRow, LikeRow, PostWithReactionsRow } from './feed.repository';

type Urls = Pick<Storage, 'url'>;

/** A timestamp as the API sends it; raw rows answer strings or Dates depending on the driver. */
function toIso(value: string | Date): string {
  return new Date(value).toISOString();
}

/** A person as a post shows them: name and avatar URL. */
function toPerson(id: string, displayName: string, avatarKey: string | null, storage: Urls) {
  return { _id: id, displayName, avatar: avatarKey ? storage.url(avatarKey) : null };
}

/** Maps a stored comment of the post `activityId`, with its commentator, to the API's comment. */
export function toComment(row: CommentRow & { activityId: string }, storage: Urls): Comment {
  return {
    _id: row.id,
    activityId: row.activityId,
    content: row.content,
    commentator: toPerson(row.userId, row.displayName, row.avatarKey, storage),
    createdAt: toIso(row.createdAt),
  };
}

/** Maps a stored like with its liker to the API's like. */
export function toLike(row: LikeRow, storage: Urls): Like {
  return {
    _id: row.id,
    userLike: toPerson(row.userId, row.displayName, row.avatarKey, storage),
    createdAt: toIso(row.createdAt),
  };
}

/**
 * Maps a post row to the API's post as the viewer may see it (rule 17): when photos
 * and comments are hidden, they are absent (empty lists, comment count 0), not flagged.
 * The database already left them unread; only a strict `true` shows them.
 */
export function toPost(row: PostWithReactionsRow, day: string, storage: Urls): Post {
  const visible = row.isContentVisible === true;
  return {
    ...toActivity(row, visible ? row.images : [], row.endDate, day, storage),
    eventName: row.eventName,
    creator: {
      ...toPerson(row.userId, row.displayName, row.avatarKey, storage),
      activityViewPhotoAndComment: row.activityViewPhotoAndComment,
    },
    totalLike: row.likeCount,
    totalComment: visible ? row.commentCount : 0,
    isLiked: row.isLiked === true,
    isContentHidden: !visible,
    comments: visible
      ? row.comments.map((c) => toComment({ ...c, activityId: row.id }, storage))
      : [],
    likes: row.likes.map((l) => toLike(l, storage)),
  };
}
