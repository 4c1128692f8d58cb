/*
 * The parts of a post card that the feed's first paint does without: the comment form (with
 * react-hook-form), the photo viewer (with Mantine's modal code) and the add-friend control
 * of posts whose photos are for friends (with its popover and the friends calls). One chunk,
 * loaded right after that paint (lazy-post-card-parts.ts). One rather than two: a chunk of the viewer alone
 * would reach Mantine's transitions and i18next without the button and the session store that
 * always come with them, and the bundler would split those apart, one more file on every page.
 */
export { AddFriendButton } from '../../../components/add-friend-button';
export { CommentForm } from './comment-form';
export { PhotoViewer } from './photo-viewer';
