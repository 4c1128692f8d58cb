import type { Post } from '@cc/shared/feed/feed.schemas';
import { Alert, Button, Center, Group, Loader, Stack, Text, VisuallyHidden } from '@mantine/core';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyError } from '../../../lib/notify';
import type { DistanceUnit } from '../../../lib/session/profile';
import type { useFeed } from '../api/get-feed';
import { useLoadMore } from '../hooks/use-load-more';
import { PostCard } from './post-card';

interface FeedListProps {
  feed: ReturnType<typeof useFeed>;
  unit: DistanceUnit;
}

/** The posts of all loaded pages; a post that moved to a later page while paging shows once. */
function uniquePosts(pages: { docs: Post[] }[]): Post[] {
  const seen = new Set<string>();
  return pages.flatMap((page) =>
    page.docs.filter((post) => !seen.has(post._id) && seen.add(post._id)),
  );
}

/**
 * One feed tab: the posts, then a sentinel that loads the next page as it nears the
 * viewport (see useLoadMore). Without IntersectionObserver a "Load more" button does it.
 * Failed loads show 'Failed to load activity!'.
 */
export function FeedList({ feed, unit }: FeedListProps) {
  const { t } = useTranslation('feed');
  const { data, error, hasNextPage, isFetching, fetchNextPage, refetch } = feed;
  const posts = useMemo(() => uniquePosts(data?.pages ?? []), [data]);
  const canLoad = hasNextPage && !isFetching;
  const sentinel = useLoadMore(canLoad, () => void fetchNextPage());
  const hasObserver = typeof IntersectionObserver !== 'undefined';

  useEffect(() => {
    if (error) notifyError(error, 'feed:toasts.loadFailed');
  }, [error]);

  if (!data) {
    if (error) {
      return (
        <Alert color="red" role="alert">
          <Group justify="space-between">
            <Text size="sm">{t('toasts.loadFailed')}</Text>
            <Button size="xs" variant="light" onClick={() => void refetch()}>
              {t('common:actions.retry')}
            </Button>
          </Group>
        </Alert>
      );
    }
    return (
      <Center py="xl" role="status">
        <Loader aria-hidden />
        <VisuallyHidden>{t('common:loading')}</VisuallyHidden>
      </Center>
    );
  }

  if (posts.length === 0) {
    return (
      <Stack align="center" gap="xs" py="xl">
        <Text fw={600}>{t('empty.title')}</Text>
        <Text c="dimmed" ta="center" size="sm">
          {t('empty.hint')}
        </Text>
      </Stack>
    );
  }

  return (
    <Stack gap="md">
      {posts.map((post) => (
        <PostCard key={post._id} post={post} unit={unit} />
      ))}
      <div ref={sentinel} aria-hidden />
      {feed.isFetchingNextPage && (
        <Center role="status">
          <Loader size="sm" aria-hidden />
          <VisuallyHidden>{t('loadingMore')}</VisuallyHidden>
        </Center>
      )}
      {!hasObserver && canLoad && (
        <Center>
          <Button variant="light" onClick={() => void fetchNextPage()}>
            {t('loadMore')}
          </Button>
        </Center>
      )}
    </Stack>
  );
}
