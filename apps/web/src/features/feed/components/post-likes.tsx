import type { Like } from '@cc/shared/feed/feed.schemas';
import { Button } from '@mantine/core';
import { useTexts } from '../../../lib/use-texts';
import { usePersonName } from './person-name';
import classes from './post-card.module.css';

interface PostLikesProps {
  likes: Like[];
  /** Whether more likes exist than are shown; offers "More likes". */
  hasMore: boolean;
  isLoadingMore: boolean;
  onMore: () => void;
}

/** The names of the people who liked a post, newest first; the rest under "More likes". */
export function PostLikes({ likes, hasMore, isLoadingMore, onMore }: PostLikesProps) {
  const { t } = useTexts('feed');
  const nameOf = usePersonName();
  if (likes.length === 0) return null;
  return (
    <div className={`${classes.row} ${classes.baseline} ${classes.narrow}`}>
      <span className={`${classes.text} ${classes.xs} ${classes.dimmed}`}>
        {t('likes.likedBy')}
      </span>
      <ul
        className={`${classes.text} ${classes.xs} ${classes.plainList} ${classes.inline}`}
        aria-label={t('likes.label')}
      >
        {likes.map((like, i) => (
          <li key={like._id} className={classes.inline}>
            {nameOf(like.userLike.displayName)}
            {i < likes.length - 1 ? ', ' : ''}
          </li>
        ))}
      </ul>
      {hasMore && (
        <Button variant="subtle" size="compact-xs" onClick={onMore} loading={isLoadingMore}>
          {t('likes.more')}
        </Button>
      )}
    </div>
  );
}
