import type { MyEvent } from '@cc/shared/events/events.schemas';
import { Accordion, Badge, Button, Group, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { DistanceUnit } from '../../../entities/profile/profile';
import { formatDate } from '../../../lib/format';
import { paths } from '../../../lib/routes';
import { useNumberFormat } from '../hooks/use-number-format';
import { ActivityList } from './activity-list';
import { Countdown } from './countdown';
import { DraftList } from './draft-list';
import { ProgressHeadline } from './progress-headline';

interface EventProgressItemProps {
  event: MyEvent;
  unit: DistanceUnit;
  /** Whether the panel is open; the activity list loads only then. */
  isOpen: boolean;
  /** Shown in the open panel under the buttons (the money raised for the event's cause). */
  extra?: ReactNode;
  /** The headline's cause line, given the event's description to show without a cause. */
  renderCause?: (fallback: ReactNode) => ReactNode;
}

const stateColors = { upcoming: 'blue', running: 'teal', ended: 'gray' } as const;

/**
 * One event on /progress (participant spec §2, §4): name, dates and my total; before the
 * start a start-date hint; once running first the headline (my km, the challenge against its
 * target, my rank; after the end a recap with thanks), then the live countdown and the
 * ranking, my-activity and new-activity buttons (after the end only ranking and my activity).
 * Then my activities of the event, and what the app adds (`extra`: the money raised).
 */
export function EventProgressItem({
  event,
  unit,
  isOpen,
  extra,
  renderCause,
}: EventProgressItemProps) {
  const { t } = useTranslation('activities');
  const { distance } = useNumberFormat(unit);
  const isRunning = event.state === 'running';

  return (
    <Accordion.Item value={event._id}>
      <Accordion.Control>
        <Stack gap={2}>
          <Group gap="xs" wrap="nowrap">
            <Text fw={700}>{event.name}</Text>
            <Badge color={stateColors[event.state]} variant="light" size="sm">
              {t(`progress.state.${event.state}`)}
            </Badge>
          </Group>
          <Text size="sm" c="dimmed">
            {t('progress.dates', {
              start: formatDate(event.startDate),
              end: formatDate(event.endDate),
            })}
          </Text>
          <Text size="sm">
            {t('progress.myTotal', { distance: distance(event.myTotalKm, event.myTotalMile) })}
          </Text>
        </Stack>
      </Accordion.Control>
      <Accordion.Panel>
        <Stack gap="md">
          {isOpen && event.state !== 'upcoming' && (
            <ProgressHeadline event={event} unit={unit} renderCause={renderCause} />
          )}
          {event.state === 'upcoming' && (
            <Text size="sm" fw={600}>
              {t('progress.startsOn', { date: formatDate(event.startDate) })}
            </Text>
          )}
          {isRunning && isOpen && <Countdown event={event} />}
          {event.state !== 'upcoming' && (
            <Group gap="xs">
              <Button component={Link} to={paths.ranking(event._id)} variant="light" size="sm">
                {t('progress.ranking')}
              </Button>
              <Button component={Link} to={paths.myActivity(event._id)} variant="light" size="sm">
                {t('progress.myActivity')}
              </Button>
              {isRunning && (
                <Button component={Link} to={paths.activityForm(event._id)} size="sm">
                  {t('progress.newActivity')}
                </Button>
              )}
            </Group>
          )}
          {isOpen && extra}
          {isOpen && <DraftList eventId={event._id} unit={unit} />}
          <ActivityList
            eventId={event._id}
            unit={unit}
            isEditable={isRunning}
            enabled={isOpen}
            expectedCount={event.myActivityCount}
          />
        </Stack>
      </Accordion.Panel>
    </Accordion.Item>
  );
}
