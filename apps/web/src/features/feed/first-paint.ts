import { startTransition, useEffect, useState } from 'react';
import { firstPhotoReady } from './early-requests';

/** Resolves once the document has loaded. */
function pageLoaded(): Promise<void> {
  if (document.readyState === 'complete') return Promise.resolve();
  return new Promise((resolve) => window.addEventListener('load', () => resolve(), { once: true }));
}

/** How long the feed waits at most for the browser to report its photo's paint. */
const PHOTO_PAINT_WAIT_MS = 2_000;

/**
 * Resolves once the browser reports a largest paint of an image (the newsfeed's first photo:
 * its card draws it from the preload, a frame or more after the preload was decoded), or
 * after PHOTO_PAINT_WAIT_MS (the photo never was the largest); at once in a browser that
 * reports no largest paints.
 */
function photoPainted(): Promise<void> {
  if (
    typeof PerformanceObserver === 'undefined' ||
    !PerformanceObserver.supportedEntryTypes?.includes('largest-contentful-paint')
  ) {
    return Promise.resolve();
  }
  return new Promise((resolve) => {
    const done = () => {
      observer.disconnect();
      clearTimeout(timer);
      resolve();
    };
    const observer = new PerformanceObserver((list) => {
      // An image's entry names its address; a text block's has none.
      if (list.getEntries().some((entry) => (entry as PerformanceEntry & { url?: string }).url)) {
        done();
      }
    });
    const timer = setTimeout(done, PHOTO_PAINT_WAIT_MS);
    observer.observe({ type: 'largest-contentful-paint', buffered: true });
  });
}

let isPainted = false;
let isWaiting = false;
const listeners = new Set<() => void>();

/**
 * Waits, once a visit, for the page to have loaded and the newsfeed's first photo to have
 * painted (where the browser reports it), then for the browser to paint: a frame, then a task
 * after it. What the newsfeed shows besides its first posts (the card parts, the money raised)
 * waits for this moment, so that until the largest paint nothing else shares the phone's
 * network and CPU with the first posts and their photo (decision 087).
 */
function waitForFeedPainted(): void {
  if (isWaiting) return;
  isWaiting = true;
  const photo = firstPhotoReady().then((hasPhoto) => (hasPhoto ? photoPainted() : undefined));
  void Promise.all([pageLoaded(), photo]).then(() =>
    requestAnimationFrame(() =>
      setTimeout(() => {
        isPainted = true;
        for (const listener of listeners) listener();
      }, 0),
    ),
  );
}

/**
 * Whether the newsfeed's first posts and photo have painted (see `waitForFeedPainted`). The
 * change renders as a transition, which React does in slices between which the browser
 * handles taps: everything that waited for this moment (the rest of the posts, the card
 * parts, the money raised) would otherwise render in one long task (decision 088).
 */
export function useFeedPainted(): boolean {
  const [painted, setPainted] = useState(isPainted);
  useEffect(() => {
    if (painted) return;
    // At once if the moment came between the render and this effect.
    return afterFeedPainted(() => startTransition(() => setPainted(true)));
  }, [painted]);
  return painted;
}

/**
 * Runs `task` once the newsfeed's first posts and photo have painted (at once if they have).
 * Returns what cancels it before then.
 */
export function afterFeedPainted(task: () => void): () => void {
  if (isPainted) {
    task();
    return () => {};
  }
  const listener = () => {
    listeners.delete(listener);
    task();
  };
  listeners.add(listener);
  waitForFeedPainted();
  return () => listeners.delete(listener);
}
