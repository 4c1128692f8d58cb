import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { useEffect } from 'react';
import type { FallbackProps } from 'react-error-boundary';
import { useTranslation } from 'react-i18next';

/**
 * Shown when a page fails to render or its code cannot be loaded (typically after a new
 * release replaced the old bundle); reloading fetches the current one.
 */
export function RouteErrorPage({ error }: Pick<FallbackProps, 'error'>) {
  const { t } = useTranslation('shell');
  useEffect(() => {
    console.error(error);
  }, [error]);
  return (
    <Center component="main" mih="100dvh" p="xl">
      <Stack align="center" gap="md" maw={420} role="alert">
        <Title order={1} size="h2" ta="center">
          {t('crash.title')}
        </Title>
        <Text c="dimmed" ta="center">
          {t('crash.text')}
        </Text>
        <Button onClick={() => window.location.reload()}>{t('crash.reload')}</Button>
      </Stack>
    </Center>
  );
}
