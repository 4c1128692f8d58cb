import { kmToMile } from '@cc/shared/activities/distance';
import type { SegmentMetric, SegmentRow } from '@cc/shared/rankings/segments.schemas';
import { Badge, Group, Progress, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PlainList } from '../../../components/plain-list';
import { metricKm } from '../../../entities/segments/segments';
import { formatNumber } from '../../../lib/format';
import { useDistanceText } from '../use-distance-text';
import { RankedFigure, RankedItem } from './ranking-rows';

interface SegmentItemProps {
  row: SegmentRow;
  metric: SegmentMetric;
  /** The best group's figure: the full length of a bar. */
  maxKm: number;
}

/**
 * One group: its place (or why it has none), name, a bar as long as its figure is against
 * the best group's, the figure itself, members and the share of them who are active. The
 * bar only repeats the figure beside it, so it is hidden from screen readers and carries
 * nothing by colour alone; the caller's own group is highlighted and marked current.
 */
function SegmentItem({ row, metric, maxKm }: SegmentItemProps) {
  const { t } = useTranslation('rankings');
  const distanceText = useDistanceText();
  const km = metricKm(row, metric);
  return (
    <RankedItem
      rank={row.rank}
      isOwn={row.isMine}
      name={
        <Stack gap={4}>
          <Group gap={6} miw={0}>
            <Text size="sm" fw={600}>
              {row.label}
            </Text>
            {row.isMine && (
              <Badge size="xs" variant="light">
                {t('groups.mine')}
              </Badge>
            )}
          </Group>
          <Progress value={maxKm > 0 ? (km / maxKm) * 100 : 0} size="sm" aria-hidden />
          <Text size="xs" c="dimmed">
            {t('groups.members', { count: row.registered, value: formatNumber(row.registered) })}
            {' · '}
            {t('groups.rate', { value: formatNumber(Math.round(row.participationRate * 100)) })}
            {row.rank === null && ` · ${t('groups.noRank')}`}
          </Text>
        </Stack>
      }
      figures={
        <>
          <RankedFigure>{distanceText({ km, mile: kmToMile(km) })}</RankedFigure>{' '}
          <Text size="xs" c="dimmed">
            {t(`groups.per.${metric}`)}
          </Text>
        </>
      }
    />
  );
}

/** The groups of an event as an ordered list, best first as the server sorted them. */
export function SegmentRows({ rows, metric }: { rows: SegmentRow[]; metric: SegmentMetric }) {
  const { t } = useTranslation('rankings');
  const maxKm = Math.max(0, ...rows.map((row) => metricKm(row, metric)));
  return (
    <PlainList ordered gap="xs" label={t('list.groups')}>
      {rows.map((row) => (
        <SegmentItem key={row.segment} row={row} metric={metric} maxKm={maxKm} />
      ))}
    </PlainList>
  );
}
