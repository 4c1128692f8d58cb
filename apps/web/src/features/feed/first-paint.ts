import { useSyncExternalStore } from 'react';
import { firstPhotoReady } from './early-requests';

/** Resolves once the document has loaded. */
function pageLoaded(): Promise<void> {
  if (document.readyState === 'complete') return Promise.resolve();
  return new Promise((resolve) => window.addEventListener('load', () => resolve(), { once: true }));
}

let isPainted = false;
let isWaiting = false;
const listeners = new Set<() => void>();

/**
 * Waits, once a visit, for the page to have loaded and the newsfeed's first photo to be
 * ready to paint, then for the browser to paint: a frame, then a task after it. What the
 * newsfeed shows besides its first posts (the card parts, the money raised) waits for this
 * moment, so that until the largest paint nothing else shares the phone's network and CPU
 * with the first posts and their photo (decision 087).
 */
function waitForFeedPainted(): void {
  if (isWaiting) return;
  isWaiting = true;
  void Promise.all([pageLoaded(), firstPhotoReady()]).then(() =>
    requestAnimationFrame(() =>
      setTimeout(() => {
        isPainted = true;
        for (const listener of listeners) listener();
      }, 0),
    ),
  );
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  waitForFeedPainted();
  return () => listeners.delete(listener);
}

/**
 * Whether the newsfeed's first posts and photo have painted (see `waitForFeedPainted`). Use it
 * in a small component of its own: the change renders what reads it, synchronously.
 */
export function useFeedPainted(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => isPainted,
    () => isPainted,
  );
}

/** Runs `task` once the newsfeed's first posts and photo have painted. */
export function afterFeedPainted(task: () => void): void {
  if (isPainted) {
    task();
    return;
  }
  const listener = () => {
    listeners.delete(listener);
    task();
  };
  listeners.add(listener);
  waitForFeedPainted();
}
