import type { FeedFilter } from '../feed-filters';

/** Posts per page (participant spec §9). */
export const FEED_PAGE_SIZE = 10;

/**
 * The read of each feed tab. Free of imports but types: the build reads it too, for the
 * newsfeed's early start (decision 087).
 */
export const feedPaths: Record<FeedFilter, string> = {
  all: '/activities/newFeedsAll',
  friends: '/activities/newFeedsFriend',
};
