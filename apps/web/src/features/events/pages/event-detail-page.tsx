import type { EventDetail } from '@cc/shared/events/events.schemas';
import { Anchor, Button, Group, Paper, Progress, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { DetailFields } from '../../../components/detail-fields';
import { DetailHint } from '../../../components/detail-hint';
import { DetailTableSection } from '../../../components/detail-table-section';
import { LoadError } from '../../../components/load-error';
import { PageLoader } from '../../../components/page-loader';
import { formatKm, formatNumber } from '../../../lib/format';
import { paths } from '../../../lib/routes';
import { useEventDetail } from '../api/get-event-detail';
import { EventStateBadge } from '../components/event-state-badge';
import { formatEventDates } from '../event-display';

/** The participants' total distance against the event's target, as a bar and in words. */
function TargetProgress({ event }: { event: EventDetail }) {
  const { t } = useTranslation('events');
  const text = t('detail.progress', {
    total: formatKm(event.totalKm),
    target: formatKm(event.maximumKm),
    percent: formatNumber(event.percentReached),
  });
  return (
    <Stack gap={6}>
      <Text size="sm" fw={600}>
        {t('detail.totalDistance')}
      </Text>
      <Progress
        value={Math.min(100, event.percentReached)}
        size="lg"
        aria-label={t('detail.totalDistance')}
      />
      <Text size="sm" c="dimmed">
        {text}
      </Text>
    </Stack>
  );
}

/** The first ten of the event's ranking: rank, name, distance and activities. */
function TopTen({ event }: { event: EventDetail }) {
  const { t } = useTranslation('events');
  return (
    <DetailTableSection
      id="event-top"
      title={t('detail.top.title')}
      isEmpty={event.topParticipants.length === 0}
      emptyText={t('detail.top.none')}
      minWidth={520}
      columns={[
        t('detail.top.rank'),
        t('detail.top.name'),
        t('detail.top.distance'),
        t('detail.top.activities'),
      ]}
    >
      {event.topParticipants.map((row) => (
        <Table.Tr key={row.userId}>
          <Table.Td>{formatNumber(row.rank)}</Table.Td>
          <Table.Td>
            <Anchor component={Link} to={paths.userDetail(row.userId)} size="sm" fw={500}>
              {`${row.firstName} ${row.lastName}`.trim() || row.displayName}
            </Anchor>
          </Table.Td>
          <Table.Td>{t('detail.km', { value: formatKm(row.distanceKm) })}</Table.Td>
          <Table.Td>{formatNumber(row.activityCount)}</Table.Td>
        </Table.Tr>
      ))}
    </DetailTableSection>
  );
}

function EventDetailView({ id, name }: { id: string; name?: string }) {
  const { t } = useTranslation('events');
  const detail = useEventDetail(id);
  if (detail.isPending) return <PageLoader label={t('detail.loading')} />;
  if (detail.isError) {
    return (
      <LoadError
        title={t('detail.loadFailed', { name: name ?? '' })}
        error={detail.error}
        onRetry={() => void detail.refetch()}
      />
    );
  }
  const event = detail.data;
  return (
    <Stack gap="xl">
      <Paper withBorder radius="md" p="lg">
        <Stack gap="md">
          <Group justify="space-between" align="flex-start" wrap="wrap">
            <Title order={2} size="h3">
              {event.name}
            </Title>
            <EventStateBadge state={event.state} />
          </Group>
          {event.description && <Text style={{ whiteSpace: 'pre-line' }}>{event.description}</Text>}
          <DetailFields
            fields={[
              { label: t('card.dates'), value: formatEventDates(event) },
              { label: t('table.status'), value: t(`status.${event.status}`) },
              { label: t('table.participants'), value: formatNumber(event.participantCount) },
              {
                label: t('table.target'),
                value: t('table.targetValue', {
                  km: formatNumber(event.maximumKm),
                  mile: formatNumber(event.maximumMile),
                }),
              },
            ]}
          />
          <TargetProgress event={event} />
          <Group gap="sm">
            <Button component={Link} to={paths.report(event._id, event.name)} variant="light">
              {t('detail.report')}
            </Button>
            <Button component={Link} to={paths.report(event._id, event.name, 4)} variant="subtle">
              {t('detail.distances')}
            </Button>
          </Group>
        </Stack>
      </Paper>
      <TopTen event={event} />
    </Stack>
  );
}

/**
 * `/eventDetail/:id/:name` (admin): the event's dates, status and state, participants, the
 * total distance against the target, the top ten of its ranking, and links to its report.
 * Without an id it says to choose an event in the events table.
 */
export function EventDetailPage() {
  const { t } = useTranslation('events');
  const { id, name } = useParams();
  if (!id) {
    return (
      <DetailHint text={t('detail.pick')} linkLabel={t('detail.toEvents')} to={paths.adminEvents} />
    );
  }
  return <EventDetailView id={id} name={name} />;
}
