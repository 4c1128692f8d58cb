import { Button, Center, Loader, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLoadMoreOnScroll } from '../hooks/use-load-more-on-scroll';

interface LoadMoreFooterProps {
  hasNextPage: boolean;
  isFetching: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => unknown;
}

/**
 * The end of an infinite list: loads the next page near the bottom (see
 * `useLoadMoreOnScroll`), shows a spinner meanwhile and offers a button for those who do
 * not scroll (keyboard, screen reader).
 */
export function LoadMoreFooter({
  hasNextPage,
  isFetching,
  isFetchingNextPage,
  fetchNextPage,
}: LoadMoreFooterProps) {
  const { t } = useTranslation('rankings');
  useLoadMoreOnScroll({ hasNextPage, isFetching, fetchNextPage });
  if (isFetchingNextPage) {
    return (
      <Center py="sm" role="status">
        <Loader size="sm" aria-hidden />
        <Text size="sm" c="dimmed" ml="xs">
          {t('list.loadingMore')}
        </Text>
      </Center>
    );
  }
  if (!hasNextPage) return null;
  return (
    <Center py="sm">
      <Button variant="subtle" onClick={() => fetchNextPage()} disabled={isFetching}>
        {t('list.loadMore')}
      </Button>
    </Center>
  );
}
