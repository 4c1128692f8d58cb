import { Alert, Button, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { errorMessageKey } from '../lib/notify';

interface LoadErrorProps {
  /** What could not be loaded ('The ranking could not be loaded.'), already translated. */
  title?: string;
  /** The failure; its translated reason is the text (`errors.<CODE>`). */
  error: unknown;
  onRetry: () => void;
}

/** Something could not be loaded: what, why, and a way to try again. */
export function LoadError({ title, error, onRetry }: LoadErrorProps) {
  const { t } = useTranslation();
  return (
    <Alert color="red" role="alert" title={title}>
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{t(errorMessageKey(error))}</Text>
        <Button size="xs" variant="light" onClick={onRetry}>
          {t('common:actions.retry')}
        </Button>
      </Stack>
    </Alert>
  );
}
