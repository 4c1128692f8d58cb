import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/icons';
import { type FileRequest, useFileDownload } from '../../../lib/download';
import { notifyError, notifySuccess } from '../../../lib/notify';

/** A button that downloads one of the report's Excel files, with a toast when it is done. */
export function DownloadButton({ file, label }: { file: FileRequest; label: string }) {
  const { t } = useTranslation('reports');
  const download = useFileDownload();
  const start = () =>
    download.mutate(file, {
      onSuccess: () => notifySuccess('reports:download.done'),
      onError: (error) => notifyError(error, 'reports:download.failed'),
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
      {label}
    </Button>
  );
}
