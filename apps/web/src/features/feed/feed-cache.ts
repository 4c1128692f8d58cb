import { FEED_PREVIEW_COUNT } from '@cc/shared/feed/feed.constants';
import type { Comment, FeedPage, Like, LikeState, Post } from '@cc/shared/feed/feed.schemas';
import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import { cachedProfile } from '../../entities/profile/profile';
import { feedKeys } from '../../entities/query-keys';

type PostUpdate = (post: Post, isFull: boolean) => Post;

/**
 * Applies `update` to the post wherever it is cached: in every loaded feed page (a preview,
 * `isFull` false) and as a single full post (`isFull` true). Saves a refetch of whole pages
 * after a like or a comment.
 */
export function updateCachedPost(queryClient: QueryClient, id: string, update: PostUpdate): void {
  queryClient.setQueriesData<InfiniteData<FeedPage>>({ queryKey: feedKeys.lists() }, (data) =>
    data
      ? {
          ...data,
          pages: data.pages.map((page) => ({
            ...page,
            docs: page.docs.map((post) => (post._id === id ? update(post, false) : post)),
          })),
        }
      : data,
  );
  queryClient.setQueryData<Post>(feedKeys.post(id), (post) => (post ? update(post, true) : post));
}

/**
 * Adds the caller's new comment. A full post and a preview that already shows every
 * comment get it appended (oldest first); a shortened preview only counts it, since the
 * comment belongs after the ones "More comments" would load.
 */
export function addCachedComment(queryClient: QueryClient, comment: Comment): void {
  updateCachedPost(queryClient, comment.activityId, (post, isFull) => {
    const isComplete = isFull || post.comments.length >= post.totalComment;
    return {
      ...post,
      totalComment: post.totalComment + 1,
      comments: isComplete ? [...post.comments, comment] : post.comments,
    };
  });
}

/** The signed-in user as a liker, from the session's profile. */
function viewerOf(queryClient: QueryClient): Like['userLike'] | null {
  const profile = cachedProfile(queryClient);
  return profile
    ? { _id: profile._id, displayName: profile.displayName, avatar: profile.avatar }
    : null;
}

/**
 * Stores the like state the server answered and puts the caller's name at the head of the
 * likes (newest first) or takes it out, so the names match the count without a reload.
 */
export function applyCachedLikeState(queryClient: QueryClient, state: LikeState): void {
  const viewer = viewerOf(queryClient);
  updateCachedPost(queryClient, state.activityId, (post, isFull) => {
    let likes = post.likes;
    if (viewer) {
      likes = likes.filter((like) => like.userLike._id !== viewer._id);
      if (state.isLiked) {
        const own: Like = { _id: `own-${viewer._id}`, userLike: viewer };
        likes = [own, ...likes];
        if (!isFull) likes = likes.slice(0, FEED_PREVIEW_COUNT);
      }
    }
    return { ...post, totalLike: state.totalLike, isLiked: state.isLiked, likes };
  });
}
