import { useEffect, useRef, useState } from 'react';

/** Load the next page when the sentinel comes within 300 px of the viewport (spec §4, §9). */
export const LOAD_MORE_ROOT_MARGIN = '0px 0px 300px 0px';

/**
 * Returns a ref for a sentinel element placed after the list. When the sentinel is within
 * 300 px of the bottom of the viewport, `loadMore` runs, but only while `canLoad` holds
 * (more pages, nothing loading) and the browser is online. The observer is rebuilt each
 * time `canLoad` turns true, so a short page that leaves the sentinel in view keeps loading.
 */
export function useLoadMore(canLoad: boolean, loadMore: () => void) {
  const [sentinel, setSentinel] = useState<HTMLElement | null>(null);
  const latest = useRef(loadMore);
  latest.current = loadMore;

  useEffect(() => {
    if (!sentinel || !canLoad || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting) && navigator.onLine) latest.current();
      },
      { rootMargin: LOAD_MORE_ROOT_MARGIN },
    );
    observer.observe(sentinel);
    return () => observer.disconnect();
  }, [sentinel, canLoad]);

  return setSentinel;
}
