import type { SegmentDimension } from '@cc/shared/rankings/segments.schemas';
import type { FileRequest } from '../../../lib/download';

const insightsPath = (eventId: string) => `/events/${encodeURIComponent(eventId)}/insights`;

/**
 * GET /api/events/:id/insights/groups.xlsx?by=…: the event's groups by user type, country or
 * team as an Excel file, its headings in the admin's language (the request's
 * `Accept-Language`); fetched with `useFileDownload`.
 */
export function insightsGroupsFile(eventId: string, by: SegmentDimension): FileRequest {
  return {
    path: `${insightsPath(eventId)}/groups.xlsx`,
    query: { by },
    fallbackName: `groups_${by}.xlsx`,
  };
}

/** GET /api/events/:id/insights/days.xlsx: the event's figures per day as an Excel file. */
export function insightsDaysFile(eventId: string): FileRequest {
  return { path: `${insightsPath(eventId)}/days.xlsx`, fallbackName: 'days.xlsx' };
}
