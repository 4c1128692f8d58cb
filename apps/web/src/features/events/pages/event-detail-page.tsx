import type { EventDetail } from '@cc/shared/events/events.schemas';
import {
  Anchor,
  Button,
  Group,
  Image,
  Paper,
  Progress,
  Stack,
  Table,
  Tabs,
  Text,
  Title,
} from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
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

/**
 * What the app shows of other features on an event's page: beside the overview (the money
 * raised) and in tabs of their own (the fundraising editor, the fair play checks).
 */
export interface EventDetailExtras {
  /** Under the overview's figures. */
  overview?: (event: EventDetail) => ReactNode;
  /** The content of the Fundraising tab; no tab without it. */
  fundraising?: (event: EventDetail) => ReactNode;
  /** The content of the Fair play tab; no tab without it. */
  fairPlay?: (event: EventDetail) => ReactNode;
}

/** The tabs other features fill, in the order they show after the overview. */
const extraTabs = ['fundraising', 'fairPlay'] as const;
type DetailTab = 'overview' | (typeof extraTabs)[number];

/**
 * The tab `?tab=` names when the page has it (an address can open the fundraising editor or
 * the fair play checks), the overview otherwise.
 */
function useDetailTab(offered: readonly DetailTab[]): [DetailTab, (tab: DetailTab) => void] {
  const [params, setParams] = useSearchParams();
  const tab = offered.find((name) => name === params.get('tab')) ?? 'overview';
  const choose = (next: DetailTab) =>
    setParams(next === 'overview' ? {} : { tab: next }, { replace: true });
  return [tab, choose];
}

/** The event's description, facts, distance against the target and report links. */
function Overview({ event }: { event: EventDetail }) {
  const { t } = useTranslation('events');
  return (
    <Paper withBorder radius="md" p="lg">
      <Stack gap="md">
        {event.imageUrl && (
          <Image
            src={event.imageUrl}
            alt={t('form.imagePreview')}
            h={180}
            radius="md"
            fit="cover"
          />
        )}
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
  );
}

interface EventDetailViewProps {
  id: string;
  name?: string;
  extras: EventDetailExtras;
}

function EventDetailView({ id, name, extras }: EventDetailViewProps) {
  const { t } = useTranslation('events');
  const detail = useEventDetail(id);
  const offered = extraTabs.filter((name) => extras[name]);
  const [tab, setTab] = useDetailTab(offered);
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
  const overview = (
    <Stack gap="xl">
      <Overview event={event} />
      {extras.overview?.(event)}
      <TopTen event={event} />
    </Stack>
  );
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-start" wrap="wrap">
        <Title order={2} size="h3">
          {event.name}
        </Title>
        <EventStateBadge state={event.state} />
      </Group>
      {offered.length > 0 ? (
        // Only the chosen tab is mounted: an editor loads its data when it is opened.
        <Tabs
          value={tab}
          onChange={(next) => next && setTab(next as DetailTab)}
          keepMounted={false}
        >
          <Tabs.List aria-label={t('detail.tabs.label')}>
            <Tabs.Tab value="overview">{t('detail.tabs.overview')}</Tabs.Tab>
            {offered.map((name) => (
              <Tabs.Tab key={name} value={name}>
                {t(`detail.tabs.${name}`)}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          <Tabs.Panel value="overview" pt="lg">
            {overview}
          </Tabs.Panel>
          {offered.map((name) => (
            <Tabs.Panel key={name} value={name} pt="lg">
              {extras[name]?.(event)}
            </Tabs.Panel>
          ))}
        </Tabs>
      ) : (
        overview
      )}
    </Stack>
  );
}

/**
 * `/eventDetail/:id/:name` (admin): the event's dates, status and state, participants, the
 * total distance against the target, the top ten of its ranking, and links to its report;
 * with `extras`, the money raised and a Fundraising tab (`?tab=fundraising`), where an
 * administrator edits the event's cause, pledges, payments and settlement (issue 24), and a
 * Fair play tab (`?tab=fairPlay`) with the checks its activities go through (issue 25).
 * Without an id it says to choose an event in the events table.
 */
export function EventDetailPage({ extras = {} }: { extras?: EventDetailExtras } = {}) {
  const { t } = useTranslation('events');
  const { id, name } = useParams();
  if (!id) {
    return (
      <DetailHint text={t('detail.pick')} linkLabel={t('detail.toEvents')} to={paths.adminEvents} />
    );
  }
  return <EventDetailView id={id} name={name} extras={extras} />;
}
