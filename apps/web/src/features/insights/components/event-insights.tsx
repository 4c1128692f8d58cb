import type { Event } from '@cc/shared/events/events.schemas';
import type { Insights } from '@cc/shared/insights/insights.schemas';
import { Anchor, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ExcelDownloadButton } from '../../../components/excel-download-button';
import { LoadError } from '../../../components/load-error';
import { formatDate } from '../../../lib/format';
import { paths } from '../../../lib/routes';
import { useInsights } from '../api/get-insights';
import { insightsDaysFile } from '../api/insights-files';
import { DaysTable } from './days-table';
import { GroupSection } from './group-section';
import { InsightCards } from './insight-cards';

/**
 * The charts in a chunk of their own: the figures, the table and the groups paint before the
 * charting library has loaded, and the dashboard's own chunk stays small.
 */
const KmCharts = lazy(async () => ({ default: (await import('./km-charts')).KmCharts }));

/** The figures of a loaded event: cards, charts (with the days' table), groups, downloads. */
function EventFigures({ event, insights }: { event: Event; insights: Insights }) {
  const { t } = useTranslation('insights');
  return (
    <Stack gap="lg">
      <InsightCards insights={insights} />
      <Suspense fallback={<Loader size="sm" role="status" aria-label={t('common:loading')} />}>
        <KmCharts insights={insights} event={event} />
      </Suspense>
      <DaysTable days={insights.days} eventName={event.name} />
      <GroupSection insights={insights} eventName={event.name} />
      <Group justify="flex-end">
        <ExcelDownloadButton
          ns="insights"
          size="sm"
          file={insightsDaysFile(event._id)}
          label={t('download.days')}
        />
      </Group>
    </Stack>
  );
}

/** One running event on the dashboard: its name, dates and links, then its live figures. */
export function EventInsights({ event }: { event: Event }) {
  const { t } = useTranslation('insights');
  const insights = useInsights(event._id);
  return (
    <Paper component="section" withBorder radius="md" p="lg" aria-label={event.name}>
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
          <div>
            <Title order={3} size="h4">
              {event.name}
            </Title>
            <Text size="sm" c="dimmed">
              {t('event.period', {
                start: formatDate(event.startDate),
                end: formatDate(event.endDate),
              })}
            </Text>
          </div>
          <Group gap="md">
            <Anchor component={Link} to={paths.eventDetail(event._id, event.name)} size="sm">
              {t('event.openEvent')}
            </Anchor>
            <Anchor component={Link} to={paths.report(event._id, event.name)} size="sm">
              {t('event.openReport')}
            </Anchor>
          </Group>
        </Group>
        {insights.isError ? (
          <LoadError
            title={t('event.loadFailed')}
            error={insights.error}
            onRetry={() => void insights.refetch()}
          />
        ) : insights.data ? (
          <EventFigures event={event} insights={insights.data} />
        ) : (
          <Loader size="sm" role="status" aria-label={t('event.loading', { name: event.name })} />
        )}
      </Stack>
    </Paper>
  );
}
