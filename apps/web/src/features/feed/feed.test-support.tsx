import { routes } from '../../lib/routes';
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
          { path: routes.newsfeed.pattern, element: <NewsfeedPage /> },
          { path: routes.newsfeedPost.pattern, element: <NewsfeedPostPage /> },
        ],
      },
    ],
    path,
  );
}
