import type { Paged } from '@cc/shared/common/paging';
import type { ReportDetailRow } from '@cc/shared/reports/reports.schemas';
import type { UserType } from '@cc/shared/users/users.constants';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { reportKeys } from '../../../entities/query-keys';
import { api } from '../../../lib/api-client';
import type { ReportScope } from './get-report-summary';

/**
 * Whose list a count opens: a cell (country and user type), a row total (country only), a
 * column total (user type only) or the grand total (neither).
 */
export interface ReportCell {
  country?: string;
  userType?: UserType;
}

/** One page of a report's detail. */
export interface ReportDetailParams extends ReportScope, ReportCell {
  page: number;
  limit: number;
}

/** GET /api/users/report/countryAndTypeDetails: one page of the participants behind a count. */
export function getReportDetail(
  params: ReportDetailParams,
  signal?: AbortSignal,
): Promise<Paged<ReportDetailRow>> {
  return api<Paged<ReportDetailRow>>('/users/report/countryAndTypeDetails', {
    query: { ...params },
    signal,
  });
}

/** Query options of one detail page; the previous page stays visible while the next loads. */
export function reportDetailQueryOptions(params: ReportDetailParams) {
  return queryOptions({
    queryKey: reportKeys.detail(params),
    queryFn: ({ signal }) => getReportDetail(params, signal),
    placeholderData: keepPreviousData,
  });
}

/** One page of a report's detail. */
export function useReportDetail(params: ReportDetailParams) {
  return useQuery(reportDetailQueryOptions(params));
}
