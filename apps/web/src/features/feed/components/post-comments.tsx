import type { Comment } from '@cc/shared/feed/feed.schemas';
import { Button, Group, Stack, Text } from '@mantine/core';
import { PlainList } from '../../../components/plain-list';
import { UserAvatar } from '../../../components/user-avatar';
import { useTexts } from '../../../lib/use-texts';
import { useFeedFormat } from '../hooks/use-feed-format';
import { usePersonName } from './person-name';

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
    <Stack gap={6}>
      <PlainList gap={6} label={t('comments.label')}>
        {comments.map((comment) => {
          const name = nameOf(comment.commentator.displayName);
          return (
            <Group component="li" key={comment._id} gap="xs" align="flex-start" wrap="nowrap">
              <UserAvatar
                id={comment.commentator._id}
                src={comment.commentator.avatar}
                name={name}
                size="sm"
              />
              <div style={{ minWidth: 0 }}>
                <Text size="xs">
                  <Text span fw={600} size="xs">
                    {name}
                  </Text>{' '}
                  <Text span c="dimmed" size="xs">
                    {when(comment.createdAt)}
                  </Text>
                </Text>
                <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                  {comment.content}
                </Text>
              </div>
            </Group>
          );
        })}
      </PlainList>
      {hasMore && (
        <Group>
          <Button variant="subtle" size="compact-xs" onClick={onMore} loading={isLoadingMore}>
            {t('comments.more')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
