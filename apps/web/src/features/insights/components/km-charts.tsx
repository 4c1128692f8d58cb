import '@mantine/charts/styles.layer.css';
import type { Insights } from '@cc/shared/insights/insights.schemas';
import { BarChart, LineChart } from '@mantine/charts';
import { SimpleGrid, Text, Title } from '@mantine/core';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { dayjs } from '../../../lib/dayjs';
import { formatKm } from '../../../lib/format';
import { cumulativeSeries } from '../insights-series';
import { ChartKey, type KeyLine } from './chart-key';

/** A chart with its heading and a caption in words; the drawing itself is for the eye only. */
function ChartFigure(props: { title: string; caption: string; children: ReactNode }) {
  const titleId = useId();
  return (
    <figure aria-labelledby={titleId} style={{ margin: 0 }}>
      <figcaption>
        <Title order={4} size="h5" id={titleId}>
          {props.title}
        </Title>
        <Text size="xs" c="dimmed" mb="xs">
          {props.caption}
        </Text>
      </figcaption>
      {props.children}
    </figure>
  );
}

const shortDay = (date: string) => dayjs(date).format('DD/MM');

/**
 * The charts' number format. A wrapper, not `formatKm` itself: the axes call a formatter with
 * the tick's index as a second argument, which `formatKm` would take for the language.
 */
const formatValue = (value: number) => formatKm(value);

/**
 * The km per day and the km so far against the target. Two charts rather than one with two
 * axes: a day's km and the running total differ by orders of magnitude, and a second axis is
 * easily misread. The daily bars show the rhythm (weekends, a slack week); the cumulative
 * lines answer the organiser's question, "will we make it?": the solid total up to today, the
 * dotted target spread over the event's days, and the dashed forecast from today to the last
 * day, with the target as a reference line it reaches or falls short of. Lines differ by dash
 * as well as colour, and the key draws them. Screen readers skip the drawings: the captions
 * say the figures in words and the event's days table (DaysTable) holds every day.
 */
export function KmCharts({
  insights,
  event,
}: {
  insights: Insights;
  event: { startDate: string; endDate: string };
}) {
  const { t } = useTranslation('insights');
  const daily = insights.days.map((day) => ({ day: shortDay(day.date), km: day.km }));
  const cumulative = cumulativeSeries(insights, event).map((point) => ({
    day: shortDay(point.date),
    total: point.totalKm,
    target: point.targetKm,
    forecast: point.forecastKm,
  }));
  const lines: KeyLine[] = [
    { name: 'total', label: t('chart.total'), color: 'teal.6', width: 3 },
    { name: 'target', label: t('chart.target'), color: 'gray.6', dash: '2 4', width: 2 },
    { name: 'forecast', label: t('chart.forecast'), color: 'orange.7', dash: '8 5', width: 2 },
  ];
  const widths = Object.fromEntries(lines.map((line) => [line.name, line.width]));

  return (
    <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg">
      <ChartFigure title={t('chart.dailyTitle')} caption={t('chart.dailyCaption')}>
        {/* Hidden from screen readers, so nothing in it may take the focus either: recharts'
            keyboard layer makes the drawing a tab stop unless it is turned off. */}
        <div aria-hidden>
          <BarChart
            barChartProps={{ accessibilityLayer: false }}
            h={220}
            data={daily}
            dataKey="day"
            valueFormatter={formatValue}
            series={[{ name: 'km', label: t('chart.km'), color: 'teal.6' }]}
          />
        </div>
      </ChartFigure>
      <ChartFigure
        title={t('chart.cumulativeTitle')}
        caption={t('chart.cumulativeCaption', {
          total: formatKm(insights.totalKm),
          targetToDate: formatKm(insights.targetToDateKm),
          forecast: formatKm(insights.forecastKm),
          target: formatKm(insights.targetKm),
        })}
      >
        <ChartKey lines={lines} label={t('chart.keyLabel')} />
        <div aria-hidden>
          <LineChart
            lineChartProps={{ accessibilityLayer: false }}
            h={220}
            mt="xs"
            data={cumulative}
            dataKey="day"
            curveType="linear"
            connectNulls={false}
            withDots={false}
            valueFormatter={formatValue}
            lineProps={(series) => ({ strokeWidth: widths[series.name] })}
            referenceLines={[
              { y: insights.targetKm, label: t('chart.targetLine'), color: 'gray.5' },
            ]}
            series={lines.map((line) => ({
              name: line.name,
              label: line.label,
              color: line.color,
              strokeDasharray: line.dash,
            }))}
          />
        </div>
      </ChartFigure>
    </SimpleGrid>
  );
}
