import { type MantineSpacing, Stack } from '@mantine/core';
import type { ReactNode } from 'react';

interface PlainListProps {
  /** The accessible name of the list ('Friends', 'Ranking'). */
  label: string;
  /** An `ol` where the order means something (rankings), otherwise a `ul`. */
  ordered?: boolean;
  /** Space between the entries. */
  gap?: MantineSpacing | number;
  /** The entries, each rendering its own `li`. */
  children: ReactNode;
}

/** A labelled list of cards or rows: a real list for screen readers, without bullets or indent. */
export function PlainList({ label, ordered = false, gap = 0, children }: PlainListProps) {
  return (
    <Stack
      component={ordered ? 'ol' : 'ul'}
      aria-label={label}
      gap={gap}
      p={0}
      m={0}
      style={{ listStyle: 'none' }}
    >
      {children}
    </Stack>
  );
}
