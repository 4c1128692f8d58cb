import { type FeedFilter, feedFilters } from './feed-filters';

/** localStorage key of the chosen feed tab (admin spec §3). */
export const NEWSFEED_FILTER_KEY = 'newsfeedFilter';
/** localStorage key of the feed's scroll position, kept while a post is open. */
export const NEWSFEED_SCROLL_KEY = 'newsfeedScroll';

// Storage can be missing (private mode) or full; the feed then simply forgets.
function read(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string | null): void {
  try {
    if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, value);
  } catch {
    // Nothing to do: the value lasts for this render only.
  }
}

/** The remembered feed tab, `all` when none (or an unknown value) is stored. */
export function readFeedFilter(): FeedFilter {
  const stored = read(NEWSFEED_FILTER_KEY);
  return feedFilters.find((filter) => filter === stored) ?? 'all';
}

/** Remembers the chosen feed tab. */
export function storeFeedFilter(filter: FeedFilter): void {
  write(NEWSFEED_FILTER_KEY, filter);
}

/** The remembered scroll position, or null. */
export function readFeedScroll(): number | null {
  const value = Number(read(NEWSFEED_SCROLL_KEY));
  return read(NEWSFEED_SCROLL_KEY) !== null && Number.isFinite(value) ? value : null;
}

/** Remembers the scroll position (null forgets it). */
export function storeFeedScroll(y: number | null): void {
  write(NEWSFEED_SCROLL_KEY, y === null ? null : String(Math.round(y)));
}

/** Forgets the tab and the scroll position: the user has left the newsfeed paths. */
export function forgetNewsfeedState(): void {
  write(NEWSFEED_FILTER_KEY, null);
  write(NEWSFEED_SCROLL_KEY, null);
}
