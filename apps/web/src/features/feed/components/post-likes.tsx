import type { Like } from '@cc/shared/feed/feed.schemas';
import { Button, Group, Text } from '@mantine/core';
import { useTexts } from '../../../lib/use-texts';
import { usePersonName } from './person-name';

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
    <Group gap={4} align="baseline">
      <Text size="xs" c="dimmed" component="span">
        {t('likes.likedBy')}
      </Text>
      <Text
        size="xs"
        component="ul"
        aria-label={t('likes.label')}
        m={0}
        p={0}
        style={{ display: 'inline', listStyle: 'none' }}
      >
        {likes.map((like, i) => (
          <li key={like._id} style={{ display: 'inline' }}>
            {nameOf(like.userLike.displayName)}
            {i < likes.length - 1 ? ', ' : ''}
          </li>
        ))}
      </Text>
      {hasMore && (
        <Button variant="subtle" size="compact-xs" onClick={onMore} loading={isLoadingMore}>
          {t('likes.more')}
        </Button>
      )}
    </Group>
  );
}
