import { tablePageSizes } from '@cc/shared/common/paging';
import { Box, Group, NumberInput, Pagination, Select, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** A page number kept between 1 and the last page (admin spec §5). */
export function clampPage(value: number, totalPages: number): number {
  const last = Math.max(1, totalPages);
  if (!Number.isFinite(value)) return 1;
  return Math.min(Math.max(1, Math.trunc(value)), last);
}

interface TablePaginationProps {
  /** Accessible name of the page buttons' navigation, e.g. "Pages of the user list". */
  label: string;
  page: number;
  totalPages: number;
  limit: number;
  onPageChange: (page: number) => void;
  onLimitChange: (limit: number) => void;
}

/**
 * Paging of an admin table: page size (10, 25, 50), page buttons and a page number field
 * whose entry is clamped to the existing pages when confirmed (Enter or leaving the field).
 */
export function TablePagination({
  label,
  page,
  totalPages,
  limit,
  onPageChange,
  onLimitChange,
}: TablePaginationProps) {
  const { t } = useTranslation('common');
  const last = Math.max(1, totalPages);
  const [typed, setTyped] = useState<string | number>(page);

  useEffect(() => setTyped(page), [page]);

  const commit = () => {
    const next = clampPage(Number(typed), last);
    setTyped(next);
    if (next !== page) onPageChange(next);
  };

  return (
    <Group justify="space-between" gap="md" wrap="wrap">
      <Select
        label={t('pagination.pageSize')}
        data={tablePageSizes.map(String)}
        value={String(limit)}
        onChange={(value) => value && onLimitChange(Number(value))}
        allowDeselect={false}
        w={120}
        size="sm"
      />
      <Box component="nav" aria-label={label}>
        <Pagination
          total={last}
          value={Math.min(page, last)}
          onChange={onPageChange}
          size="sm"
          withEdges
          getControlProps={(control) => ({ 'aria-label': t(`pagination.${control}`) })}
        />
      </Box>
      <Group gap="xs" align="flex-end" wrap="nowrap">
        <NumberInput
          label={t('pagination.page')}
          value={typed}
          onChange={setTyped}
          onBlur={commit}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              commit();
            }
          }}
          min={1}
          max={last}
          clampBehavior="none"
          allowDecimal={false}
          allowNegative={false}
          hideControls
          w={80}
          size="sm"
        />
        <Text size="sm" pb={6}>
          {t('pagination.ofPages', { total: last })}
        </Text>
      </Group>
    </Group>
  );
}
