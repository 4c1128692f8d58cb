import { Button, type ButtonProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { type FileRequest, useFileDownload } from '../lib/download';
import { notifyError, notifySuccess } from '../lib/notify';
import { Icon } from './icons';

interface ExcelDownloadButtonProps {
  file: FileRequest;
  label: string;
  /** The feature's namespace, holding `download.downloading`, `download.done` and `download.failed`. */
  ns: 'reports' | 'insights' | 'audit';
  size?: ButtonProps['size'];
}

/** A button that downloads one of an admin screen's Excel files, with a toast when it is done. */
export function ExcelDownloadButton({ file, label, ns, size }: ExcelDownloadButtonProps) {
  const { t } = useTranslation(ns);
  const download = useFileDownload();
  const start = () =>
    download.mutate(file, {
      onSuccess: () => notifySuccess(`${ns}:download.done`),
      onError: (error) => notifyError(error, `${ns}:download.failed`),
    });
  return (
    <Button
      variant="light"
      color="teal"
      size={size}
      leftSection={<Icon name="fileText" size={16} />}
      onClick={start}
      loading={download.isPending}
      loaderProps={{ 'aria-label': t('download.downloading') }}
    >
      {label}
    </Button>
  );
}
