import type { MyEvent } from '@cc/shared/events/events.schemas';
import { ActionIcon, type ActionIconProps, Menu } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../lib/routes';
import classes from './new-activity-fab.module.css';

interface FabMenuProps {
  running: MyEvent[];
  /** The button's look and name (new-activity-fab.tsx). */
  look: ActionIconProps & Record<string, unknown>;
  icon: ReactNode;
  /** Opens at once: the button was tapped while this loaded. */
  opened: boolean;
}

/**
 * The floating button's menu, one entry per running challenge. A module of its own: Mantine's
 * menu brings the floating-position library, which no other part of the first pages needs
 * (decision 087).
 */
export function NewActivityFabMenu({ running, look, icon, opened }: FabMenuProps) {
  const { t } = useTranslation('activities');
  return (
    <Menu position="top-end" withinPortal={false} defaultOpened={opened}>
      <Menu.Target>
        <ActionIcon {...look}>{icon}</ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{t('fab.choose')}</Menu.Label>
        {running.map((event) => (
          <Menu.Item
            key={event._id}
            component={Link}
            to={paths.activityForm(event._id)}
            className={classes.item}
          >
            {event.name}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
