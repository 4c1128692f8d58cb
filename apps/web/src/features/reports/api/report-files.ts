import type { FileRequest } from '../../../lib/download';
import type { ReportCell } from './get-report-detail';
import type { ReportScope } from './get-report-summary';

/**
 * GET /api/users/report/countryAndType/download: the summary as an Excel file (the server
 * names it `report_type_summary…`, admin spec §7); fetched with `useFileDownload`.
 */
export function reportSummaryFile(scope: ReportScope): FileRequest {
  return {
    path: '/users/report/countryAndType/download',
    query: { type: scope.type, eventId: scope.eventId },
    fallbackName: `report_type_summary_${scope.type}.xlsx`,
  };
}

/**
 * GET /api/users/report/countryAndTypeDetails/download: every participant behind a count as
 * an Excel file (`report_type_detail…`).
 */
export function reportDetailFile(scope: ReportScope, cell: ReportCell): FileRequest {
  return {
    path: '/users/report/countryAndTypeDetails/download',
    query: {
      type: scope.type,
      country: cell.country,
      userType: cell.userType,
      eventId: scope.eventId,
    },
    fallbackName: `report_type_detail_${scope.type}.xlsx`,
  };
}
