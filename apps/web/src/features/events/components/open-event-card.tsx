import type { Event } from '@cc/shared/events/events.schemas';
import type { Unit } from '@cc/shared/users/users.constants';
import { Badge, Button, Card, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../lib/routes';
import { EventSummary } from './event-summary';

/**
 * One open event on /active-events. A joined event says so and leads to the progress;
 * another offers to join, which opens the registration page for that event.
 */
export function OpenEventCard({ event, unit }: { event: Event; unit: Unit }) {
  const { t } = useTranslation('events');
  return (
    <Card withBorder radius="md" padding="lg" component="article" h="100%">
      <EventSummary event={event} unit={unit} />
      <Group justify="flex-end" mt="md" gap="sm" style={{ marginTop: 'auto' }} pt="md">
        {event.isRegistered ? (
          <>
            <Badge color="teal" variant="outline">
              {t('card.joined')}
            </Badge>
            <Button
              component={Link}
              to={paths.progress}
              variant="light"
              aria-label={t('card.toProgressOf', { name: event.name })}
            >
              {t('card.toProgress')}
            </Button>
          </>
        ) : (
          <Button
            component={Link}
            to={paths.eventRegistration(event._id)}
            aria-label={t('card.joinEvent', { name: event.name })}
          >
            {t('card.join')}
          </Button>
        )}
      </Group>
    </Card>
  );
}
