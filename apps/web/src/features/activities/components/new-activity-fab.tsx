import type { MyEvent } from '@cc/shared/events/events.schemas';
import { ActionIcon } from '@mantine/core';
import { type ComponentProps, lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useMyEvents } from '../../../entities/my-events/my-events';
import { withAllComponentStyles } from '../../../lib/component-styles';
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

const loadMenu = withAllComponentStyles(() => import('./new-activity-fab-menu'));

/**
 * The menu for several running challenges: its code (Mantine's menu and the floating-position
 * library) loads when the browser is idle after the page, or at the first tap, and renders
 * from then on; the first render of the page neither waits nor suspends for it (decision 087).
 */
const NewActivityFabMenu = lazy(async () => ({ default: (await loadMenu()).NewActivityFabMenu }));

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
          <EventsMenuButton running={running} look={look} />
        )}
      </div>
    </>
  );
}

type FabLook = ComponentProps<typeof NewActivityFabMenu>['look'];

/**
 * The button for several running challenges: a plain button until the menu's code is wanted
 * (the browser idle after the page, or a tap), then the menu, opened at once when tapped.
 */
function EventsMenuButton({ running, look }: { running: MyEvent[]; look: FabLook }) {
  const [wanted, setWanted] = useState<'idle' | 'tapped' | null>(null);
  useEffect(() => {
    const want = () => void loadMenu().then(() => setWanted((was) => was ?? 'idle'));
    if (!('requestIdleCallback' in window)) {
      const timer = setTimeout(want, 2000);
      return () => clearTimeout(timer);
    }
    const idle = requestIdleCallback(want, { timeout: 5000 });
    return () => cancelIdleCallback(idle);
  }, []);
  const button = (
    <ActionIcon {...look} onClick={() => setWanted('tapped')}>
      <PlusIcon />
    </ActionIcon>
  );
  if (wanted === null) return button;
  return (
    <Suspense fallback={button}>
      <NewActivityFabMenu
        running={running}
        look={look}
        icon={<PlusIcon />}
        opened={wanted === 'tapped'}
      />
    </Suspense>
  );
}
