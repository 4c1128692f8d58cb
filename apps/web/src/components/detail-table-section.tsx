import { Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { AdminTable } from './admin-table';

interface DetailTableSectionProps {
  /** Id of the heading, which names the section for assistive technology. */
  id: string;
  title: string;
  /** A line under the heading (a summary), shown with or without rows. */
  note?: string;
  /** Whether there are no rows: then no table, only `emptyText` if given. */
  isEmpty: boolean;
  emptyText?: string;
  columns: string[];
  minWidth: number;
  /** The table rows. */
  children: ReactNode;
}

/** A titled section of an admin detail page holding one table of related records. */
export function DetailTableSection({
  id,
  title,
  note,
  isEmpty,
  emptyText,
  columns,
  minWidth,
  children,
}: DetailTableSectionProps) {
  const dimmed = isEmpty ? emptyText : undefined;
  return (
    <Stack gap="sm" component="section" aria-labelledby={id}>
      <Title order={3} size="h4" id={id}>
        {title}
      </Title>
      {note !== undefined && (
        <Text size="sm" c="dimmed">
          {note}
        </Text>
      )}
      {isEmpty ? (
        dimmed !== undefined && (
          <Text size="sm" c="dimmed">
            {dimmed}
          </Text>
        )
      ) : (
        <Paper withBorder radius="md" p={{ base: 'xs', sm: 'md' }}>
          <AdminTable minWidth={minWidth} columns={columns}>
            {children}
          </AdminTable>
        </Paper>
      )}
    </Stack>
  );
}
