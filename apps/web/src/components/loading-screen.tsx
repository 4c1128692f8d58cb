import { Center, Loader, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** A centred spinner with a message, announced to screen readers. */
export function LoadingScreen({ messageKey = 'common:loading' }: { messageKey?: string }) {
  const { t } = useTranslation();
  return (
    <Center mih="60vh" p="xl">
      <Stack align="center" gap="sm" role="status" aria-live="polite">
        <Loader aria-hidden />
        <Text c="dimmed">{t(messageKey)}</Text>
      </Stack>
    </Center>
  );
}
