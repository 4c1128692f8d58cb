import type { ReviewItem } from '@cc/shared/fair-play/fair-play.schemas';
import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDate, formatKm } from '../../../lib/format';

/** Height of the drawing in its own units; each day's bar is one unit wide with a gap. */
const HEIGHT = 40;
const BAR = 8;
const GAP = 2;

interface DayChartProps {
  days: ReviewItem['days'];
  /** The activity's date (YYYY-MM-DD), whose bar stands out. */
  highlight: string;
  name: string;
}

/**
 * The participant's kilometres per day in the event as a strip of bars, the activity's day
 * in another colour, so a day far above the others shows at a glance. Plain SVG: a strip of
 * a few dozen bars needs no chart library in the admin chunk. Screen readers get the same in
 * words (the drawing's name); each bar names its day and distance on hover.
 */
export function DayChart({ days, highlight, name }: DayChartProps) {
  const { t } = useTranslation('fairPlay');
  if (days.length === 0) return null;
  const most = Math.max(...days.map((day) => day.km));
  // Bars are drawn against the longest day; a strip of empty days draws flat.
  const scale = most > 0 ? most : 1;
  const width = days.length * (BAR + GAP) - GAP;
  const highlighted = days.find((day) => day.date === highlight);
  const label = t('review.chart.label', {
    name,
    most: formatKm(most),
    date: formatDate(highlight),
    km: formatKm(highlighted?.km ?? 0),
  });

  return (
    <Stack gap={4}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {t('review.chart.title')}
      </Text>
      <svg
        role="img"
        aria-label={label}
        viewBox={`0 0 ${width} ${HEIGHT}`}
        preserveAspectRatio="none"
        width="100%"
        height={56}
        style={{ maxWidth: days.length * 24, display: 'block' }}
      >
        {days.map((day, index) => {
          const height = Math.max(1, (day.km / scale) * HEIGHT);
          const isActivityDay = day.date === highlight;
          return (
            <rect
              key={day.date}
              x={index * (BAR + GAP)}
              y={HEIGHT - height}
              width={BAR}
              height={height}
              rx={1}
              fill={isActivityDay ? 'var(--mantine-color-orange-7)' : 'var(--mantine-color-gray-5)'}
              data-highlighted={isActivityDay || undefined}
            >
              <title>
                {t('review.chart.bar', { date: formatDate(day.date), km: formatKm(day.km) })}
              </title>
            </rect>
          );
        })}
      </svg>
    </Stack>
  );
}
