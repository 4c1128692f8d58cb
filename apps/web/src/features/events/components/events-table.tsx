import { type Event, isEventVisible } from '@cc/shared/events/events.schemas';
import { Anchor, Card, Group, Progress, Stack, Table, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AdminTable } from '../../../components/admin-table';
import { ClampedName } from '../../../components/clamped-name';
import { RowActions } from '../../../components/row-actions';
import { formatDate, formatKm, formatNumber } from '../../../lib/format';
import { paths } from '../../../lib/routes';
import { formatEventDates, keepUnits, participantsText, percentReached } from '../event-display';
import { EventStateBadge } from './event-state-badge';

/** What an admin can do with one event row. */
export interface EventRowActions {
  onEdit: (event: Event) => void;
  onDelete: (event: Event) => void;
}

interface EventsTableProps extends EventRowActions {
  events: Event[];
  /** The event whose deletion is being sent, to disable its buttons meanwhile. */
  busyId: string | null;
}

/** The event's name, leading to its detail page; a long one wraps, then is cut. */
function EventName({ event, fw }: { event: Event; fw: number }) {
  return (
    <ClampedName text={event.name} fw={fw}>
      <Anchor component={Link} to={paths.eventDetail(event._id, event.name)} inherit>
        {event.name}
      </Anchor>
    </ClampedName>
  );
}

/**
 * The participants' km together against the target ("282.5 / 500 km · 56.5 %") over a thin
 * bar; the figure says it all, so the bar is decoration. From the event's maintained total.
 */
function EventProgress({ event }: { event: Event }) {
  const { t } = useTranslation('events');
  const percent = percentReached(event);
  return (
    <Stack gap={4} miw="8rem">
      <Text size="sm">
        {keepUnits(
          t('table.progressValue', {
            total: formatKm(event.totalKm),
            target: formatNumber(event.maximumKm),
            percent: formatNumber(percent),
          }),
        )}
      </Text>
      <Progress value={Math.min(100, percent)} size="sm" aria-hidden />
    </Stack>
  );
}

/** Report, edit and delete, each named with the event for screen readers. */
function RowButtons({
  event,
  isBusy,
  onEdit,
  onDelete,
}: { event: Event; isBusy: boolean } & EventRowActions) {
  const { t } = useTranslation('events');
  return (
    <RowActions
      actions={[
        {
          label: t('actions.report'),
          ariaLabel: t('actions.reportEvent', { name: event.name }),
          to: paths.report(event._id, event.name),
        },
        {
          label: t('common:actions.edit'),
          ariaLabel: t('actions.editEvent', { name: event.name }),
          onClick: () => onEdit(event),
        },
        {
          label: t('common:actions.delete'),
          ariaLabel: t('actions.deleteEvent', { name: event.name }),
          color: 'red',
          disabled: isBusy,
          onClick: () => onDelete(event),
        },
      ]}
    />
  );
}

/**
 * The events of one page: a table on wider screens, one card per event on phones. Columns:
 * name, start, end, target (km and miles), progress (km together against the target),
 * participants, state, status (visible or hidden, decision 034) and the row's actions.
 */
export function EventsTable({ events, busyId, ...actions }: EventsTableProps) {
  const { t } = useTranslation('events');
  const isWide = useMediaQuery('(min-width: 48em)', undefined, {
    getInitialValueInEffect: false,
  });
  const target = (event: Event) =>
    keepUnits(
      t('table.targetValue', {
        km: formatNumber(event.maximumKm),
        mile: formatNumber(event.maximumMile),
      }),
    );

  if (!isWide) {
    return (
      <Stack gap="sm">
        {events.map((event) => (
          <Card key={event._id} withBorder radius="md" padding="md" component="article">
            <Group justify="space-between" align="flex-start" wrap="nowrap">
              <EventName event={event} fw={600} />
              <EventStateBadge state={event.state} />
            </Group>
            <Text size="sm" mt="xs">
              {formatEventDates(event)}
            </Text>
            <Text size="sm">
              {[target(event), participantsText(t, event.participantCount)].join(' · ')}
            </Text>
            <EventProgress event={event} />
            <Text size="sm" c={isEventVisible(event) ? undefined : 'dimmed'}>
              {t(`status.${event.status}`)}
            </Text>
            <Group mt="sm" justify="flex-end">
              <RowButtons event={event} isBusy={busyId === event._id} {...actions} />
            </Group>
          </Card>
        ))}
      </Stack>
    );
  }

  return (
    <AdminTable
      minWidth={900}
      columns={[
        t('table.name'),
        t('table.startDate'),
        t('table.endDate'),
        t('table.target'),
        t('table.progress'),
        t('table.participants'),
        t('table.state'),
        t('table.status'),
        t('table.actions'),
      ]}
    >
      {events.map((event) => (
        <Table.Tr key={event._id}>
          <Table.Td>
            <EventName event={event} fw={500} />
          </Table.Td>
          <Table.Td>{formatDate(event.startDate)}</Table.Td>
          <Table.Td>{formatDate(event.endDate)}</Table.Td>
          <Table.Td>{target(event)}</Table.Td>
          <Table.Td>
            <EventProgress event={event} />
          </Table.Td>
          <Table.Td>{formatNumber(event.participantCount)}</Table.Td>
          <Table.Td>
            <EventStateBadge state={event.state} />
          </Table.Td>
          <Table.Td c={isEventVisible(event) ? undefined : 'dimmed'}>
            {t(`status.${event.status}`)}
          </Table.Td>
          <Table.Td>
            <RowButtons event={event} isBusy={busyId === event._id} {...actions} />
          </Table.Td>
        </Table.Tr>
      ))}
    </AdminTable>
  );
}
