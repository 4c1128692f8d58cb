import { Button, Group } from '@mantine/core';
import { Link } from 'react-router';

/** One button at the end of an admin table row. */
export type RowAction = {
  label: string;
  /** The label with the row's subject ('Delete Spring Run'), for screen readers. */
  ariaLabel: string;
  color?: string;
  disabled?: boolean;
} & (
  | { onClick: () => void; to?: never }
  | {
      /** An address to go to: the action is a link (the event's report). */
      to: string;
      onClick?: never;
    }
);

/**
 * The buttons of an admin table row or card (report, edit, activate, delete), side by side;
 * where the table is tight they wrap under each other, so a wide row (the challenge list with
 * its progress column) keeps its buttons on the page at 1280 px instead of past its edge.
 */
export function RowActions({ actions }: { actions: RowAction[] }) {
  return (
    <Group gap={4} wrap="wrap">
      {actions.map((action) => {
        const common = {
          size: 'compact-sm',
          variant: 'subtle',
          color: action.color,
          'aria-label': action.ariaLabel,
          children: action.label,
        } as const;
        return action.to !== undefined ? (
          <Button key={action.ariaLabel} {...common} component={Link} to={action.to} />
        ) : (
          <Button
            key={action.ariaLabel}
            {...common}
            disabled={action.disabled}
            onClick={action.onClick}
          />
        );
      })}
    </Group>
  );
}
