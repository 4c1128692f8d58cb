import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useCountdown } from '../hooks/use-countdown';

const pad = (n: number) => String(n).padStart(2, '0');

/** The live countdown to the end of a running event (remaining days and hh:mm:ss). */
export function Countdown({ event }: { event: { endDate: string; endsAt: string } }) {
  const { t } = useTranslation('activities');
  const { days, hours, minutes, seconds } = useCountdown(event);
  return (
    <Text size="sm" c="dimmed" style={{ fontVariantNumeric: 'tabular-nums' }}>
      {t('progress.countdown', {
        count: days,
        time: `${pad(hours)}:${pad(minutes)}:${pad(seconds)}`,
      })}
    </Text>
  );
}
