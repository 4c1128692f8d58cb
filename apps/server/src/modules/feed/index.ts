/** What the app uses of feed: its routes, the newsfeed's and the pinned admin notice's. */
export { adminNoticeRoutes } from './admin-notice.routes';
export { feedRoutes } from './feed.routes';
