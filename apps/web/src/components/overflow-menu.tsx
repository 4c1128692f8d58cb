import { ActionIcon, Menu } from '@mantine/core';
import { Link } from 'react-router';

/** One entry of an overflow menu: a link (edit) or a button (delete, in red when `danger`). */
export type OverflowAction = {
  label: string;
  danger?: boolean;
  disabled?: boolean;
} & ({ onClick: () => void; to?: never } | { to: string; onClick?: never });

export interface OverflowMenuProps {
  /** The button's accessible name with the item's subject ('Actions for the activity on 25/11/2026'). */
  label: string;
  actions: OverflowAction[];
  /** While an action runs (a delete) the button waits. */
  busy?: boolean;
}

/**
 * The "…" button of a card or row that holds its actions (edit, delete), so destructive steps
 * are one tap further away on a phone (decision 077). The button is 44x44 px; the menu opens
 * with Enter, Space or the arrow keys and returns focus to the button on Escape.
 */
export function OverflowMenu({ label, actions, busy }: OverflowMenuProps) {
  return (
    <Menu
      position="bottom-end"
      withinPortal
      shadow="md"
      keepMounted={false}
      withInitialFocusPlaceholder={false}
    >
      <Menu.Target>
        <ActionIcon
          variant="subtle"
          color="gray"
          size={44}
          aria-label={label}
          loading={busy}
          data-overflow-menu=""
        >
          <span aria-hidden="true" style={{ fontSize: 22, lineHeight: 1 }}>
            …
          </span>
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        {actions.map((action) => {
          const common = {
            color: action.danger ? 'red' : undefined,
            disabled: action.disabled,
            mih: 44,
          };
          return action.to !== undefined ? (
            <Menu.Item key={action.label} {...common} component={Link} to={action.to}>
              {action.label}
            </Menu.Item>
          ) : (
            <Menu.Item key={action.label} {...common} onClick={action.onClick}>
              {action.label}
            </Menu.Item>
          );
        })}
      </Menu.Dropdown>
    </Menu>
  );
}
