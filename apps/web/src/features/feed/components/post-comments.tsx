import type { Comment } from '@cc/shared/feed/feed.schemas';
import { Button } from '@mantine/core';
import { UserAvatar } from '../../../components/user-avatar';
import { useTexts } from '../../../lib/use-texts';
import { useFeedFormat } from '../hooks/use-feed-format';
import { usePersonName } from './person-name';
import classes from './post-card.module.css';

interface PostCommentsProps {
  comments: Comment[];
  /** Whether more comments exist than are shown; offers "More comments". */
  hasMore: boolean;
  isLoadingMore: boolean;
  onMore: () => void;
}

/** A post's comments, oldest first, as plain text; the rest under "More comments". */
export function PostComments({ comments, hasMore, isLoadingMore, onMore }: PostCommentsProps) {
  const { t } = useTexts('feed');
  const { when } = useFeedFormat();
  const nameOf = usePersonName();
  if (comments.length === 0) return null;

  return (
    <div className={classes.stack}>
      <ul className={`${classes.stack} ${classes.plainList}`} aria-label={t('comments.label')}>
        {comments.map((comment) => {
          const name = nameOf(comment.commentator.displayName);
          return (
            <li key={comment._id} className={`${classes.row} ${classes.top}`}>
              <UserAvatar
                id={comment.commentator._id}
                src={comment.commentator.avatar}
                name={name}
                size="sm"
              />
              <div className={classes.shrink}>
                <p className={`${classes.text} ${classes.xs}`}>
                  <span className={classes.strong}>{name}</span>{' '}
                  <span className={classes.dimmed}>{when(comment.createdAt)}</span>
                </p>
                <p className={`${classes.text} ${classes.sm} ${classes.written}`}>
                  {comment.content}
                </p>
              </div>
            </li>
          );
        })}
      </ul>
      {hasMore && (
        <div className={classes.row}>
          <Button variant="subtle" size="compact-xs" onClick={onMore} loading={isLoadingMore}>
            {t('comments.more')}
          </Button>
        </div>
      )}
    </div>
  );
}
