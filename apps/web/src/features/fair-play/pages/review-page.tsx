import type { ReviewItem } from '@cc/shared/fair-play/fair-play.schemas';
import { Paper, Stack, Text, Title } from '@mantine/core';
import { type Ref, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../components/load-error';
import { PageLoader } from '../../../components/page-loader';
import { TablePagination } from '../../../components/table-pagination';
import { formatDate } from '../../../lib/format';
import type { ReviewEventOption } from '../api/get-review-events';
import { useReviewEvents } from '../api/get-review-events';
import { useReviewQueue } from '../api/get-review-queue';
import { BulkBar } from '../components/bulk-bar';
import { ReasonDialog } from '../components/reason-dialog';
import { ReviewCard } from '../components/review-card';
import { ReviewFilters } from '../components/review-filters';
import { useReviewDecisions } from '../hooks/use-review-decisions';
import { toQueueParams, useReviewFilters } from '../hooks/use-review-filters';
import { useReviewSelection } from '../hooks/use-review-selection';

/**
 * The filter's events, and those of the page's activities: an event beyond the ones listed
 * (an old one an address names) still shows by its name.
 */
function eventOptions(listed: ReviewEventOption[], docs: ReviewItem[]): ReviewEventOption[] {
  const options = new Map(listed.map((option) => [option.value, option]));
  for (const doc of docs) {
    if (!options.has(doc.eventId)) {
      options.set(doc.eventId, { value: doc.eventId, label: doc.eventName });
    }
  }
  return [...options.values()];
}

/**
 * After a decision the decided activity usually leaves the page, and the focus with it: it
 * moves to the heading of the activity now at that place, the one before it at the end of
 * the page, or the page's message that nothing waits.
 */
function useFocusAfterDecision() {
  const listRef = useRef<HTMLDivElement>(null);
  const emptyRef = useRef<HTMLHeadingElement>(null);
  const [index, setIndex] = useState<number | null>(null);
  useEffect(() => {
    if (index === null) return;
    const headings = listRef.current?.querySelectorAll<HTMLElement>('[data-review-heading]');
    const target = headings?.[Math.min(index, headings.length - 1)] ?? emptyRef.current;
    target?.focus();
    setIndex(null);
  }, [index]);
  return { listRef, emptyRef, focusAt: setIndex };
}

/** Nothing waits (or nothing matches the filters). */
function EmptyQueue({
  isFiltered,
  headingRef,
}: {
  isFiltered: boolean;
  headingRef: Ref<HTMLHeadingElement>;
}) {
  const { t } = useTranslation('fairPlay');
  return (
    <Paper withBorder radius="md" p="xl">
      <Stack gap="xs" align="center" ta="center">
        <Title order={3} size="h4" ref={headingRef} tabIndex={-1}>
          {t('review.empty.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {isFiltered ? t('review.empty.filtered') : t('review.empty.text')}
        </Text>
      </Stack>
    </Paper>
  );
}

/**
 * `/review` (admin, issue 25): the activities the fair play checks flagged or held, newest
 * first, each with the evidence beside it and the decisions that apply; filters by event,
 * status and rule in the address; a selection for bulk decisions. Every decision reloads
 * the queue, the menu's count and the figures the activity is in.
 */
export function ReviewPage() {
  const { t } = useTranslation('fairPlay');
  const view = useReviewFilters();
  const { filters } = view;
  const queue = useReviewQueue(toQueueParams(filters));
  const events = useReviewEvents();
  const docs = queue.data?.docs ?? [];
  const selection = useReviewSelection(docs);
  const focus = useFocusAfterDecision();
  const decisions = useReviewDecisions({
    docs,
    eventId: filters.eventId,
    onDecided: (index) => {
      selection.clear();
      focus.focusAt(index);
    },
  });
  // The last activities of the last page decided: the page before is now the last.
  const lastPage = queue.data?.totalPages ?? 0;
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new last page moves the page
  useEffect(() => {
    if (lastPage > 0 && filters.page > lastPage) view.setPage(lastPage);
  }, [lastPage, filters.page]);
  const isFiltered = Boolean(filters.eventId || filters.rule || filters.status !== 'all');
  const exclusion = decisions.exclusion;
  const [firstExcluded] = exclusion?.items ?? [];

  return (
    <Stack gap="lg">
      <Title order={2} size="h3">
        {t('review.title')}
      </Title>
      <ReviewFilters
        filters={filters}
        events={eventOptions(events.data ?? [], docs)}
        onEventChange={view.setEventId}
        onStatusChange={view.setStatus}
        onRuleChange={view.setRule}
      />
      {queue.isPending ? (
        <PageLoader label={t('review.loading')} />
      ) : queue.isError ? (
        <LoadError
          title={t('review.loadFailed')}
          error={queue.error}
          onRetry={() => void queue.refetch()}
        />
      ) : docs.length === 0 ? (
        <EmptyQueue isFiltered={isFiltered} headingRef={focus.emptyRef} />
      ) : (
        <>
          <Text size="sm" fw={600}>
            {t('review.total', { count: queue.data.totalDocs })}
          </Text>
          <BulkBar
            count={selection.selected.length}
            isAll={selection.isAll}
            isSome={selection.isSome}
            isBusy={decisions.isBulkBusy}
            onToggleAll={selection.toggleAll}
            onApprove={() => void decisions.approveSelected(selection.selected)}
            onExclude={() => decisions.askExcludeSelected(selection.selected)}
          />
          <Stack gap="md" ref={focus.listRef}>
            {docs.map((item) => (
              <ReviewCard
                key={item.activityId}
                item={item}
                isSelected={selection.isSelected(item)}
                isBusy={decisions.busyId === item.activityId}
                onToggle={selection.toggle}
                onApprove={(it) => void decisions.approve(it)}
                onReinstate={(it) => void decisions.reinstate(it)}
                onExclude={decisions.askExclude}
              />
            ))}
          </Stack>
          <TablePagination
            label={t('review.pages')}
            page={filters.page}
            totalPages={queue.data.totalPages}
            limit={filters.limit}
            onPageChange={view.setPage}
            onLimitChange={view.setLimit}
          />
        </>
      )}
      <ReasonDialog
        opened={exclusion?.isOpen ?? false}
        title={
          exclusion?.isBulk
            ? t('review.reasonDialog.titleBulk', { count: exclusion.items.length })
            : t('review.reasonDialog.title', {
                name: firstExcluded?.displayName ?? '',
                date: formatDate(firstExcluded?.date),
              })
        }
        onClose={decisions.closeExclusion}
        onSubmit={decisions.exclude}
      />
    </Stack>
  );
}
