import { Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** A labelled list of people, or 'No record found' when it is empty. */
export function PersonList({
  label,
  isEmpty,
  children,
}: {
  label: string;
  isEmpty: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  if (isEmpty) return <Text c="dimmed">{t('common:empty.noRecords')}</Text>;
  return (
    <Stack component="ul" aria-label={label} gap={0} p={0} m={0} style={{ listStyle: 'none' }}>
      {children}
    </Stack>
  );
}
