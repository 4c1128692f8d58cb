import type { Post } from '@cc/shared/feed/feed.schemas';
import { ANONYMOUS_NAME } from '@cc/shared/users/users.constants';
import { Anchor } from '@mantine/core';
import { memo, useEffect, useState } from 'react';
import { UserAvatar } from '../../../components/user-avatar';
import { OwnerReviewBadge } from '../../../entities/fair-play/owner-review-badge';
import type { DistanceUnit } from '../../../entities/profile/profile';
import { useAuthStore } from '../../../lib/auth-store';
import { notifyError } from '../../../lib/notify';
import { hashHref, paths } from '../../../lib/routes';
import { useTexts } from '../../../lib/use-texts';
import { usePost } from '../api/get-post';
import { useFeedFormat } from '../hooks/use-feed-format';
import { HiddenContentNote } from './hidden-content-note';
import { LikeButton } from './like-button';
import { usePersonName } from './person-name';
import classes from './post-card.module.css';
import { PostComments } from './post-comments';
import { PostLikes } from './post-likes';
import { PostPace } from './post-pace';
import { PostPhotos } from './post-photos';
import { PostWhen } from './post-when';
import { useCommentToggle } from './use-comment-toggle';

interface PostCardProps {
  post: Post;
  unit: DistanceUnit;
  /** The post page's copy carries every comment and like: no "More" expanders. */
  isFull?: boolean;
  /**
   * The first card of a list: its photos are on screen at once, often the largest thing the
   * page paints, so they load straight away; every other card's wait until scrolled near.
   */
  isFirst?: boolean;
}

/**
 * Loads the full post once the reader opens "More comments" or "More likes" and, until it
 * is there, keeps the preview. A failed load shows 'Failed to load activity!' and closes.
 */
function useFullPost(post: Post, isFull: boolean) {
  const [isExpanded, setExpanded] = useState(false);
  const full = usePost(post._id, isExpanded && !isFull);
  useEffect(() => {
    if (!full.error) return;
    notifyError(full.error, 'feed:toasts.loadFailed');
    setExpanded(false);
  }, [full.error]);
  const loaded = isExpanded && !isFull ? full.data : undefined;
  return {
    shown: loaded ?? post,
    isComplete: isFull || Boolean(loaded),
    expand: () => setExpanded(true),
    isLoading: isExpanded && !isFull && full.isPending,
  };
}

/**
 * Creator's picture and name (a link to their competitor page unless it is the reader),
 * the challenge and when the activity was done; in the feed, its day opens the post on its
 * own page.
 */
function PostHeader({ post, isFull }: { post: Post; isFull: boolean }) {
  const viewerId = useAuthStore((state) => state.userId);
  const nameOf = usePersonName();
  const name = nameOf(post.creator.displayName);
  const isLinkable = post.creatorId !== viewerId && post.creator.displayName !== ANONYMOUS_NAME;
  return (
    <div className={classes.header}>
      <UserAvatar id={post.creator._id} src={post.creator.avatar} name={name} />
      <div className={classes.shrink}>
        {isLinkable ? (
          <Anchor
            href={hashHref(paths.competitor(post.creatorId, post.eventId))}
            fw={600}
            size="sm"
          >
            {name}
          </Anchor>
        ) : (
          <p className={`${classes.text} ${classes.sm} ${classes.strong}`}>{name}</p>
        )}
        <p className={`${classes.text} ${classes.xs} ${classes.dimmed} ${classes.truncate}`}>
          {post.eventName}
        </p>
        <PostWhen post={post} isFull={isFull} />
      </div>
    </div>
  );
}

/**
 * A feed post (participant spec §2, §6): who, which challenge, which day, the distance in the
 * reader's unit (with duration and pace when logged), the notice as plain text, photos, likes and comments. The like button and
 * the "Comment" button disappear once the challenge has ended; the button also when the
 * creator's photos and comments are hidden from the reader. The button opens the comment
 * form (use-comment-toggle.tsx), whose code loads after the first paint
 * (lazy-post-card-parts.ts): whatever shows cards puts them in a Suspense boundary.
 * A card renders again only when its post (kept the same object by the query cache while
 * it does not change) or its props do: a page of ten cards does not re-render for every
 * update of the page around it.
 */
export const PostCard = memo(function PostCard({
  post,
  unit,
  isFull = false,
  isFirst = false,
}: PostCardProps) {
  const { t } = useTexts('feed');
  const { distance } = useFeedFormat();
  const nameOf = usePersonName();
  const { shown, isComplete, expand, isLoading } = useFullPost(post, isFull);
  const author = nameOf(post.creator.displayName);
  const canComment = !post.isEventEnded && !post.isContentHidden;
  const comment = useCommentToggle({ activityId: post._id, totalComment: post.totalComment });

  return (
    <article className={classes.card} aria-label={author}>
      <PostHeader post={post} isFull={isFull} />
      <div className={`${classes.row} ${classes.baseline}`}>
        <p className={`${classes.text} ${classes.lg} ${classes.bold}`}>
          {distance(post.distanceKm, post.distanceMile, unit)}
        </p>
        <PostPace
          distanceKm={post.distanceKm}
          distanceMile={post.distanceMile}
          durationMinutes={post.durationMinutes}
          unit={unit}
        />
        {/* Posts carry no review today; the owner's own may one day (issue 25). */}
        {post.review && <OwnerReviewBadge status={post.review.status} />}
      </div>
      {post.notice && (
        <p className={`${classes.text} ${classes.sm} ${classes.written}`}>{post.notice}</p>
      )}
      <PostPhotos images={shown.images} author={author} isEager={isFull || isFirst} />
      <div className={`${classes.row} ${classes.between}`}>
        {post.isEventEnded ? (
          <p className={`${classes.text} ${classes.xs} ${classes.dimmed}`}>{t('post.ended')}</p>
        ) : (
          <LikeButton post={post} />
        )}
        {canComment ? (
          comment.button
        ) : (
          <p className={`${classes.text} ${classes.xs} ${classes.dimmed}`}>
            {t('comments.count', { count: post.totalComment })}
          </p>
        )}
      </div>
      <PostLikes
        likes={shown.likes}
        hasMore={!isComplete && shown.likes.length < shown.totalLike}
        isLoadingMore={isLoading}
        onMore={expand}
      />
      {post.isContentHidden && (
        <HiddenContentNote creatorId={post.creatorId} creator={post.creator} />
      )}
      <PostComments
        comments={shown.comments}
        hasMore={!isComplete && shown.comments.length < shown.totalComment}
        isLoadingMore={isLoading}
        onMore={expand}
      />
      {canComment && comment.form}
    </article>
  );
});
