import { pickLanguage } from '@cc/shared/common/translations';
import type { AdminNotice, Comment, Like, Post } from '@cc/shared/feed/feed.schemas';
import { ANONYMOUS_PERSON, mayBeNamed, toPerson } from '../../platform/person';
import type { Storage } from '../../platform/storage';
import { toActivity } from '../activities';
import type { AdminNoticeRow } from './admin-notice.repository';
import type { CommentRow, LikeRow, PostRow, PostWithReactionsRow } from './feed.repository';
import type { PostBodyRow } from './feed-page.repository';

type Urls = Pick<Storage, 'url'>;

/** A timestamp as the API sends it; raw rows answer strings or Dates depending on the driver. */
function toIso(value: string | Date): string {
  return new Date(value).toISOString();
}

/**
 * Maps the stored pinned notice to the API's (decision 075): a participant (`resolve`) reads
 * the title and text of one language, the text's: theirs when written, else the other, else
 * the single fields; an administrator reads the single fields their editor changes.
 */
export function toAdminNotice(
  row: AdminNoticeRow,
  reader: { language: string; resolve: boolean },
): AdminNotice {
  const titles = { de: row.titleDe, en: row.titleEn };
  const notices = { de: row.noticeDe, en: row.noticeEn };
  const written = [row.titleDe, row.titleEn, row.noticeDe, row.noticeEn].some(Boolean);
  // One language for title and text, chosen by the text: the reader's, else the other.
  const chosen = reader.resolve ? pickLanguage(notices, reader.language) : null;
  return {
    _id: row.id,
    title: chosen ? titles[chosen] || row.title : row.title,
    notice: chosen ? notices[chosen] : row.notice,
    updatedAt: row.updatedAt.toISOString(),
    // Only when written, so the notice of an old client keeps its exact shape.
    ...(written ? { titles, notices } : {}),
  };
}

/** The author of a like or comment: named, or anonymous when `named` is false. */
function authorOf(
  row: Pick<CommentRow, 'userId' | 'displayName' | 'avatarKey'>,
  storage: Urls,
  named: boolean,
) {
  return named ? toPerson(row.userId, row.displayName, row.avatarKey, storage) : ANONYMOUS_PERSON;
}

/**
 * Maps a stored comment of the post `activityId`, with its commentator, to the API's
 * comment; the commentator anonymous unless `named` (their own comments are).
 */
export function toComment(
  row: Omit<CommentRow, 'activityShare'> & { activityId: string },
  storage: Urls,
  named = true,
): Comment {
  return {
    _id: row.id,
    activityId: row.activityId,
    content: row.content,
    commentator: authorOf(row, storage, named),
    createdAt: toIso(row.createdAt),
  };
}

/** Maps a stored like with its liker to the API's like; the liker anonymous unless `named`. */
export function toLike(row: Omit<LikeRow, 'activityShare'>, storage: Urls, named = true): Like {
  return { _id: row.id, userLike: authorOf(row, storage, named) };
}

/**
 * A post without what depends on its viewer: the same for everyone, kept by the post cache.
 * Its comments and likes name their authors as everyone else sees them: a Private author
 * as anonymous (decision 063).
 */
export interface SharedPost {
  post: Omit<
    Post,
    'creator' | 'totalLike' | 'totalComment' | 'isLiked' | 'isContentHidden' | 'isEventEnded'
  >;
  /** The event's last day, for `isEventEnded` on the day of each request. */
  endDate: string;
  /**
   * When a Private person liked or commented: their ids, and the comments and likes as they
   * see them, by their own name (the same positions as in `post`).
   */
  ownView?: { authorIds: Set<string>; comments: Comment[]; likes: Like[] };
}

/** Whether a reaction's author may be named to everyone else (decision 063). */
const isNamed = (row: { activityShare: string }) =>
  mayBeNamed({ activityShare: row.activityShare, status: true });

/** Maps a post body (its photos and first or all reactions) to its shared part. */
export function toSharedPost(row: PostBodyRow, storage: Urls): SharedPost {
  const activity = toActivity(row, row.images, row.endDate, '', storage);
  const hidden = [...row.comments, ...row.likes].filter((r) => !isNamed(r));
  const ownView =
    hidden.length === 0
      ? undefined
      : {
          authorIds: new Set(hidden.map((r) => r.userId)),
          comments: row.comments.map((c) => toComment({ ...c, activityId: row.id }, storage)),
          likes: row.likes.map((l) => toLike(l, storage)),
        };
  return {
    post: {
      _id: activity._id,
      eventId: activity.eventId,
      creatorId: activity.creatorId,
      date: activity.date,
      distanceKm: activity.distanceKm,
      distanceMile: activity.distanceMile,
      notice: activity.notice,
      durationMinutes: activity.durationMinutes,
      images: activity.images,
      createdAt: activity.createdAt,
      updatedAt: activity.updatedAt,
      eventName: row.eventName,
      comments: row.comments.map((c) =>
        toComment({ ...c, activityId: row.id }, storage, isNamed(c)),
      ),
      likes: row.likes.map((l) => toLike(l, storage, isNamed(l))),
    },
    endDate: row.endDate,
    ...(ownView ? { ownView } : {}),
  };
}

/** `others`, with the entries `viewerId` made taken from `own` (their own name). */
function withOwn<T>(others: T[], own: T[], isMine: (entry: T) => boolean): T[] {
  return others.map((entry, i) => (isMine(own[i]!) ? own[i]! : entry));
}

/** What a post is to one viewer: its creator now, its counters, and what they may see. */
export type PostViewerRow = Pick<
  PostRow,
  | 'userId'
  | 'displayName'
  | 'avatarKey'
  | 'activityViewPhotoAndComment'
  | 'acceptFriendship'
  | 'likeCount'
  | 'commentCount'
  | 'isContentVisible'
> & { isLiked: boolean };

/**
 * The API's post as the viewer `viewerId` may see it (rule 17): when photos and comments
 * are hidden, they are absent (empty lists, comment count 0), not flagged. Only a strict
 * `true` shows them. A Private viewer sees their own likes and comments by name. `shared`
 * is not changed (it may be a cached post shared by many requests).
 */
export function toViewerPost(
  shared: SharedPost,
  viewer: PostViewerRow,
  viewerId: string,
  day: string,
  storage: Urls,
): Post {
  const visible = viewer.isContentVisible === true;
  const post = shared.post;
  const own = shared.ownView?.authorIds.has(viewerId) ? shared.ownView : undefined;
  const comments = own
    ? withOwn(post.comments, own.comments, (c) => c.commentator._id === viewerId)
    : post.comments;
  const likes = own
    ? withOwn(post.likes, own.likes, (l) => l.userLike._id === viewerId)
    : post.likes;
  // Written out field by field: a spread of the shared post cost a feed page more than all
  // of its other mapping together.
  return {
    _id: post._id,
    eventId: post.eventId,
    creatorId: post.creatorId,
    date: post.date,
    distanceKm: post.distanceKm,
    distanceMile: post.distanceMile,
    notice: post.notice,
    durationMinutes: post.durationMinutes,
    images: visible ? post.images : [],
    isEventEnded: day > shared.endDate,
    createdAt: post.createdAt,
    updatedAt: post.updatedAt,
    eventName: post.eventName,
    creator: {
      ...toPerson(viewer.userId, viewer.displayName, viewer.avatarKey, storage),
      activityViewPhotoAndComment: viewer.activityViewPhotoAndComment,
      acceptFriendship: viewer.acceptFriendship,
    },
    totalLike: viewer.likeCount,
    totalComment: visible ? viewer.commentCount : 0,
    isLiked: viewer.isLiked === true,
    isContentHidden: !visible,
    comments: visible ? comments : [],
    likes,
  };
}

/**
 * Maps a post row read with its reactions for one viewer (GET /api/activities/:id) to the
 * API's post as that viewer may see it; the database already left hidden content unread.
 */
export function toPost(
  row: PostWithReactionsRow,
  viewerId: string,
  day: string,
  storage: Urls,
): Post {
  return toViewerPost(toSharedPost(row, storage), row, viewerId, day, storage);
}
