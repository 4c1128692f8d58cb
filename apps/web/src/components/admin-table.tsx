import { Table } from '@mantine/core';
import type { ReactNode } from 'react';

interface AdminTableProps {
  /** Below this width the table scrolls sideways instead of squeezing its columns. */
  minWidth: number;
  /** The translated column headings, in order. */
  columns: string[];
  /** The rows (`Table.Tr`). */
  children: ReactNode;
}

/** The striped table of an admin list (events, users, teams): column headings, then the rows. */
export function AdminTable({ minWidth, columns, children }: AdminTableProps) {
  return (
    <Table.ScrollContainer minWidth={minWidth}>
      <Table striped highlightOnHover verticalSpacing="sm">
        <Table.Thead>
          <Table.Tr>
            {columns.map((column) => (
              <Table.Th key={column} scope="col">
                {column}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>{children}</Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
