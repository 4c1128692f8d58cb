import { useEffect } from 'react';

/** How close to the bottom of the page the next page starts loading (participant spec §9). */
export const LOAD_MORE_THRESHOLD_PX = 300;

interface LoadMoreState {
  hasNextPage: boolean;
  /** Whether any page of the list is being loaded. */
  isFetching: boolean;
  fetchNextPage: () => unknown;
}

function isNearBottom(): boolean {
  const page = document.documentElement;
  return page.scrollHeight - (window.scrollY + window.innerHeight) <= LOAD_MORE_THRESHOLD_PX;
}

/**
 * Infinite scroll (participant spec §4): loads the next page when the window is scrolled to
 * within 300 px of the bottom, more pages exist, nothing is loading and the browser is
 * online. It also checks after each page arrives, so a list shorter than the screen keeps
 * filling it without waiting for a scroll that cannot happen.
 */
export function useLoadMoreOnScroll({ hasNextPage, isFetching, fetchNextPage }: LoadMoreState) {
  useEffect(() => {
    if (!hasNextPage || isFetching) return;
    // One request per effect run: the effect runs again once the page has arrived, and a
    // second call meanwhile would cancel and restart the one under way.
    let requested = false;
    const loadIfNear = () => {
      if (requested || !navigator.onLine || !isNearBottom()) return;
      requested = true;
      fetchNextPage();
    };
    loadIfNear();
    window.addEventListener('scroll', loadIfNear, { passive: true });
    return () => window.removeEventListener('scroll', loadIfNear);
  }, [hasNextPage, isFetching, fetchNextPage]);
}
