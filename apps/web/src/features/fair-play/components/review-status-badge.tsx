import type { ReviewStatus } from '@cc/shared/fair-play/fair-play.rules';
import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { reviewStatusColors } from '../../../entities/fair-play/owner-review-badge';

/** Where an activity stands in the review, in the organiser's words. */
export function ReviewStatusBadge({ status }: { status: ReviewStatus }) {
  const { t } = useTranslation('fairPlay');
  return (
    <Badge color={reviewStatusColors[status]} variant="light" autoContrast>
      {t(`review.status.${status}`)}
    </Badge>
  );
}
