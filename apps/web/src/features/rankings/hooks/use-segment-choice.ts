import {
  type SegmentDimension,
  type SegmentMetric,
  segmentDimensions,
  segmentMetrics,
} from '@cc/shared/rankings/segments.schemas';
import { useSearchParam } from './use-search-param';

/** Whether a value names a grouping of the groups tab. */
export const isDimension = (value: string): value is SegmentDimension =>
  segmentDimensions.some((by) => by === value);

/** Whether a value names a metric of the groups tab. */
export const isMetric = (value: string): value is SegmentMetric =>
  segmentMetrics.some((metric) => metric === value);

/**
 * The grouping and metric of the groups tab, kept as `?by=&metric=`; by user type and per
 * active participant without them, the server's defaults.
 */
export function useSegmentChoice() {
  const [by, setBy] = useSearchParam('by', isDimension, 'userType');
  const [metric, setMetric] = useSearchParam('metric', isMetric, 'avgActive');
  return { by, metric, setBy, setMetric };
}
