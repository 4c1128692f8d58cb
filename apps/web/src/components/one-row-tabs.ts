import type { TabsProps } from '@mantine/core';

/**
 * Styles for a participant's tab bar that must stay on one row on a 390 px phone in German
 * (decision 076): tabs keep their words on one line with less space beside them, and should
 * a row still be too long (a longer translation, large text), it scrolls sideways instead of
 * wrapping onto a second row. Give it to `<Tabs styles={oneRowTabs}>`.
 */
export const oneRowTabs = {
  list: {
    flexWrap: 'nowrap',
    overflowX: 'auto',
    overflowY: 'hidden',
    scrollbarWidth: 'thin',
  },
  tab: {
    flexShrink: 0,
    whiteSpace: 'nowrap',
    paddingInline: 'var(--mantine-spacing-xs)',
  },
} satisfies TabsProps['styles'];
