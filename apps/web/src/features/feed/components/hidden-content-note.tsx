import type { Post } from '@cc/shared/feed/feed.schemas';
import { ANONYMOUS_NAME } from '@cc/shared/users/users.constants';
import { Group, Text } from '@mantine/core';
import { useTexts } from '../../../lib/use-texts';
import { LazyAddFriendButton } from './lazy-post-card-parts';
import { usePersonName } from './person-name';

/**
 * Why a post shows no photos and comments when its creator keeps them from the reader
 * (rule 17; issue 23, item 7). Kept for friends (the default level), it says they are shown
 * to the creator's friends and offers the add-friend control of search and rankings, which
 * knows a request already sent or received and a creator who takes none (participant spec
 * §6). Kept private, it says so and offers nothing. The control loads with the card's other
 * parts after the first paint: the card sits in a Suspense boundary.
 */
export function HiddenContentNote({ creatorId, creator }: Pick<Post, 'creatorId' | 'creator'>) {
  const { t } = useTexts('feed');
  const nameOf = usePersonName();
  const name = nameOf(creator.displayName);
  if (creator.activityViewPhotoAndComment !== 'Friends') {
    return (
      <Text size="xs" c="dimmed">
        {t('post.contentHidden')}
      </Text>
    );
  }
  return (
    <Group gap="xs" justify="space-between" wrap="nowrap">
      <Text size="xs" c="dimmed">
        {t('post.contentForFriends', { name })}
      </Text>
      <LazyAddFriendButton
        userId={creatorId}
        acceptFriendship={creator.acceptFriendship}
        isAnonymous={creator.displayName === ANONYMOUS_NAME}
        displayName={name}
      />
    </Group>
  );
}
