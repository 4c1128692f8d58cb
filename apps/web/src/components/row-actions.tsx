import { Button, Group } from '@mantine/core';

/** One button at the end of an admin table row. */
export interface RowAction {
  label: string;
  /** The label with the row's subject ('Delete Spring Run'), for screen readers. */
  ariaLabel: string;
  color?: string;
  disabled?: boolean;
  onClick: () => void;
}

/** The buttons of an admin table row or card (edit, activate, delete), side by side. */
export function RowActions({ actions }: { actions: RowAction[] }) {
  return (
    <Group gap={4} wrap="nowrap">
      {actions.map((action) => (
        <Button
          key={action.ariaLabel}
          size="compact-sm"
          variant="subtle"
          color={action.color}
          disabled={action.disabled}
          aria-label={action.ariaLabel}
          onClick={action.onClick}
        >
          {action.label}
        </Button>
      ))}
    </Group>
  );
}
