import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/icons';
import { type FileRequest, useFileDownload } from '../../../lib/download';
import { notifyError, notifySuccess } from '../../../lib/notify';

/** A button that downloads one of the live figures' Excel files, with a toast when done. */
export function InsightsDownloadButton({ file, label }: { file: FileRequest; label: string }) {
  const { t } = useTranslation('insights');
  const download = useFileDownload();
  const start = () =>
    download.mutate(file, {
      onSuccess: () => notifySuccess('insights:download.done'),
      onError: (error) => notifyError(error, 'insights:download.failed'),
    });
  return (
    <Button
      variant="light"
      color="teal"
      size="sm"
      leftSection={<Icon name="fileText" size={16} />}
      onClick={start}
      loading={download.isPending}
      loaderProps={{ 'aria-label': t('download.downloading') }}
    >
      {label}
    </Button>
  );
}
