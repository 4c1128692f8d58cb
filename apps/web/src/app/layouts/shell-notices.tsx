import { Alert, Button, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useOnline } from '../../lib/online';
import { useUpdateStore } from '../../lib/pwa/update-store';

/**
 * What the shell says about itself above every page (decision 040): the offline banner while
 * the browser is offline, and the reload prompt when a new version is waiting. Both sit in
 * the page's flow, so they never cover a control.
 */
export function ShellNotices() {
  const { t } = useTranslation('pwa');
  const online = useOnline();
  const reload = useUpdateStore((s) => s.reload);

  return (
    <>
      {!online && (
        <Alert role="status" color="gray" variant="light" mb="sm" py="xs">
          {t('offline.banner')}
        </Alert>
      )}
      {reload && (
        <Alert role="status" color="blue" variant="light" mb="sm" py="xs">
          <Group justify="space-between" gap="xs">
            <Text size="sm">{t('update.text')}</Text>
            <Button size="xs" onClick={reload}>
              {t('update.reload')}
            </Button>
          </Group>
        </Alert>
      )}
    </>
  );
}
