import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { DistanceUnit } from '../../../entities/profile/profile';
import { formatDuration, formatPace } from '../../../lib/pace';

interface ActivityPaceProps {
  distanceKm: number;
  distanceMile: number;
  /** Absent or null: the activity has no duration and nothing shows. */
  durationMinutes?: number | null;
  unit: DistanceUnit;
}

/** An activity's duration and the pace it gives in the user's unit (issue 25): "Duration 0:55 h · Pace 5:30 min/km". */
export function ActivityPace({
  distanceKm,
  distanceMile,
  durationMinutes,
  unit,
}: ActivityPaceProps) {
  const { t } = useTranslation('activities');
  if (!durationMinutes) return null;
  const pace = formatPace(unit === 'KM' ? distanceKm : distanceMile, durationMinutes);
  const parts = [t('activity.duration', { duration: formatDuration(durationMinutes) })];
  if (pace) parts.push(t('activity.pace', { pace, unit: t(`units.${unit}`) }));
  return (
    <Text size="sm" c="dimmed">
      {parts.join(' · ')}
    </Text>
  );
}
