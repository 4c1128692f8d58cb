import '@mantine/charts/styles.layer.css';
import type { EventProgress } from '@cc/shared/events/events.schemas';
import { LineChart } from '@mantine/charts';
import { Text, Title } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { DistanceUnit } from '../../../entities/profile/profile';
import { dayjs } from '../../../lib/dayjs';
import { useNumberFormat } from '../hooks/use-number-format';
import { ComparisonValues } from './comparison-values';

/**
 * My part of a distance the whole challenge shares: the distance divided among all its
 * participants (decision 068). Every participant is counted, so at least the caller.
 */
function myShareOf(total: number, participants: number): number {
  return total / Math.max(1, participants);
}

/**
 * My cumulative distance over the event's days against my share of the target to date (the
 * target divided among all participants), not the whole challenge's target: one person is
 * compared with one person's part (decision 068). The values and the explanation stand in
 * words above the drawing, which screen readers skip.
 */
export function ProgressChart({ progress, unit }: { progress: EventProgress; unit: DistanceUnit }) {
  const { t } = useTranslation('activities');
  const { number, distance } = useNumberFormat(unit);
  const titleId = useId();
  const isKm = unit === 'KM';
  const participants = progress.totalMembers;
  const data = progress.days.map((day) => ({
    day: dayjs(day.date).format('DD/MM'),
    mine: isKm ? day.myCumulativeKm : day.myCumulativeMile,
    share: myShareOf(isKm ? day.targetKm : day.targetMile, participants),
  }));
  const line = (label: string, value: string) => t('myActivity.chart.value', { label, value });
  const target = distance(progress.targetToDateKm, progress.targetToDateMile);

  return (
    <figure aria-labelledby={titleId} style={{ margin: 0 }}>
      <figcaption>
        <Title order={3} size="h5" id={titleId} mb="xs">
          {t('myActivity.chart.mineTitle')}
        </Title>
      </figcaption>
      <ComparisonValues
        values={[
          {
            key: 'mine',
            text: line(t('myActivity.chart.mine'), distance(progress.myKm, progress.myMile)),
            color: 'teal.6',
          },
          {
            key: 'share',
            text: line(
              t('myActivity.chart.share'),
              distance(
                myShareOf(progress.targetToDateKm, participants),
                myShareOf(progress.targetToDateMile, participants),
              ),
            ),
            color: 'gray.6',
          },
        ]}
      />
      <Text size="xs" c="dimmed" mt={6} mb="xs">
        {t('myActivity.chart.shareExplained', {
          count: participants,
          value: number(participants),
          target,
        })}
      </Text>
      {/* Hidden from screen readers, so nothing in it may take the focus either: recharts'
          keyboard layer makes the drawing a tab stop unless it is turned off. */}
      <div aria-hidden>
        <LineChart
          lineChartProps={{ accessibilityLayer: false }}
          h={260}
          data={data}
          dataKey="day"
          curveType="linear"
          withLegend
          withDots={data.length <= 31}
          valueFormatter={number}
          series={[
            { name: 'mine', label: t('myActivity.chart.mine'), color: 'teal.6' },
            {
              name: 'share',
              label: t('myActivity.chart.share'),
              color: 'gray.6',
              strokeDasharray: '5 5',
            },
          ]}
        />
      </div>
    </figure>
  );
}
