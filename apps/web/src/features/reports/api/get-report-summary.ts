import type { ReportSummary, ReportType } from '@cc/shared/reports/reports.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { reportKeys } from '../../../entities/query-keys';
import { api } from '../../../lib/api-client';

/** Which report: its type (rule 23) and, for types 2-4, the event. */
export interface ReportScope {
  type: ReportType;
  eventId?: string;
}

/** GET /api/users/report/countryAndType: participants per country and user type, with totals. */
export function getReportSummary(scope: ReportScope, signal?: AbortSignal): Promise<ReportSummary> {
  return api<ReportSummary>('/users/report/countryAndType', {
    query: { type: scope.type, eventId: scope.eventId },
    signal,
  });
}

/** Query options of one report summary. */
export function reportSummaryQueryOptions(scope: ReportScope) {
  return queryOptions({
    queryKey: reportKeys.summary(scope.type, scope.eventId),
    queryFn: ({ signal }) => getReportSummary(scope, signal),
  });
}

/** The summary of a report. */
export function useReportSummary(scope: ReportScope) {
  return useQuery(reportSummaryQueryOptions(scope));
}
