import { lazy, useSyncExternalStore } from 'react';
import { firstPhotoReady } from '../early-requests';

/*
 * The comment form, the photo viewer and the add-friend control (offered on posts whose
 * photos are for friends) load after the feed's first posts have painted (issue 13, decision
 * 087), each in a Suspense boundary of its own (the form opens on a tap; the add-friend
 * control's row keeps its height meanwhile), so the first posts wait for none of them
 * (issue 28); the viewer is there long before a photo is tapped.
 */
const loadParts = () => import('./post-card-parts');

/** Resolves once the document has loaded. */
function pageLoaded(): Promise<void> {
  if (document.readyState === 'complete') return Promise.resolve();
  return new Promise((resolve) => window.addEventListener('load', () => resolve(), { once: true }));
}

/**
 * Runs `task` once the page has loaded and the feed's first photo can paint, and the browser
 * has painted after that: a frame, then a task after it.
 */
function afterFirstPhotoPainted(task: () => void): void {
  void Promise.all([pageLoaded(), firstPhotoReady()]).then(() =>
    requestAnimationFrame(() => setTimeout(task, 0)),
  );
}

let isPartsTime = false;
let isScheduled = false;
const partsListeners = new Set<() => void>();

/**
 * Loads the parts once the page has loaded and the first photo painted, once a visit: until
 * then the first posts and their first photo share the phone's network and CPU with nothing
 * else (decision 087). What shows a part waits for the same moment (`usePartsTime`).
 */
export function loadPartsAfterFirstPaint(): void {
  if (isScheduled) return;
  isScheduled = true;
  afterFirstPhotoPainted(() => {
    isPartsTime = true;
    void loadParts();
    for (const listener of partsListeners) listener();
  });
}

function subscribePartsTime(listener: () => void): () => void {
  partsListeners.add(listener);
  loadPartsAfterFirstPaint();
  return () => partsListeners.delete(listener);
}

/** Whether the card parts may render now (see `loadPartsAfterFirstPaint`). */
export function usePartsTime(): boolean {
  return useSyncExternalStore(
    subscribePartsTime,
    () => isPartsTime,
    () => isPartsTime,
  );
}

/** Starts loading the parts at once (a post opened on its own page). */
export function preloadPostCardParts(): void {
  void loadParts();
}

/** `CommentForm`, loaded on first use: render it inside a Suspense boundary. */
export const LazyCommentForm = lazy(async () => ({ default: (await loadParts()).CommentForm }));

/** `PhotoViewer`, loaded on first use: render it inside a Suspense boundary. */
export const LazyPhotoViewer = lazy(async () => ({ default: (await loadParts()).PhotoViewer }));

/** `AddFriendButton`, loaded on first use: render it inside a Suspense boundary. */
export const LazyAddFriendButton = lazy(async () => ({
  default: (await loadParts()).AddFriendButton,
}));
