import type { ReviewStatus } from '@cc/shared/fair-play/fair-play.rules';
import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Held activities count nowhere until approved: they stand out more than flagged ones. */
const colors: Record<ReviewStatus, string> = {
  ok: 'gray',
  flagged: 'yellow',
  held: 'red',
  approved: 'teal',
  excluded: 'gray',
};

/** Where an activity stands in the review, in the organiser's words. */
export function ReviewStatusBadge({ status }: { status: ReviewStatus }) {
  const { t } = useTranslation('fairPlay');
  return (
    <Badge color={colors[status]} variant="light" autoContrast>
      {t(`review.status.${status}`)}
    </Badge>
  );
}
