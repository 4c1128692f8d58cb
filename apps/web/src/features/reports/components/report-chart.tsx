import '@mantine/charts/styles.layer.css';
import type { ReportSummary } from '@cc/shared/reports/reports.schemas';
import { BarChart } from '@mantine/charts';
import { Text } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../lib/format';
import { reportColumns, useReportLabels } from '../hooks/use-report-labels';

/** The chart shows this many countries, those with the most participants. */
export const CHART_COUNTRIES = 10;

const colors = { Customer: 'blue.6', Staff: 'teal.6', Supplier: 'orange.6', Family: 'grape.6' };

/**
 * Participants per country as bars stacked by user type. The chart is a picture of the table
 * above it, which stays the data for everyone: the caption says in words what it shows, and
 * the drawing itself is hidden from screen readers.
 */
export function ReportChart({ summary }: { summary: ReportSummary }) {
  const { t } = useTranslation('reports');
  const labels = useReportLabels();
  const captionId = useId();
  const rows = [...summary.docs]
    .sort((a, b) => b.total - a.total || labels.byCountryName(a._id, b._id))
    .slice(0, CHART_COUNTRIES);
  const top = rows[0];
  if (!top) return null;

  const data = rows.map((row) => ({
    country: labels.country(row._id),
    ...Object.fromEntries(reportColumns.map((type) => [type, row[type]])),
  }));
  const caption = [
    t('chart.summary', {
      participantsText: t('chart.participants', {
        count: summary.totals.total,
        value: formatNumber(summary.totals.total),
      }),
      countriesText: t('chart.countries', {
        count: summary.docs.length,
        value: formatNumber(summary.docs.length),
      }),
      top: labels.country(top._id),
      topCount: formatNumber(top.total),
    }),
    summary.docs.length > rows.length ? t('chart.shown', { count: rows.length }) : '',
  ]
    .filter(Boolean)
    .join(' ');

  return (
    <figure aria-labelledby={captionId} style={{ margin: 0 }}>
      <Text component="figcaption" id={captionId} size="sm" c="dimmed" mb="xs">
        <Text component="span" fw={600} c="var(--mantine-color-text)" display="block">
          {t('chart.title')}
        </Text>
        {caption}
      </Text>
      {/* Hidden from screen readers, so nothing in it may take the focus either: recharts'
          keyboard layer makes the drawing a tab stop unless it is turned off. */}
      <div aria-hidden>
        <BarChart
          barChartProps={{ accessibilityLayer: false }}
          h={80 + rows.length * 36}
          data={data}
          dataKey="country"
          type="stacked"
          orientation="vertical"
          yAxisProps={{ width: 130 }}
          withLegend
          valueFormatter={(value) => formatNumber(value)}
          series={reportColumns.map((type) => ({
            name: type,
            label: labels.userType(type),
            color: colors[type],
          }))}
        />
      </div>
    </figure>
  );
}
