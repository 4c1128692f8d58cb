import type { FileRequest } from '../../../lib/download';

/**
 * GET /api/events/:id/fundraising/statement?version=&format=xlsx (admin): one statement
 * version as an Excel workbook in the UI language (the request's Accept-Language), saved
 * under the server's file name; fetched with `useFileDownload`.
 */
export function statementFile(eventId: string, version: number): FileRequest {
  return {
    path: `/events/${encodeURIComponent(eventId)}/fundraising/statement`,
    query: { version, format: 'xlsx' },
    fallbackName: `statement_${version}.xlsx`,
  };
}
