import type { Post } from '@cc/shared/feed/feed.schemas';
import { ANONYMOUS_NAME } from '@cc/shared/users/users.constants';
import { Suspense } from 'react';
import { useTexts } from '../../../lib/use-texts';
import { useFeedPainted } from '../first-paint';
import { LazyAddFriendButton } from './lazy-post-card-parts';
import { usePersonName } from './person-name';
import classes from './post-card.module.css';

/**
 * Why a post shows no photos and comments when its creator keeps them from the reader
 * (rule 17; issue 23, item 7). Kept for friends (the default level), it says they are shown
 * to the creator's friends and offers the add-friend control of search and rankings, which
 * knows a request already sent or received and a creator who takes none (participant spec
 * §6). Kept private, it says so and offers nothing. The control loads with the card's other
 * parts once the page has loaded and painted (decision 087), in a boundary of its own that
 * keeps its place meanwhile: the card, and the list around it, do not wait for it (issue 28).
 */
export function HiddenContentNote({ creatorId, creator }: Pick<Post, 'creatorId' | 'creator'>) {
  const { t } = useTexts('feed');
  const nameOf = usePersonName();
  const name = nameOf(creator.displayName);
  const isFeedPainted = useFeedPainted();
  if (creator.activityViewPhotoAndComment !== 'Friends') {
    return (
      <p className={`${classes.text} ${classes.xs} ${classes.dimmed}`}>{t('post.contentHidden')}</p>
    );
  }
  return (
    <div className={`${classes.row} ${classes.between} ${classes.buttonRow}`}>
      <p className={`${classes.text} ${classes.xs} ${classes.dimmed}`}>
        {t('post.contentForFriends', { name })}
      </p>
      {isFeedPainted && (
        <Suspense fallback={null}>
          <LazyAddFriendButton
            userId={creatorId}
            acceptFriendship={creator.acceptFriendship}
            isAnonymous={creator.displayName === ANONYMOUS_NAME}
            displayName={name}
          />
        </Suspense>
      )}
    </div>
  );
}
