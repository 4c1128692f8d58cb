import { Alert, Button, Center, Group, Loader, Stack, Text, VisuallyHidden } from '@mantine/core';
import { Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useDistanceUnit } from '../../../entities/profile/profile';
import { isApiError } from '../../../lib/api-client';
import { paths } from '../../../lib/routes';
import { usePost } from '../api/get-post';
import { preloadPostCardParts } from '../components/lazy-post-card-parts';
import { PostCard } from '../components/post-card';

/** The post is on its way (or the card's comment form is, lazy-post-card-parts.ts). */
function PostLoading() {
  const { t } = useTranslation('feed');
  return (
    <Center py="xl" role="status">
      <Loader aria-hidden />
      <VisuallyHidden>{t('common:loading')}</VisuallyHidden>
    </Center>
  );
}

/**
 * `/newsfeed/:id`: one post in full with every comment and like (the header's back button
 * leads to /newsfeed). A post that does not exist or is hidden from the reader answers
 * NOT_FOUND, shown as such.
 */
export function NewsfeedPostPage() {
  const { t } = useTranslation('feed');
  const { id = '' } = useParams();
  const post = usePost(id);
  const unit = useDistanceUnit() ?? 'KM';
  useEffect(preloadPostCardParts, []);

  if (post.isPending) return <PostLoading />;

  if (post.isError) {
    const isMissing = isApiError(post.error, 'NOT_FOUND');
    return (
      <Stack maw={640} mx="auto">
        <Alert color={isMissing ? 'gray' : 'red'} role="alert">
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{isMissing ? t('post.notFound') : t('toasts.loadFailed')}</Text>
            <Group gap="xs">
              {!isMissing && (
                <Button size="xs" variant="light" onClick={() => void post.refetch()}>
                  {t('common:actions.retry')}
                </Button>
              )}
              <Button size="xs" variant="subtle" component={Link} to={paths.newsfeed}>
                {t('post.backToFeed')}
              </Button>
            </Group>
          </Stack>
        </Alert>
      </Stack>
    );
  }

  return (
    <Suspense fallback={<PostLoading />}>
      <Stack maw={640} mx="auto">
        <PostCard post={post.data} unit={unit} isFull />
      </Stack>
    </Suspense>
  );
}
