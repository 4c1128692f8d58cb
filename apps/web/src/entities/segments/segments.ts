import type {
  SegmentDimension,
  SegmentMetric,
  SegmentRow,
  SegmentsPage,
} from '@cc/shared/rankings/segments.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { rankingKeys } from '../query-keys';

/**
 * The group boards of an event (issue 26): its participants grouped by user type, country or
 * team. Here rather than in the rankings feature because the my-activity page shows the
 * user's own group from the same answer, and one cache entry serves both.
 */

/** GET /api/activities/ranking/segments: an event's groups, best first by `metric`. */
export function getSegments(
  eventId: string,
  by: SegmentDimension,
  metric: SegmentMetric,
  signal?: AbortSignal,
): Promise<SegmentsPage> {
  return api<SegmentsPage>('/activities/ranking/segments', {
    query: { event_id: eventId, by, metric },
    signal,
  });
}

/** Query options of one group board. */
export function segmentsQueryOptions(eventId: string, by: SegmentDimension, metric: SegmentMetric) {
  return queryOptions({
    queryKey: rankingKeys.segments(eventId, by, metric),
    queryFn: ({ signal }) => getSegments(eventId, by, metric, signal),
  });
}

/** An event's groups by `by`, ranked by `metric`. */
export function useSegments(eventId: string, by: SegmentDimension, metric: SegmentMetric) {
  return useQuery(segmentsQueryOptions(eventId, by, metric));
}

/** The figure a metric ranks by, in km. */
export function metricKm(row: SegmentRow, metric: SegmentMetric): number {
  if (metric === 'sum') return row.totalKm;
  return metric === 'avgActive' ? row.avgKmPerActive : row.avgKmPerRegistered;
}

/**
 * How many groups hold a place: the "of N" of "rank 2 of 4". Groups with too few active
 * participants have no rank for participants and do not count.
 */
export function countRankedSegments(page: SegmentsPage): number {
  return page.docs.filter((row) => row.rank !== null).length;
}
