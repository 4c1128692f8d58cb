import { Center, Loader, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

interface PullIndicatorProps {
  /** How far the finger has pulled, in px. */
  pull: number;
  isArmed: boolean;
  isRefreshing: boolean;
}

/** What a pull at the top of the feed shows: how far to pull, then that it refreshes. */
export function PullIndicator({ pull, isArmed, isRefreshing }: PullIndicatorProps) {
  const { t } = useTranslation('feed');
  if (pull === 0 && !isRefreshing) return null;
  return (
    <Center
      role="status"
      h={isRefreshing ? 48 : Math.max(24, pull / 2)}
      style={{ overflow: 'hidden', gap: 8 }}
    >
      {isRefreshing && <Loader size="xs" aria-hidden />}
      <Text size="xs" c="dimmed">
        {isRefreshing
          ? t('refresh.refreshing')
          : isArmed
            ? t('refresh.release')
            : t('refresh.pull')}
      </Text>
    </Center>
  );
}
