import { lazy } from 'react';

/*
 * The comment form, the photo viewer and the add-friend control (offered on posts whose
 * photos are for friends) load after the feed's first paint (issue 13), each in a Suspense
 * boundary of its own (the form opens on a tap; the add-friend control's row keeps its
 * height meanwhile), so the first posts wait for none of them (issue 28); the viewer is
 * there long before a photo is tapped.
 */
const loadParts = () => import('./post-card-parts');

/** Starts loading the parts while the posts are still on their way. */
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
