import type { AuditDownloadQuery } from '@cc/shared/audit/audit.schemas';
import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/icons';
import { useFileDownload } from '../../../lib/download';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { auditFile } from '../api/audit-file';

/** Downloads every entry the filters match as an Excel workbook, with a toast when it is done. */
export function AuditDownloadButton({ filters }: { filters: AuditDownloadQuery }) {
  const { t } = useTranslation('audit');
  const download = useFileDownload();
  const start = () =>
    download.mutate(auditFile(filters), {
      onSuccess: () => notifySuccess('audit:download.done'),
      onError: (error) => notifyError(error, 'audit:download.failed'),
    });
  return (
    <Button
      variant="light"
      color="teal"
      leftSection={<Icon name="fileText" size={16} />}
      onClick={start}
      loading={download.isPending}
      loaderProps={{ 'aria-label': t('download.downloading') }}
    >
      {t('download.label')}
    </Button>
  );
}
