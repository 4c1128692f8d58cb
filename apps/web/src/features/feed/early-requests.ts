import type { FeedPage } from '@cc/shared/feed/feed.schemas';
import { getAdminNotice } from '../../entities/admin-notice/admin-notice-request';
import { feedKeys } from '../../entities/query-keys';
import { sendEarly } from '../../entities/session/early-requests';
import { getFeedPage } from './api/feed-requests';
import { readFeedFilter } from './feed-storage';

/** Starts loading the first post's photos: on the newsfeed they are the largest thing painted. */
function preloadFirstPhotos(page: FeedPage): void {
  for (const image of page.docs[0]?.images ?? []) {
    const preload = new Image();
    preload.fetchPriority = 'high';
    preload.src = image.thumbUrl;
  }
}

/**
 * What `/newsfeed` asks for first (the first page of the remembered tab and the pinned
 * notice), sent as a signed-in start begins, beside the page's code (decision 048); the
 * first post's photos follow as soon as the posts are in.
 */
export function sendNewsfeedRequests(): void {
  const filter = readFeedFilter();
  const firstPage = getFeedPage(filter, 1);
  firstPage.then(preloadFirstPhotos, () => undefined);
  sendEarly({ queryKey: feedKeys.list(filter), answer: firstPage, isFirstPage: true });
  sendEarly({ queryKey: feedKeys.notice(), answer: getAdminNotice() });
}
