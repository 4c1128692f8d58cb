import type { Post } from '@cc/shared/feed/feed.schemas';
import { Anchor } from '@mantine/core';
import { hashHref, paths } from '../../../lib/routes';
import { useFeedFormat } from '../hooks/use-feed-format';
import { isPostedOnAnotherDay } from '../post-date';
import classes from './post-card.module.css';

/**
 * When the activity of a post was done: its day ('Fr., 20/11/2026'), in the feed a link to
 * the post on its own page, and, when it was posted on another day (a run of Friday logged
 * on Sunday), when that was ('gepostet vor 2 Tagen'). Issue 23, item 3: the posting time
 * alone read 'a few seconds ago' for a run of days before.
 */
export function PostWhen({
  post,
  isFull,
}: {
  post: Pick<Post, '_id' | 'date' | 'createdAt'>;
  isFull: boolean;
}) {
  const { day, posted } = useFeedFormat();
  const activityDay = <time dateTime={post.date}>{day(post.date)}</time>;
  return (
    <p className={`${classes.text} ${classes.xs} ${classes.dimmed}`}>
      {isFull ? (
        activityDay
      ) : (
        <Anchor href={hashHref(paths.newsfeedPost(post._id))} c="dimmed" size="xs">
          {activityDay}
        </Anchor>
      )}
      {isPostedOnAnotherDay(post.createdAt, post.date) && (
        <>
          {' · '}
          <time dateTime={post.createdAt}>{posted(post.createdAt)}</time>
        </>
      )}
    </p>
  );
}
