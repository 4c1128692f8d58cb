import { tablePageSizes } from '@cc/shared/common/paging';
import { type FairPlayRule, fairPlayRules } from '@cc/shared/fair-play/fair-play.rules';
import { useSearchParams } from 'react-router';
import { DEFAULT_PAGE_LIMIT } from '../../../lib/use-paged-list';
import type { ReviewQueueParams } from '../api/get-review-queue';

/** The statuses the queue's filter offers; `all` is both flagged and held. */
export const reviewStatusFilters = ['all', 'flagged', 'held'] as const;
export type ReviewStatusFilter = (typeof reviewStatusFilters)[number];

/** What the review page shows, read from the address so Back, reload and links keep it. */
export interface ReviewFilters {
  eventId?: string;
  status: ReviewStatusFilter;
  rule?: FairPlayRule;
  page: number;
  limit: number;
}

function parsePositive(value: string | null): number | null {
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 ? n : null;
}

/** Reads the filters from the search params; anything unknown falls back to showing all. */
export function readReviewFilters(params: URLSearchParams): ReviewFilters {
  const limit = parsePositive(params.get('limit'));
  return {
    eventId: params.get('eventId') || undefined,
    status: reviewStatusFilters.find((s) => s === params.get('status')) ?? 'all',
    rule: fairPlayRules.find((rule) => rule === params.get('rule')),
    page: parsePositive(params.get('page')) ?? 1,
    limit: (tablePageSizes as readonly number[]).includes(limit ?? 0)
      ? (limit as number)
      : DEFAULT_PAGE_LIMIT,
  };
}

/** Writes the filters as search params, leaving out what is the default. */
export function toReviewSearch(filters: ReviewFilters): Record<string, string> {
  const search: Record<string, string> = {};
  if (filters.eventId) search.eventId = filters.eventId;
  if (filters.status !== 'all') search.status = filters.status;
  if (filters.rule) search.rule = filters.rule;
  if (filters.page > 1) search.page = String(filters.page);
  if (filters.limit !== DEFAULT_PAGE_LIMIT) search.limit = String(filters.limit);
  return search;
}

/** The query the filters ask the API for. */
export function toQueueParams(filters: ReviewFilters): ReviewQueueParams {
  return {
    eventId: filters.eventId,
    status: filters.status === 'all' ? undefined : filters.status,
    rule: filters.rule,
    page: filters.page,
    limit: filters.limit,
  };
}

/**
 * The review page's filters in the address (`?eventId=…&status=held&rule=speed&page=2`): a
 * new filter adds a history entry and starts at page 1; paging replaces the entry.
 */
export function useReviewFilters() {
  const [params, setParams] = useSearchParams();
  const filters = readReviewFilters(params);
  const go = (next: ReviewFilters, replace = false) => setParams(toReviewSearch(next), { replace });
  return {
    filters,
    /** Shows one event's activities, or every event's (`undefined`). */
    setEventId: (eventId: string | undefined) => go({ ...filters, eventId, page: 1 }),
    setStatus: (status: ReviewStatusFilter) => go({ ...filters, status, page: 1 }),
    setRule: (rule: FairPlayRule | undefined) => go({ ...filters, rule, page: 1 }),
    setPage: (page: number) => go({ ...filters, page }, true),
    setLimit: (limit: number) => go({ ...filters, limit, page: 1 }, true),
  };
}
