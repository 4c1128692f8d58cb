import { fromTenths, round2 } from '@cc/shared/activities/distance';
import {
  SEGMENT_MIN_ACTIVE,
  type SegmentMetric,
  type SegmentRow,
} from '@cc/shared/rankings/segments.schemas';
import { competitionRanks } from './rankings.mapper';
import type { SegmentSums } from './segments.repository';

/** A group's value of a metric, in km tenths (exact enough to compare and tie). */
export function metricOf(sums: SegmentSums, metric: SegmentMetric): number {
  if (metric === 'sum') return sums.totalKmTenths;
  const per = metric === 'avgActive' ? sums.active : sums.registered;
  return per === 0 ? 0 : sums.totalKmTenths / per;
}

/**
 * Groups as the API's rows, best first by `metric` (then by label), ranked with ties
 * shared. With `everyRank` false (participants) a group with fewer than SEGMENT_MIN_ACTIVE
 * active participants shows its figures but takes no place, and the others are ranked
 * among themselves: a group of two is neither first nor last by chance (decision 072).
 */
export function toSegmentRows(
  groups: SegmentSums[],
  opts: {
    metric: SegmentMetric;
    everyRank: boolean;
    mine: string | undefined;
    labelOf: (group: SegmentSums) => string;
  },
): SegmentRow[] {
  const labelled = groups.map((g) => ({
    g,
    label: opts.labelOf(g),
    value: metricOf(g, opts.metric),
  }));
  labelled.sort((a, b) => b.value - a.value || a.label.localeCompare(b.label, 'und'));
  const placed = labelled.filter((r) => opts.everyRank || r.g.active >= SEGMENT_MIN_ACTIVE);
  const ranks = new Map(
    competitionRanks(placed.map((r) => r.value)).map((rank, i) => [placed[i]!.g.segment, rank]),
  );
  return labelled.map(({ g, label }) => {
    const km = fromTenths(g.totalKmTenths);
    return {
      segment: g.segment,
      label,
      registered: g.registered,
      active: g.active,
      totalKm: km,
      avgKmPerActive: g.active === 0 ? 0 : round2(g.totalKmTenths / 10 / g.active),
      avgKmPerRegistered: g.registered === 0 ? 0 : round2(g.totalKmTenths / 10 / g.registered),
      participationRate:
        g.registered === 0 ? 0 : Math.round((g.active / g.registered) * 1000) / 1000,
      rank: ranks.get(g.segment) ?? null,
      isMine: opts.mine !== undefined && g.segment === opts.mine,
    };
  });
}
