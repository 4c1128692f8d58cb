import { kmToMile } from '@cc/shared/activities/distance';
import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { DistanceUnit } from '../../../entities/profile/profile';
import { countRankedSegments, useSegments } from '../../../entities/segments/segments';
import { useNumberFormat } from '../hooks/use-number-format';

/**
 * The user's own user-type group in an event (issue 26): "Staff: 12.3 km per active
 * participant, rank 2 of 4", the rank among the groups that hold one; a group with too few
 * active participants is told so instead. Shown only once the answer is there: it adds to
 * the page's figures, and a failure here should not stand between the user and them.
 */
export function GroupStanding({ eventId, unit }: { eventId: string; unit: DistanceUnit }) {
  const { t } = useTranslation('activities');
  const { number, distance } = useNumberFormat(unit);
  const { data } = useSegments(eventId, 'userType', 'avgActive');
  const mine = data?.docs.find((row) => row.isMine);
  if (!data || !mine) return null;

  const values = {
    userType: mine.label,
    distanceText: distance(mine.avgKmPerActive, kmToMile(mine.avgKmPerActive)),
  };
  return (
    <Text size="sm">
      {mine.rank !== null
        ? t('myActivity.group.ranked', {
            ...values,
            rank: number(mine.rank),
            total: number(countRankedSegments(data)),
          })
        : t('myActivity.group.unranked', values)}
    </Text>
  );
}
