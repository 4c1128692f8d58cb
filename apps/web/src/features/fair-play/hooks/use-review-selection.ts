import type { ReviewItem } from '@cc/shared/fair-play/fair-play.schemas';
import { useState } from 'react';

/**
 * The activities chosen for a bulk decision, among those on the page: an id that left the
 * page (another page, a filter, a decision) is no longer chosen, so a bulk decision only
 * ever covers what the organiser sees.
 */
export function useReviewSelection(docs: ReviewItem[]) {
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  const selected = docs.filter((item) => chosen.has(item.activityId));
  const isAll = docs.length > 0 && selected.length === docs.length;

  return {
    selected,
    isSelected: (item: ReviewItem) => chosen.has(item.activityId),
    isAll,
    isSome: selected.length > 0 && !isAll,
    toggle: (item: ReviewItem) =>
      setChosen((before) => {
        const next = new Set(before);
        if (!next.delete(item.activityId)) next.add(item.activityId);
        return next;
      }),
    /** Chooses every activity of the page, or none once all are chosen. */
    toggleAll: () => setChosen(isAll ? new Set() : new Set(docs.map((item) => item.activityId))),
    clear: () => setChosen(new Set()),
  };
}
