import { type FairPlayRule, fairPlayRules } from '@cc/shared/fair-play/fair-play.rules';
import { Select, SimpleGrid } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ReviewEventOption } from '../api/get-review-events';
import {
  type ReviewFilters as Filters,
  type ReviewStatusFilter,
  reviewStatusFilters,
} from '../hooks/use-review-filters';

/** The value of "every event" and "every rule" (a Select's value is a non-empty text). */
const ALL = 'all';

interface ReviewFiltersProps {
  filters: Filters;
  events: ReviewEventOption[];
  onEventChange: (eventId: string | undefined) => void;
  onStatusChange: (status: ReviewStatusFilter) => void;
  onRuleChange: (rule: FairPlayRule | undefined) => void;
}

/** The queue's filters: the event, flagged or held (or both), and the rule that raised a flag. */
export function ReviewFilters({
  filters,
  events,
  onEventChange,
  onStatusChange,
  onRuleChange,
}: ReviewFiltersProps) {
  const { t } = useTranslation('fairPlay');
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
      <Select
        label={t('review.filters.event')}
        data={[{ value: ALL, label: t('review.filters.allEvents') }, ...events]}
        value={filters.eventId ?? ALL}
        onChange={(value) => onEventChange(value && value !== ALL ? value : undefined)}
        allowDeselect={false}
        searchable
        nothingFoundMessage={t('review.filters.noEvent')}
        comboboxProps={{ withinPortal: true }}
      />
      <Select
        label={t('review.filters.status')}
        data={reviewStatusFilters.map((status) => ({
          value: status,
          label: t(`review.filters.statuses.${status}`),
        }))}
        value={filters.status}
        onChange={(value) => value && onStatusChange(value as ReviewStatusFilter)}
        allowDeselect={false}
        comboboxProps={{ withinPortal: true }}
      />
      <Select
        label={t('review.filters.rule')}
        data={[
          { value: ALL, label: t('review.filters.allRules') },
          ...fairPlayRules.map((rule) => ({ value: rule, label: t(`rules.${rule}`) })),
        ]}
        value={filters.rule ?? ALL}
        onChange={(value) =>
          onRuleChange(value && value !== ALL ? (value as FairPlayRule) : undefined)
        }
        allowDeselect={false}
        comboboxProps={{ withinPortal: true }}
      />
    </SimpleGrid>
  );
}
