import type { Event } from '@cc/shared/events/events.schemas';
import type { Unit } from '@cc/shared/users/users.constants';
import { Group, Image, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/icons';
import { formatEventDates, formatEventTarget, participantsText } from '../event-display';
import { EventStateBadge } from './event-state-badge';

interface EventSummaryProps {
  event: Event;
  /** The participant's unit, in which the target is shown. */
  unit: Unit;
  /** Heading level of the event's name in the page outline. */
  headingOrder?: 2 | 3;
}

/**
 * What a participant learns about an event before joining: its image when it has one
 * (decorative: the name follows), name, state, description, days (DD/MM/YYYY), target in
 * their unit and the number of participants.
 */
export function EventSummary({ event, unit, headingOrder = 2 }: EventSummaryProps) {
  const { t } = useTranslation('events');
  return (
    <Stack gap="xs">
      {event.imageUrl && (
        <Image
          src={event.imageUrl}
          alt=""
          h={160}
          radius="md"
          fit="cover"
          loading="lazy"
          data-testid="event-image"
        />
      )}
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
        <Title order={headingOrder} size="h4">
          {event.name}
        </Title>
        <EventStateBadge state={event.state} />
      </Group>
      {event.description && (
        <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
          {event.description}
        </Text>
      )}
      <Stack gap={4}>
        <Group gap="xs" wrap="nowrap">
          <Icon name="calendar" size={16} />
          <Text size="sm">
            <VisuallyHidden component="span">{`${t('card.dates')}: `}</VisuallyHidden>
            {formatEventDates(event)}
          </Text>
        </Group>
        <Group gap="xs" wrap="nowrap">
          <Icon name="chart" size={16} />
          <Text size="sm">
            {t('card.target', {
              distance: formatEventTarget(event, unit),
              unit: t(`units.${unit}`),
            })}
          </Text>
        </Group>
        <Group gap="xs" wrap="nowrap">
          <Icon name="users" size={16} />
          <Text size="sm">{participantsText(t, event.participantCount)}</Text>
        </Group>
      </Stack>
    </Stack>
  );
}
