import type { AuditPage, AuditQuery } from '@cc/shared/audit/audit.schemas';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/**
 * The trail's query keys. They live here rather than in entities/query-keys.ts: no other
 * feature refreshes the trail, because every visit reads it afresh (`staleTime: 0`).
 */
export const auditKeys = {
  all: () => ['audit'] as const,
  page: (query: AuditQuery) => [...auditKeys.all(), 'page', query] as const,
};

/** GET /api/admin/audit (admin): one page of the trail, newest first, filtered. */
export function getAuditPage(query: AuditQuery, signal?: AbortSignal): Promise<AuditPage> {
  return api<AuditPage>('/admin/audit', { query: { ...query }, signal });
}

/**
 * Query options of one page. A trail must show the write just made, so it is read again on
 * every visit; the previous page stays visible while the next loads.
 */
export function auditPageQueryOptions(query: AuditQuery) {
  return queryOptions({
    queryKey: auditKeys.page(query),
    queryFn: ({ signal }) => getAuditPage(query, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

/** One page of the audit trail. */
export function useAuditPage(query: AuditQuery) {
  return useQuery(auditPageQueryOptions(query));
}
