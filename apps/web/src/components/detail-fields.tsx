import { SimpleGrid, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** One labelled value of a record. */
export interface DetailField {
  label: string;
  value: ReactNode;
}

/**
 * The fields of a record on an admin detail page, as a description list in columns; an
 * empty value shows a dash.
 */
export function DetailFields({ fields }: { fields: DetailField[] }) {
  return (
    <SimpleGrid component="dl" cols={{ base: 1, xs: 2, md: 3 }} spacing="md" m={0}>
      {fields.map((field) => (
        <div key={field.label}>
          <Text component="dt" size="xs" c="dimmed" tt="uppercase" fw={600}>
            {field.label}
          </Text>
          <Text component="dd" m={0} size="sm">
            {field.value === null || field.value === undefined || field.value === ''
              ? '—'
              : field.value}
          </Text>
        </div>
      ))}
    </SimpleGrid>
  );
}
