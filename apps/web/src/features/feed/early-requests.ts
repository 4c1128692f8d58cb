import type { FeedPage } from '@cc/shared/feed/feed.schemas';
import { getAdminNotice } from '../../entities/admin-notice/admin-notice-request';
import { feedKeys } from '../../entities/query-keys';
import { sendEarly } from '../../entities/session/early-requests';
import { getFeedPage } from './api/feed-requests';
import { readFeedFilter } from './feed-storage';
import { feedPhotoSources, photoColumns } from './photo-sources';

/**
 * Starts loading the first post's first photo at high priority: on the newsfeed it is the
 * largest thing painted. The image gets the srcset and sizes its card's <img> will have
 * (photo-sources.ts), so the browser picks the same width for both and the card finds it
 * loaded instead of fetching a second one (decision 085). The post's other photos load
 * with their card. Resolves once it can paint (or failed): true, or at once false when the
 * first post has no photo.
 */
export function preloadFirstPhoto(page: FeedPage): Promise<boolean> {
  const images = page.docs[0]?.images ?? [];
  if (images.length === 0) return Promise.resolve(false);
  const { src, srcSet, sizes } = feedPhotoSources(images[0]!, photoColumns(images.length));
  const preload = new Image();
  preload.fetchPriority = 'high';
  // sizes before srcset, srcset before src: the choice is made with all three known.
  preload.sizes = sizes;
  preload.srcset = srcSet;
  preload.src = src;
  // Ready to paint once decoded (a browser without decode() is ready at once).
  const decoded =
    typeof preload.decode === 'function'
      ? preload.decode().catch(() => undefined)
      : Promise.resolve();
  return decoded.then(() => true);
}

let firstPhoto: Promise<boolean> | undefined;

/**
 * Resolves once the first photo of the newsfeed's early requests can paint (or failed, or
 * there is none); at once when the newsfeed did not start the visit. True when there was
 * such a photo.
 */
export function firstPhotoReady(): Promise<boolean> {
  return firstPhoto ?? Promise.resolve(false);
}

/**
 * What `/newsfeed` asks for first (the first page of the remembered tab and the pinned
 * notice), sent as a signed-in start begins, beside the page's code (decision 048); the
 * first post's first photo follows as soon as the posts are in (decision 085).
 */
export function sendNewsfeedRequests(): void {
  const filter = readFeedFilter();
  const firstPage = getFeedPage(filter, 1);
  firstPhoto = firstPage.then(preloadFirstPhoto, () => false);
  sendEarly({ queryKey: feedKeys.list(filter), answer: firstPage, isFirstPage: true });
  sendEarly({ queryKey: feedKeys.notice(), answer: getAdminNotice() });
}
