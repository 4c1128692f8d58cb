import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { ExcelDownloadButton } from '../../../components/excel-download-button';
import { Icon } from '../../../components/icons';
import { LoadError } from '../../../components/load-error';
import { PageLoader } from '../../../components/page-loader';
import { TablePagination } from '../../../components/table-pagination';
import { formatNumber } from '../../../lib/format';
import { notifyError } from '../../../lib/notify';
import { type ReportCell, useReportDetail } from '../api/get-report-detail';
import type { ReportScope } from '../api/get-report-summary';
import { reportDetailFile } from '../api/report-files';
import { useReportLabels } from '../hooks/use-report-labels';
import { ReportDetailTable } from './report-detail-table';

interface ReportDetailProps {
  scope: ReportScope;
  cell: ReportCell;
  page: number;
  limit: number;
  onPageChange: (page: number) => void;
  onLimitChange: (limit: number) => void;
  onBack: () => void;
}

/**
 * The participants behind one count of the summary, paged, with a Back button to the summary
 * and the Excel download of the whole list. A failed load is the report's error toast
 * (admin spec §8) and an alert with a retry.
 */
export function ReportDetail({ scope, cell, page, limit, onBack, ...paging }: ReportDetailProps) {
  const { t } = useTranslation('reports');
  const labels = useReportLabels();
  const detail = useReportDetail({ ...scope, ...cell, page, limit });

  useEffect(() => {
    if (detail.error) notifyError(detail.error, 'teams:get_report_failed');
  }, [detail.error]);

  const rows = detail.data?.docs ?? [];
  const totalDocs = detail.data?.totalDocs ?? 0;

  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap">
        <Button variant="subtle" leftSection={<Icon name="arrowLeft" size={16} />} onClick={onBack}>
          {t('detail.back')}
        </Button>
        <ExcelDownloadButton
          ns="reports"
          file={reportDetailFile(scope, cell)}
          label={t('download.detail')}
        />
      </Group>
      <Title order={3} size="h4">
        {labels.cell(cell)}
      </Title>

      {detail.isError && !detail.data ? (
        <LoadError
          title={t('teams:get_report_failed')}
          error={detail.error}
          onRetry={() => void detail.refetch()}
        />
      ) : (
        <>
          <Paper withBorder radius="md" p={{ base: 'xs', sm: 'md' }}>
            {detail.isPending ? (
              <PageLoader label={t('loading')} />
            ) : rows.length === 0 ? (
              <Text ta="center" c="dimmed" py="xl">
                {t('common:empty.noRecords')}
              </Text>
            ) : (
              <ReportDetailTable rows={rows} withDistance={scope.type === 4} />
            )}
          </Paper>
          <Text size="sm" c="dimmed" aria-live="polite">
            {t('detail.total', { count: totalDocs, value: formatNumber(totalDocs) })}
          </Text>
          <TablePagination
            label={t('detail.pagination')}
            page={page}
            totalPages={detail.data?.totalPages ?? 1}
            limit={limit}
            {...paging}
          />
        </>
      )}
    </Stack>
  );
}
