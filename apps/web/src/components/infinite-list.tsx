import { Button, Center, Loader, Stack, Text, VisuallyHidden } from '@mantine/core';
import { type ReactNode, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useInfiniteScroll } from '../lib/use-infinite-scroll';
import { LoadError } from './load-error';

/** What the list needs from an infinite query (`useInfiniteQuery` over `{ docs }` pages). */
export interface InfiniteListQuery<T> {
  data?: { pages: { docs: T[] }[] };
  error: unknown;
  hasNextPage: boolean;
  isFetching: boolean;
  isFetchingNextPage: boolean;
  isFetchNextPageError: boolean;
  fetchNextPage: () => unknown;
  refetch: () => unknown;
}

interface InfiniteListProps<T> {
  query: InfiniteListQuery<T>;
  /**
   * A stable id of an entry, so one that moved to a later page while paging shows once;
   * `undefined` for an entry nobody can tell apart (an anonymous ranking row), always kept.
   */
  itemKey: (item: T) => string | undefined;
  /**
   * What an empty list says (admin spec §9): `noRecords` ('No record found') for a list,
   * `noResults` ('No results found') for a search, or a node of its own.
   */
  empty: 'noRecords' | 'noResults' | ReactNode;
  /** What could not be loaded, as the title of the error (translated). */
  errorTitle?: string;
  /** The entries loaded so far, drawn as the feature draws them. */
  children: (items: T[]) => ReactNode;
}

/** A list is loading for the first time: a spinner announced to screen readers. */
export function ListLoading() {
  const { t } = useTranslation();
  return (
    <Center py="xl" role="status">
      <Loader aria-hidden />
      <VisuallyHidden>{t('common:loading')}</VisuallyHidden>
    </Center>
  );
}

/** A list without entries: 'No record found', 'No results found' or the caller's own text. */
export function ListEmpty({ empty }: { empty: 'noRecords' | 'noResults' | ReactNode }) {
  const { t } = useTranslation();
  if (empty !== 'noRecords' && empty !== 'noResults') return empty;
  return (
    <Text ta="center" c="dimmed" py="xl">
      {t(`common:empty.${empty}`)}
    </Text>
  );
}

function uniqueItems<T>(pages: { docs: T[] }[], itemKey: (item: T) => string | undefined): T[] {
  const seen = new Set<string>();
  return pages.flatMap((page) =>
    page.docs.filter((item) => {
      const key = itemKey(item);
      if (key === undefined) return true;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    }),
  );
}

/** The end of a list: more loading, a failed page, a button for more, or the end. */
function ListFooter<T>({ query, pageCount }: { query: InfiniteListQuery<T>; pageCount: number }) {
  const { t } = useTranslation();
  if (query.isFetchingNextPage) {
    return (
      <Center py="sm" role="status">
        <Loader size="sm" aria-hidden />
        <Text size="sm" c="dimmed" ml="xs">
          {t('common:list.loadingMore')}
        </Text>
      </Center>
    );
  }
  if (query.isFetchNextPageError) {
    return <LoadError error={query.error} onRetry={() => void query.fetchNextPage()} />;
  }
  if (query.hasNextPage) {
    // For those who do not scroll (keyboard, screen reader) and browsers without observers.
    return (
      <Center py="sm">
        <Button
          variant="subtle"
          onClick={() => void query.fetchNextPage()}
          disabled={query.isFetching}
        >
          {t('common:list.loadMore')}
        </Button>
      </Center>
    );
  }
  if (pageCount < 2) return null;
  return (
    <Text ta="center" c="dimmed" size="sm" py="sm">
      {t('common:list.end')}
    </Text>
  );
}

/**
 * The one infinite list of the app (feed, people search, ranking search and rankings,
 * friends, notifications): the loading, error and empty states, the entries, and more pages
 * as the reader nears the end (`useInfiniteScroll`, 300 px), then the end of the list.
 */
export function InfiniteList<T>({
  query,
  itemKey,
  empty,
  errorTitle,
  children,
}: InfiniteListProps<T>) {
  const sentinel = useInfiniteScroll(query);
  const pages = query.data?.pages;
  const items = useMemo(() => uniqueItems(pages ?? [], itemKey), [pages, itemKey]);

  if (!pages) {
    if (query.error) {
      return (
        <LoadError title={errorTitle} error={query.error} onRetry={() => void query.refetch()} />
      );
    }
    return <ListLoading />;
  }
  if (items.length === 0) return <ListEmpty empty={empty} />;

  return (
    <Stack gap="md">
      {children(items)}
      <div ref={sentinel} aria-hidden />
      <ListFooter query={query} pageCount={pages.length} />
    </Stack>
  );
}
