import {
  Button,
  Center,
  Group,
  Loader,
  Paper,
  Stack,
  Text,
  TextInput,
  VisuallyHidden,
} from '@mantine/core';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import type { usePagedList } from '../lib/use-paged-list';
import { Icon } from './icons';
import { TablePagination } from './table-pagination';

/** The list state the frame drives (see usePagedList). */
type PagedListState = Omit<ReturnType<typeof usePagedList<unknown>>, 'docs'>;

/** Translated texts of an admin table. */
export interface AdminTableLabels {
  search: string;
  searchPlaceholder: string;
  create: string;
  loading: string;
  empty: string;
  total: string;
  pagination: string;
}

/**
 * The texts of an admin table from its feature's catalog, which holds them under the same
 * keys in every feature (search.label, actions.create, total, pagination.label, ...).
 */
export function adminTableLabels(t: TFunction, totalDocs: number): AdminTableLabels {
  return {
    search: t('search.label'),
    searchPlaceholder: t('search.placeholder'),
    create: t('actions.create'),
    loading: t('loading'),
    empty: t('no_record_found'),
    total: t('total', { count: totalDocs }),
    pagination: t('pagination.label'),
  };
}

interface AdminTableFrameProps {
  list: PagedListState;
  /** Whether the loaded page has no rows. */
  isEmpty: boolean;
  /** Translated texts of this table (adminTableLabels). */
  labels: AdminTableLabels;
  onCreate: () => void;
  /** The table itself, shown when the page has rows. */
  children: ReactNode;
  /** Dialogs and other pieces that belong to the page. */
  after?: ReactNode;
}

/**
 * The frame every admin table shares (admin spec §2): search box and add button, the
 * loading and empty states, the total, and paging with sizes 10/25/50.
 */
export function AdminTableFrame({
  list,
  isEmpty,
  labels,
  onCreate,
  children,
  after,
}: AdminTableFrameProps) {
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <TextInput
          type="search"
          label={labels.search}
          placeholder={labels.searchPlaceholder}
          leftSection={<Icon name="search" size={16} />}
          value={list.search}
          onChange={(event) => list.setSearch(event.currentTarget.value)}
          w={{ base: '100%', xs: 320 }}
        />
        <Button onClick={onCreate}>{labels.create}</Button>
      </Group>

      <Paper withBorder radius="md" p={{ base: 'xs', sm: 'md' }} pos="relative">
        {list.isLoading ? (
          <Center py="xl" role="status">
            <Loader aria-hidden />
            <VisuallyHidden>{labels.loading}</VisuallyHidden>
          </Center>
        ) : isEmpty ? (
          <Text ta="center" c="dimmed" py="xl">
            {labels.empty}
          </Text>
        ) : (
          children
        )}
      </Paper>

      <Text size="sm" c="dimmed" aria-live="polite">
        {labels.total}
      </Text>
      <TablePagination
        label={labels.pagination}
        page={list.page}
        totalPages={list.totalPages}
        limit={list.limit}
        onPageChange={list.setPage}
        onLimitChange={list.setLimit}
      />
      {after}
    </Stack>
  );
}
