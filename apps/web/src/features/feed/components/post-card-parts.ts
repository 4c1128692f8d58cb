/*
 * The parts of a post card that the feed's first paint does without: the comment form (with
 * react-hook-form) and the photo viewer (with Mantine's modal code). One chunk, loaded right
 * after that paint (lazy-post-card-parts.ts). One rather than two: a chunk of the viewer alone
 * would reach Mantine's transitions and i18next without the button and the session store that
 * always come with them, and the bundler would split those apart, one more file on every page.
 */
export { CommentForm } from './comment-form';
export { PhotoViewer } from './photo-viewer';
