import type { ReviewItem } from '@cc/shared/fair-play/fair-play.schemas';
import { useState } from 'react';
import { confirm } from '../../../components/confirm';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useReviewActivities } from '../api/review-activities';
import { useReviewActivity } from '../api/review-activity';

/**
 * The activities the exclusion dialog is about, whether they are a bulk selection, and
 * whether the dialog is open: the last ones stay while it closes, so its title does too.
 */
export interface PendingExclusion {
  items: ReviewItem[];
  isBulk: boolean;
  isOpen: boolean;
}

interface DecisionOptions {
  /** The page's activities, to tell where a decided one stood. */
  docs: ReviewItem[];
  /** The event the queue is filtered by: a bulk decision is refused for any other's activity. */
  eventId?: string;
  /**
   * Runs once a decision is done and the queue loaded again, with the position the first
   * decided activity had on the page (for the focus to land near where it was).
   */
  onDecided: (index: number) => void;
}

/**
 * The organiser's decisions on the queue (issue 25): approve or reinstate one activity at
 * once; exclude one or a selection through the reason dialog; approve a selection after a
 * confirmation. Each ends with a toast; a refusal's reason is a red toast (the dialog shows
 * a refused reason under its field itself). `busyId` is the activity being decided on.
 */
export function useReviewDecisions({ docs, eventId, onDecided }: DecisionOptions) {
  const single = useReviewActivity();
  const bulk = useReviewActivities();
  const [busyId, setBusyId] = useState<string | null>(null);
  const [exclusion, setExclusion] = useState<PendingExclusion | null>(null);
  const closeExclusion = () => setExclusion((open) => open && { ...open, isOpen: false });
  const indexOf = (item: ReviewItem | undefined) =>
    Math.max(
      0,
      docs.findIndex((doc) => doc.activityId === item?.activityId),
    );

  const decide = async (item: ReviewItem, action: 'approve' | 'reinstate') => {
    const index = indexOf(item);
    setBusyId(item.activityId);
    try {
      await single.mutateAsync({ activityId: item.activityId, action, eventId: item.eventId });
      notifySuccess(`fairPlay:review.done.${action}`);
      onDecided(index);
    } catch (error) {
      notifyError(error);
    } finally {
      setBusyId(null);
    }
  };

  const approveSelected = async (items: ReviewItem[]) => {
    const isConfirmed = await confirm({
      titleKey: 'fairPlay:review.bulkApprove.title',
      messageKey: 'fairPlay:review.bulkApprove.text',
      confirmKey: 'fairPlay:review.actions.approve',
    });
    if (!isConfirmed) return;
    try {
      const activityIds = items.map((item) => item.activityId);
      await bulk.mutateAsync({ activityIds, action: 'approve', eventId });
      notifySuccess('fairPlay:review.done.bulkApprove', { count: items.length });
      onDecided(indexOf(items[0]));
    } catch (error) {
      notifyError(error);
    }
  };

  /** Sends the dialog's exclusion; rejects on a refusal, which the dialog shows. */
  const exclude = async (reason: string) => {
    if (!exclusion?.isOpen) return;
    const { items, isBulk } = exclusion;
    const [first] = items;
    if (isBulk || !first) {
      const activityIds = items.map((item) => item.activityId);
      await bulk.mutateAsync({ activityIds, action: 'exclude', reason, eventId });
      notifySuccess('fairPlay:review.done.bulkExclude', { count: items.length });
    } else {
      await single.mutateAsync({
        activityId: first.activityId,
        action: 'exclude',
        reason,
        eventId: first.eventId,
      });
      notifySuccess('fairPlay:review.done.exclude');
    }
    closeExclusion();
    onDecided(indexOf(first));
  };

  return {
    busyId,
    isBulkBusy: bulk.isPending,
    approve: (item: ReviewItem) => decide(item, 'approve'),
    reinstate: (item: ReviewItem) => decide(item, 'reinstate'),
    approveSelected,
    /** Opens the reason dialog for one activity. */
    askExclude: (item: ReviewItem) => setExclusion({ items: [item], isBulk: false, isOpen: true }),
    /** Opens the reason dialog for the selection. */
    askExcludeSelected: (items: ReviewItem[]) =>
      setExclusion({ items, isBulk: true, isOpen: true }),
    exclusion,
    exclude,
    closeExclusion,
  };
}
