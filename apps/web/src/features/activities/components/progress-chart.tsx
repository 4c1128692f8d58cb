import '@mantine/charts/styles.layer.css';
import type { EventProgress } from '@cc/shared/events/events.schemas';
import { LineChart } from '@mantine/charts';
import { Text } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { DistanceUnit } from '../../../entities/profile/profile';
import { dayjs } from '../../../lib/dayjs';
import { useNumberFormat } from '../hooks/use-number-format';

/**
 * My cumulative distance against the target-to-date line over the event's days, with a
 * caption that says the same in words for screen readers.
 */
export function ProgressChart({ progress, unit }: { progress: EventProgress; unit: DistanceUnit }) {
  const { t } = useTranslation('activities');
  const { number, distance } = useNumberFormat(unit);
  const captionId = useId();
  const isKm = unit === 'KM';
  const data = progress.days.map((day) => ({
    day: dayjs(day.date).format('DD/MM'),
    mine: isKm ? day.myCumulativeKm : day.myCumulativeMile,
    target: isKm ? day.targetKm : day.targetMile,
  }));

  return (
    <figure aria-labelledby={captionId} style={{ margin: 0 }}>
      <Text component="figcaption" id={captionId} size="sm" c="dimmed" mb="xs">
        {t('myActivity.chart.caption', {
          mine: distance(progress.myKm, progress.myMile),
          target: distance(progress.targetToDateKm, progress.targetToDateMile),
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
              name: 'target',
              label: t('myActivity.chart.target'),
              color: 'gray.6',
              strokeDasharray: '5 5',
            },
          ]}
        />
      </div>
    </figure>
  );
}
