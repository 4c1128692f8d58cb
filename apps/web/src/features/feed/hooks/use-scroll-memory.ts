import { useEffect, useRef, useState } from 'react';
import { readFeedScroll, storeFeedScroll } from '../feed-storage';

/** Wait before restoring, so the cached pages have laid out (participant spec §9). */
export const SCROLL_RESTORE_DELAY_MS = 200;

/**
 * Remembers how far the feed was scrolled when the page unmounts (opening a post) and
 * scrolls back there ~200 ms after the feed shows again with its posts (`isReady`).
 * Leaving the newsfeed paths forgets the position (see NewsfeedScope).
 */
export function useScrollMemory(isReady: boolean): void {
  // Read once on the first render: the unmount below overwrites the stored value.
  const [savedY] = useState(readFeedScroll);
  const lastY = useRef(0);
  const restored = useRef(false);

  useEffect(() => {
    // Read on scroll only: reading it as the page mounts would force a layout of the whole
    // page in the middle of rendering it; until the reader scrolls it is the top.
    const track = () => {
      lastY.current = window.scrollY;
    };
    window.addEventListener('scroll', track, { passive: true });
    return () => {
      window.removeEventListener('scroll', track);
      storeFeedScroll(lastY.current);
    };
  }, []);

  useEffect(() => {
    if (!isReady || restored.current || !savedY) return;
    const timer = setTimeout(() => {
      restored.current = true;
      window.scrollTo({ top: savedY });
    }, SCROLL_RESTORE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [isReady, savedY]);
}
