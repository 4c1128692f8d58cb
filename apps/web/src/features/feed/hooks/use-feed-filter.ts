import { useCallback, useState } from 'react';
import type { FeedFilter } from '../feed-filters';
import { readFeedFilter, storeFeedFilter } from '../feed-storage';

/** The feed tab, remembered in localStorage while the user stays on the newsfeed paths. */
export function useFeedFilter(): [FeedFilter, (filter: FeedFilter) => void] {
  const [filter, setFilter] = useState(readFeedFilter);
  const choose = useCallback((next: FeedFilter) => {
    storeFeedFilter(next);
    setFilter(next);
  }, []);
  return [filter, choose];
}
