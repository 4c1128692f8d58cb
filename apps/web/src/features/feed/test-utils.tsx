import type { Comment, FeedPage, Like, Post } from '@cc/shared/feed/feed.schemas';
import { routePatterns } from '../../lib/paths';
import { renderRoutes } from '../../test/render-app';
import { NewsfeedScope } from './components/newsfeed-scope';
import { NewsfeedPage } from './pages/newsfeed-page';
import { NewsfeedPostPage } from './pages/newsfeed-post-page';

/**
 * Renders the feed's pages at `path` with the app's providers, inside the same
 * NewsfeedScope the app router puts around them.
 */
export function renderFeedRoute(path: string) {
  return renderRoutes(
    [
      {
        element: <NewsfeedScope />,
        children: [
          { path: routePatterns.newsfeed, element: <NewsfeedPage /> },
          { path: routePatterns.newsfeedPost, element: <NewsfeedPostPage /> },
        ],
      },
    ],
    path,
  );
}

const person = (id: string, displayName: string) => ({ _id: id, displayName, avatar: null });

/** A comment on `activityId`. */
export function buildComment(n: number, activityId = 'post-1'): Comment {
  return {
    _id: `comment-${n}`,
    activityId,
    content: `Comment number ${n}`,
    commentator: person(`commenter-${n}`, `Commenter ${n}`),
    createdAt: '2025-03-05T09:00:00.000Z',
  };
}

/** A like by a numbered person. */
export function buildLike(n: number): Like {
  return {
    _id: `like-${n}`,
    userLike: person(`liker-${n}`, `Liker ${n}`),
    createdAt: '2025-03-05T09:00:00.000Z',
  };
}

/** A post by Ben Becker in a running challenge, with nothing hidden. */
export function buildPost(overrides: Partial<Post> = {}): Post {
  return {
    _id: 'post-1',
    eventId: 'event-1',
    eventName: 'Spring Challenge',
    creatorId: 'user-2',
    creator: { ...person('user-2', 'Ben Becker'), activityViewPhotoAndComment: 'Public' },
    date: '2025-03-05',
    distanceKm: 12.34,
    distanceMile: 7.67,
    notice: 'Morning run by the river',
    images: [],
    isEventEnded: false,
    isContentHidden: false,
    totalLike: 0,
    totalComment: 0,
    isLiked: false,
    comments: [],
    likes: [],
    createdAt: '2025-03-05T08:00:00.000Z',
    updatedAt: '2025-03-05T08:00:00.000Z',
    ...overrides,
  };
}

/** One page of the feed. */
export function feedPage(docs: Post[], page = 1, hasNextPage = false): FeedPage {
  return { docs, page, limit: 10, hasNextPage };
}
