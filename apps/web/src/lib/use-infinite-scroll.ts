import { useEffect, useRef, useState } from 'react';

/**
 * The next page loads when the end of the list comes within 300 px of the bottom of the
 * viewport (participant spec §4, §9; admin spec §4).
 */
export const LOAD_MORE_ROOT_MARGIN = '0px 0px 300px 0px';

/** What the hook needs from an infinite query. */
export interface LoadMoreState {
  hasNextPage: boolean;
  /** Whether any page of the list is being loaded. */
  isFetching: boolean;
  fetchNextPage: () => unknown;
}

/**
 * Infinite scroll: returns a ref for a sentinel element placed after the list. When the
 * sentinel comes within 300 px of the viewport, the next page loads, but only while more
 * pages exist, nothing is loading and the browser is online. The observer is rebuilt each
 * time loading becomes possible again, so a short page that leaves the sentinel in view keeps
 * loading until the screen is full. Without IntersectionObserver nothing loads by itself (the
 * list offers a button).
 */
export function useInfiniteScroll({ hasNextPage, isFetching, fetchNextPage }: LoadMoreState) {
  const [sentinel, setSentinel] = useState<HTMLElement | null>(null);
  const latest = useRef(fetchNextPage);
  latest.current = fetchNextPage;
  const canLoad = hasNextPage && !isFetching;

  useEffect(() => {
    if (!sentinel || !canLoad || typeof IntersectionObserver === 'undefined') return;
    // One request per observer: the next one is built once this page has arrived.
    let requested = false;
    const observer = new IntersectionObserver(
      (entries) => {
        if (requested || !navigator.onLine) return;
        if (!entries.some((entry) => entry.isIntersecting)) return;
        requested = true;
        latest.current();
      },
      { rootMargin: LOAD_MORE_ROOT_MARGIN },
    );
    observer.observe(sentinel);
    return () => observer.disconnect();
  }, [sentinel, canLoad]);

  return setSentinel;
}
