import { Button, Group, Progress, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { type DownloadProgress, useFileDownload } from '../../../lib/download';
import { formatNumber } from '../../../lib/format';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { usersExportFile } from '../api/download-users';
import { DashboardCard } from './dashboard-card';

const KB = 1024;
const MB = KB * 1024;

/** A byte count as KB or MB in the UI language's number format. */
function formatSize(bytes: number): string {
  return bytes >= MB ? `${formatNumber(bytes / MB)} MB` : `${formatNumber(bytes / KB)} KB`;
}

/** Progress bar and text: a percentage when the size is known, bytes received otherwise. */
function ExportProgress({ progress }: { progress: DownloadProgress | null }) {
  const { t } = useTranslation('dashboard');
  const received = progress?.received ?? 0;
  const total = progress?.total ?? null;
  const percent = total ? Math.min(100, Math.round((received / total) * 100)) : null;
  return (
    <Stack gap={6} role="status" aria-live="polite">
      <Progress
        value={percent ?? 100}
        striped={percent === null}
        animated={percent === null}
        aria-label={t('export.progressLabel')}
      />
      <Text size="sm" c="dimmed">
        {percent === null
          ? t('export.received', { size: formatSize(received) })
          : t('export.receivedOf', {
              percent,
              size: formatSize(received),
              total: formatSize(total ?? 0),
            })}
      </Text>
    </Stack>
  );
}

/** The Excel export of all users, with progress while it downloads. */
export function UsersExportCard() {
  const { t } = useTranslation('dashboard');
  const download = useFileDownload();

  const start = () =>
    download.mutate(usersExportFile, {
      onSuccess: () => notifySuccess('dashboard:export.done'),
      onError: (error) => notifyError(error, 'dashboard:export.failed'),
    });

  return (
    <DashboardCard
      icon="fileText"
      color="teal"
      title={t('export.title')}
      description={t('export.description')}
    >
      {download.isPending && <ExportProgress progress={download.progress} />}
      <Group justify="flex-end">
        <Button variant="light" color="teal" onClick={start} disabled={download.isPending}>
          {download.isPending ? t('export.downloading') : t('export.button')}
        </Button>
      </Group>
    </DashboardCard>
  );
}
