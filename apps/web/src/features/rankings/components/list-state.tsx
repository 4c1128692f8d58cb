import { Alert, Button, Center, Loader, Stack, Text, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { errorMessageKey } from '../../../lib/notify';

/** A list is loading for the first time: a spinner announced to screen readers. */
export function ListLoading() {
  const { t } = useTranslation('rankings');
  return (
    <Center py="xl" role="status">
      <Loader aria-hidden />
      <VisuallyHidden>{t('loading')}</VisuallyHidden>
    </Center>
  );
}

/** A list could not be loaded: the reason and a way to try again. */
export function ListError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation('rankings');
  return (
    <Alert color="red" role="alert" title={t('loadFailed')}>
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{t(errorMessageKey(error))}</Text>
        <Button size="xs" variant="light" onClick={onRetry}>
          {t('common:actions.retry')}
        </Button>
      </Stack>
    </Alert>
  );
}

/** A list without rows. */
export function ListEmpty({ text }: { text: string }) {
  return (
    <Text ta="center" c="dimmed" py="xl">
      {text}
    </Text>
  );
}
