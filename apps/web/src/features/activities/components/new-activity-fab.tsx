import { ActionIcon, Menu } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useMyEvents } from '../../../entities/my-events/my-events';
import { paths } from '../../../lib/routes';
import classes from './new-activity-fab.module.css';

/** A plus in a circle's place: the button's label says what it does. */
function PlusIcon() {
  return (
    <svg viewBox="0 0 24 24" width={28} height={28} aria-hidden focusable="false">
      <path d="M12 5v14M5 12h14" stroke="currentColor" strokeWidth={2.5} strokeLinecap="round" />
    </svg>
  );
}

/**
 * "New activity" within the thumb's reach (issue 27, decision 073): a floating button above
 * the bottom bar on /progress and /newsfeed while at least one of the user's challenges runs.
 * With one it opens that challenge's form; with several a menu names each. Read from the
 * cached list of the user's events, so it costs no call of its own.
 */
export function NewActivityFab() {
  const { t } = useTranslation('activities');
  const { data: events } = useMyEvents();
  const running = (events ?? []).filter((event) => event.state === 'running');
  if (running.length === 0) return null;

  // Its own words: the card keeps the spec's "New activity", and one name per link.
  const label = t('fab.label');
  // Round and small like every app's record button: it floats over the page's content, and a
  // wide one covered the card's own buttons at 390 px. Its name is its label (and tooltip).
  const look = {
    size: 56,
    radius: 'xl',
    variant: 'filled',
    className: classes.fab,
    'aria-label': label,
    title: label,
    'data-testid': 'new-activity-fab',
  } as const;

  return (
    <>
      {/* Room under the page's last item, so the button never covers its menu. */}
      <div className={classes.room} aria-hidden />
      <div className={classes.place}>
        {running.length === 1 && running[0] ? (
          <ActionIcon component={Link} to={paths.activityForm(running[0]._id)} {...look}>
            <PlusIcon />
          </ActionIcon>
        ) : (
          <Menu position="top-end" withinPortal={false}>
            <Menu.Target>
              <ActionIcon {...look}>
                <PlusIcon />
              </ActionIcon>
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
        )}
      </div>
    </>
  );
}
