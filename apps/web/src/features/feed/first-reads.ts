import { ADMIN_NOTICE_PATH } from '../../entities/admin-notice/admin-notice-path';
import { apiUrl } from '../../lib/api-url';
import type { EarlyReadPlan, FirstPhotoLayout } from '../../lib/early-reads';
import { FEED_PAGE_SIZE, feedPaths } from './api/feed-paths';
import { feedFilters } from './feed-filters';
import { NEWSFEED_FILTER_KEY } from './feed-storage';
import { MAX_PHOTO_COLUMNS, photoSizes } from './photo-sizes';

const firstPageOf = (filter: (typeof feedFilters)[number]) =>
  apiUrl(feedPaths[filter], { page: 1, limit: FEED_PAGE_SIZE });

/**
 * The reads `/newsfeed` sends first (early-requests.ts: the first page of the remembered tab
 * and the pinned notice), as the built page's early start sends them before any code has
 * loaded, and the first photo with them (decision 087). Only imports free of side effects:
 * the build runs this file.
 */
export const newsfeedFirstReads: EarlyReadPlan[] = [
  {
    storageKey: NEWSFEED_FILTER_KEY,
    urls: Object.fromEntries(feedFilters.map((filter) => [filter, firstPageOf(filter)])),
    otherwise: firstPageOf('all'),
    firstPhoto: true,
  },
  { url: apiUrl(ADMIN_NOTICE_PATH) },
];

/**
 * How a feed photo is asked for (photo-sources.ts), for the early start. The stored widths'
 * sides are `photoVariantSizes` of the shared package, which the build cannot import (a test
 * holds the two equal).
 */
export const feedPhotoLayout: FirstPhotoLayout = {
  sizes: Array.from({ length: MAX_PHOTO_COLUMNS }, (_, i) => photoSizes(i + 1)),
  sides: { thumb: 400, medium: 1200, display: 1600 },
};
