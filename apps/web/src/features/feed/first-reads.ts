import { ADMIN_NOTICE_PATH } from '../../entities/admin-notice/admin-notice-path';
import { apiUrl } from '../../lib/api-url';
import type { EarlyReadPlan } from '../../lib/early-reads';
import { FEED_PAGE_SIZE, feedPaths } from './api/feed-paths';
import { feedFilters } from './feed-filters';
import { NEWSFEED_FILTER_KEY } from './feed-storage';

const firstPageOf = (filter: (typeof feedFilters)[number]) =>
  apiUrl(feedPaths[filter], { page: 1, limit: FEED_PAGE_SIZE });

/**
 * The reads `/newsfeed` sends first (early-requests.ts: the first page of the remembered tab
 * and the pinned notice), as the built page's early start sends them before any code has
 * loaded (decision 087). Only imports free of side effects: the build runs this file.
 */
export const newsfeedFirstReads: EarlyReadPlan[] = [
  {
    storageKey: NEWSFEED_FILTER_KEY,
    urls: Object.fromEntries(feedFilters.map((filter) => [filter, firstPageOf(filter)])),
    otherwise: firstPageOf('all'),
  },
  { url: apiUrl(ADMIN_NOTICE_PATH) },
];
