import { Group, Paper, Stack, Text } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { ExcelDownloadButton } from '../../../components/excel-download-button';
import { LoadError } from '../../../components/load-error';
import { PageLoader } from '../../../components/page-loader';
import { notifyError } from '../../../lib/notify';
import type { ReportCell } from '../api/get-report-detail';
import { type ReportScope, useReportSummary } from '../api/get-report-summary';
import { reportSummaryFile } from '../api/report-files';
import { ReportChart } from './report-chart';
import { ReportSummaryTable } from './report-summary-table';

/**
 * The summary of a report: the table of counts (the data), the Excel download and the chart
 * of participants per country. A failed load is the error toast `teams.get_report_failed`
 * (admin spec §8) and an alert with a retry.
 */
export function ReportSummary({
  scope,
  onOpen,
}: {
  scope: ReportScope;
  onOpen: (cell: ReportCell) => void;
}) {
  const { t } = useTranslation('reports');
  const summary = useReportSummary(scope);

  useEffect(() => {
    if (summary.error) notifyError(summary.error, 'teams:get_report_failed');
  }, [summary.error]);

  if (summary.isPending) {
    return <PageLoader label={t('loading')} />;
  }
  if (summary.isError) {
    return (
      <LoadError
        title={t('teams:get_report_failed')}
        error={summary.error}
        onRetry={() => void summary.refetch()}
      />
    );
  }

  const isEmpty = summary.data.docs.length === 0;
  return (
    <Stack gap="lg">
      <Group justify="flex-end">
        <ExcelDownloadButton
          ns="reports"
          file={reportSummaryFile(scope)}
          label={t('download.summary')}
        />
      </Group>
      <Paper withBorder radius="md" p={{ base: 'xs', sm: 'md' }}>
        {isEmpty ? (
          <Text ta="center" c="dimmed" py="xl">
            {t('summary.empty')}
          </Text>
        ) : (
          <ReportSummaryTable summary={summary.data} onOpen={onOpen} />
        )}
      </Paper>
      {!isEmpty && (
        <Paper withBorder radius="md" p="md">
          <ReportChart summary={summary.data} />
        </Paper>
      )}
    </Stack>
  );
}
