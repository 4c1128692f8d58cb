import type { MyEvent } from '@cc/shared/events/events.schemas';
import { Accordion, Button, Container, Stack, Text } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { LoadError } from '../../../components/load-error';
import { LoadingScreen } from '../../../components/loading-screen';
import { useMyEvents } from '../../../entities/my-events/my-events';
import { useDistanceUnit } from '../../../entities/profile/profile';
import { paths } from '../../../lib/routes';
import { EventProgressItem } from '../components/event-progress-item';
import { NewActivityFab } from '../components/new-activity-fab';

/** What a panel shows beside the event's own progress (the app composes other features in). */
export type EventPanelExtra = (event: MyEvent) => ReactNode;

/** The headline's cause line of an event, given what to show when it has no cause. */
export type EventCause = (event: MyEvent, fallback: ReactNode) => ReactNode;

interface EventAccordionProps {
  events: MyEvent[];
  /** The event to open first (`?eventId=`); the first running one without it. */
  selectedId: string | null;
  extra?: EventPanelExtra;
  cause?: EventCause;
}

function EventAccordion({ events, selectedId, extra, cause }: EventAccordionProps) {
  const unit = useDistanceUnit();
  const [open, setOpen] = useState<string[]>(() => {
    const selected =
      events.find((event) => event._id === selectedId) ??
      events.find((event) => event.state === 'running');
    return selected ? [selected._id] : [];
  });
  if (!unit) return <LoadingScreen />;

  return (
    <Accordion multiple value={open} onChange={setOpen} variant="separated" radius="md">
      {events.map((event) => (
        <EventProgressItem
          key={event._id}
          event={event}
          unit={unit}
          isOpen={open.includes(event._id)}
          extra={extra?.(event)}
          renderCause={cause && ((fallback) => cause(event, fallback))}
        />
      ))}
    </Accordion>
  );
}

/**
 * `/progress`: the user's events as an accordion (end date newest first, the first running
 * one open, or the one `?eventId=` names when the user has joined it: a fundraising
 * milestone's notification leads there), each with its countdown, buttons and activity list,
 * `eventCause` (the headline's line of the money raised) and `eventExtra` (the money raised
 * in full). Without events, `joinOffer` (the open challenges to join, issue 27), else a way
 * to the open challenges.
 */
export function ProgressPage({
  eventExtra,
  eventCause,
  joinOffer,
}: {
  eventExtra?: EventPanelExtra;
  eventCause?: EventCause;
  joinOffer?: ReactNode;
} = {}) {
  const { t } = useTranslation('activities');
  const { data: events, error, refetch } = useMyEvents();
  const selectedId = useSearchParams()[0].get('eventId');

  if (error) {
    return (
      <Container size="md" px={0} py="md">
        <LoadError error={error} onRetry={() => void refetch()} />
      </Container>
    );
  }
  if (!events) return <LoadingScreen />;

  if (events.length === 0) {
    return (
      <Container size="md" px={0} py="xl">
        <Stack align="center" gap="md">
          <Text ta="center">{t('progress.noEvents')}</Text>
          {joinOffer ?? (
            <Button component={Link} to={paths.activeEvents}>
              {t('progress.toActiveEvents')}
            </Button>
          )}
        </Stack>
      </Container>
    );
  }

  return (
    <Container size="md" px={0} py="md">
      {/* A new ?eventId= (a notification tapped while here) opens its event afresh. */}
      <EventAccordion
        key={selectedId ?? ''}
        events={events}
        selectedId={selectedId}
        extra={eventExtra}
        cause={eventCause}
      />
      <NewActivityFab />
    </Container>
  );
}
