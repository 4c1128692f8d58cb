import { lazy } from 'react';
import { withAllComponentStyles } from '../../../lib/component-styles';
import { afterFeedPainted } from '../first-paint';

/*
 * The comment form, the photo viewer and the add-friend control (offered on posts whose
 * photos are for friends) load after the feed's first posts have painted (issue 13, decision
 * 087), each in a Suspense boundary of its own (the form opens on a tap; the add-friend
 * control's row keeps its height meanwhile), so the first posts wait for none of them
 * (issue 28); the viewer is there long before a photo is tapped.
 */
const loadParts = withAllComponentStyles(() => import('./post-card-parts'));

/**
 * Loads the parts once the newsfeed's first posts and photo have painted, once a visit
 * (`first-paint.ts`, decision 087); what shows a part waits for the same moment
 * (`useFeedPainted`).
 */
export function loadPartsAfterFirstPaint(): void {
  // Once a visit: a list that unmounts before then does not cancel it.
  afterFeedPainted(() => void loadParts());
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
