import type { ReportType } from '@cc/shared/reports/reports.schemas';
import { Group, Select, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ReportDetail } from '../components/report-detail';
import { ReportSummary } from '../components/report-summary';
import { useReportView } from '../hooks/use-report-view';

/**
 * `/report` and `/report/:eventId/:eventName` (admin): participants by country and user type
 * (type 1 without an event; 2, 3 and 4 of an event, rule 23), each count opening the list of
 * its participants. Type, selected count and page live in the address, so Back and reload
 * keep the view.
 */
export function ReportPage() {
  const { t } = useTranslation('reports');
  const { eventId, eventName } = useParams();
  const view = useReportView(Boolean(eventId));
  const scope = { type: view.type, eventId };

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <Title order={2} size="h3">
          {eventId ? t('heading.event', { name: eventName ?? '' }) : t('heading.all')}
        </Title>
        <Select
          label={t('type.label')}
          data={view.types.map((type) => ({ value: String(type), label: t(`type.${type}`) }))}
          value={String(view.type)}
          onChange={(value) => value && view.setType(Number(value) as ReportType)}
          allowDeselect={false}
          w={{ base: '100%', xs: 360 }}
        />
      </Group>
      {view.cell ? (
        <ReportDetail
          scope={scope}
          cell={view.cell}
          page={view.page}
          limit={view.limit}
          onPageChange={view.setPage}
          onLimitChange={view.setLimit}
          onBack={view.closeCell}
        />
      ) : (
        <ReportSummary scope={scope} onOpen={view.openCell} />
      )}
    </Stack>
  );
}
