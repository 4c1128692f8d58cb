import type { ActivityReview } from '@cc/shared/fair-play/fair-play.schemas';
import { List, Stack, Text } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useFairPlayText } from '../../../entities/fair-play/fair-play-text';
import type { DistanceUnit } from '../../../entities/profile/profile';

/**
 * Why the owner's activity is under review or not counted (issue 25): each flag's reason
 * with its figures in the user's unit, and the organiser's reason for a decision. Nothing
 * for an activity that simply counts (ok, approved); its badge is shown beside the date.
 */
export function ActivityReviewNote({
  review,
  unit,
}: {
  review: ActivityReview;
  unit: DistanceUnit;
}) {
  const { t } = useTranslation('activities');
  const { flag, status } = useFairPlayText(unit);
  const labelId = useId();
  if (!status(review.status)) return null;

  return (
    <Stack gap={4}>
      {review.flags.length > 0 && (
        <>
          <Text id={labelId} size="xs" c="dimmed">
            {t('list.reviewReasons')}
          </Text>
          <List size="sm" spacing={2} aria-labelledby={labelId}>
            {review.flags.map((f) => (
              <List.Item key={`${f.rule}-${f.relatedActivityId ?? ''}`}>{flag(f)}</List.Item>
            ))}
          </List>
        </>
      )}
      {review.reason && (
        <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {t('fairPlay:reason', { reason: review.reason })}
        </Text>
      )}
    </Stack>
  );
}
