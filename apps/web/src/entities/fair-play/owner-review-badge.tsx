import type { ReviewStatus } from '@cc/shared/fair-play/fair-play.rules';
import { Badge } from '@mantine/core';
import { useFairPlayText } from './fair-play-text';

/**
 * Each status's badge colour, for the owner's badge and the organiser's queue alike: a held
 * entry counts nowhere until approved, so it stands out more than a flagged one.
 */
export const reviewStatusColors: Record<ReviewStatus, string> = {
  ok: 'gray',
  flagged: 'yellow',
  held: 'red',
  approved: 'teal',
  excluded: 'gray',
};

/**
 * Where an activity stands in review, in its owner's words ("Under review", "Not counted";
 * issue 25), for the owner's list and any card of their own activity. Nothing for a status
 * the owner need not know of (ok, approved).
 */
export function OwnerReviewBadge({ status }: { status: ReviewStatus }) {
  const { status: statusText } = useFairPlayText();
  const text = statusText(status);
  if (!text) return null;
  return (
    <Badge color={reviewStatusColors[status]} variant="light" autoContrast miw="max-content">
      {text}
    </Badge>
  );
}
