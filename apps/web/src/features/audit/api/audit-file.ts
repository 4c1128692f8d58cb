import type { AuditDownloadQuery } from '@cc/shared/audit/audit.schemas';
import type { FileRequest } from '../../../lib/download';

/**
 * GET /api/admin/audit/download: every entry matching the filters as an Excel workbook,
 * fetched with `useFileDownload` (the session's headers, the UI language for its headings).
 */
export function auditFile(filters: AuditDownloadQuery): FileRequest {
  return { path: '/admin/audit/download', query: { ...filters }, fallbackName: 'audit.xlsx' };
}
