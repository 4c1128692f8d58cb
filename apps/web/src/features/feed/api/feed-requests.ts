import type { FeedPage } from '@cc/shared/feed/feed.schemas';
import { api } from '../../../lib/api-client';
import type { FeedFilter } from '../feed-filters';
import { FEED_PAGE_SIZE, feedPaths } from './feed-paths';

/** GET /api/activities/newFeedsAll or /newFeedsFriend: one page of the feed, newest first. */
export function getFeedPage(
  filter: FeedFilter,
  page: number,
  signal?: AbortSignal,
): Promise<FeedPage> {
  return api<FeedPage>(feedPaths[filter], { query: { page, limit: FEED_PAGE_SIZE }, signal });
}
