import type { Post } from '@cc/shared/feed/feed.schemas';
import type { Profile } from '@cc/shared/profile/profile.schemas';
import { screen } from '@testing-library/react';
import { routes } from '../../lib/routes';
import { stubIntersectionObserver } from '../../test/browser-stubs';
import { buildFeedPage, buildProfile } from '../../test/factories';
import { type Handlers, mockFetch } from '../../test/fetch-mock';
import { renderRoutes } from '../../test/render-app';
import { signInAs } from '../../test/session';
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
          { path: routes.newsfeed.pattern, element: <NewsfeedPage /> },
          { path: routes.newsfeedPost.pattern, element: <NewsfeedPostPage /> },
        ],
      },
    ],
    path,
  );
}

/**
 * The feed of a signed-in participant (`profile`, Anna by default) with the one post `post`,
 * plus the given calls; answers the recorded calls and the post's card.
 */
export async function openFeedWith(
  post: Post,
  handlers: Handlers = {},
  profile: Profile = buildProfile(),
) {
  stubIntersectionObserver();
  const calls = mockFetch({
    'GET /api/profile': { body: profile },
    'GET /api/activities/newFeedsAdmin': { body: { docs: [] } },
    'GET /api/activities/newFeedsAll': { body: buildFeedPage([post]) },
    ...handlers,
  });
  signInAs('user', profile._id);
  renderFeedRoute('/newsfeed');
  const card = await screen.findByRole('article', { name: post.creator.displayName });
  return { calls, card };
}
