import type { Post } from '@cc/shared/feed/feed.schemas';
import { Stack, Text } from '@mantine/core';
import { Suspense, useDeferredValue, useEffect } from 'react';
import { InfiniteList, ListLoading } from '../../../components/infinite-list';
import type { DistanceUnit } from '../../../entities/profile/profile';
import { notifyError } from '../../../lib/notify';
import { useTexts } from '../../../lib/use-texts';
import type { useFeed } from '../api/get-feed';
import { FIRST_SCREEN_POSTS, useFirstScreenFirst } from '../hooks/use-first-screen';
import { loadPartsAfterFirstPaint } from './lazy-post-card-parts';
import { PostCard } from './post-card';

interface FeedListProps {
  feed: ReturnType<typeof useFeed>;
  unit: DistanceUnit;
}

const postKey = (post: Post) => post._id;

/** An empty feed: the spec's 'No record found' and how to fill it. */
function EmptyFeed() {
  const { t } = useTexts('feed');
  return (
    <Stack align="center" gap="xs" py="xl">
      <Text fw={600}>{t('empty.title')}</Text>
      <Text c="dimmed" ta="center" size="sm">
        {t('empty.hint')}
      </Text>
    </Stack>
  );
}

/**
 * One feed tab: the posts as an infinite list, page after page as the reader nears the end.
 * A failed load also says 'Failed to load activity!' as a toast (participant spec §8).
 * The card parts that load later (comment form, add-friend control) have boundaries of
 * their own: the first posts wait for none of them.
 */
export function FeedList({ feed, unit }: FeedListProps) {
  const { t } = useTexts('feed');
  const { error } = feed;
  // Posts that arrive (a store update, which React renders in one go) are drawn in a
  // transition instead, in slices between which the browser paints and handles taps; the
  // list shows what it showed (its loader at first) until they are drawn (issue 28).
  const data = useDeferredValue(feed.data);
  const isFirstScreen = useFirstScreenFirst(Boolean(data?.pages[0]?.docs.length));

  useEffect(loadPartsAfterFirstPaint, []);
  useEffect(() => {
    if (error) notifyError(error, 'feed:toasts.loadFailed');
  }, [error]);

  return (
    <Suspense fallback={<ListLoading />}>
      <InfiniteList
        // No next page while the first screen is on its own: its end is near the top.
        query={{ ...feed, data, hasNextPage: feed.hasNextPage && !isFirstScreen }}
        itemKey={postKey}
        empty={<EmptyFeed />}
        errorTitle={t('toasts.loadFailed')}
      >
        {(posts) =>
          (isFirstScreen ? posts.slice(0, FIRST_SCREEN_POSTS) : posts).map((post, i) => (
            <PostCard key={post._id} post={post} unit={unit} isFirst={i === 0} />
          ))
        }
      </InfiniteList>
    </Suspense>
  );
}
