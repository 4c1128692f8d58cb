import type { MyEvent } from '@cc/shared/events/events.schemas';
import { Accordion, Button, Container, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LoadError } from '../../../components/load-error';
import { LoadingScreen } from '../../../components/loading-screen';
import { useMyEvents } from '../../../entities/my-events/my-events';
import { useDistanceUnit } from '../../../entities/profile/profile';
import { paths } from '../../../lib/routes';
import { EventProgressItem } from '../components/event-progress-item';

function EventAccordion({ events }: { events: MyEvent[] }) {
  const unit = useDistanceUnit();
  const [open, setOpen] = useState<string[]>(() => {
    const running = events.find((event) => event.state === 'running');
    return running ? [running._id] : [];
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
        />
      ))}
    </Accordion>
  );
}

/**
 * `/progress`: the user's events as an accordion (end date newest first, the first running
 * one open), each with its countdown, buttons and activity list. Without events, a way to
 * the open challenges.
 */
export function ProgressPage() {
  const { t } = useTranslation('activities');
  const { data: events, error, refetch } = useMyEvents();

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
          <Button component={Link} to={paths.activeEvents}>
            {t('progress.toActiveEvents')}
          </Button>
        </Stack>
      </Container>
    );
  }

  return (
    <Container size="md" px={0} py="md">
      <EventAccordion events={events} />
    </Container>
  );
}
