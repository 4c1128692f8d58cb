import type { Insights } from '@cc/shared/insights/insights.schemas';
import { Badge, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatKm, formatNumber } from '../../../lib/format';

/** One figure: what it is, the value, and a line that puts it in context. */
function FigureCard({ label, value, note }: { label: string; value: string; note: ReactNode }) {
  return (
    <Paper withBorder radius="md" p="md" component="li">
      <Stack gap={4}>
        <Text size="sm" c="dimmed" fw={600}>
          {label}
        </Text>
        <Text size="xl" fw={700}>
          {value}
        </Text>
        <Text size="xs" c="dimmed" component="div">
          {note}
        </Text>
      </Stack>
    </Paper>
  );
}

/** The share `part / whole` in percent, 0 when there is no whole. */
function percentOf(part: number, whole: number): number {
  return whole > 0 ? (part / whole) * 100 : 0;
}

/**
 * The five figures an organiser looks at first: how many joined, how many took part, the km
 * so far against the target to date, the forecast against the target (the badge says on track
 * or behind in words, the colour only repeats it) and who was active in the last week.
 */
export function InsightCards({ insights }: { insights: Insights }) {
  const { t } = useTranslation('insights');
  const km = (value: number) => `${formatKm(value)} km`;
  return (
    <SimpleGrid
      component="ul"
      aria-label={t('cards.label')}
      cols={{ base: 1, xs: 2, md: 5 }}
      spacing="sm"
      style={{ listStyle: 'none', padding: 0, margin: 0 }}
    >
      <FigureCard
        label={t('cards.registered')}
        value={formatNumber(insights.registered)}
        note={t('cards.registeredHint')}
      />
      <FigureCard
        label={t('cards.active')}
        value={formatNumber(insights.active)}
        note={t('cards.activeShare', {
          percent: formatNumber(percentOf(insights.active, insights.registered)),
        })}
      />
      <FigureCard
        label={t('cards.km')}
        value={km(insights.totalKm)}
        note={t('cards.kmTargetToDate', { target: formatKm(insights.targetToDateKm) })}
      />
      <FigureCard
        label={t('cards.forecast')}
        value={km(insights.forecastKm)}
        note={
          <Group gap={6} wrap="wrap">
            <Badge color={insights.onTrack ? 'teal' : 'red'} variant="light" size="sm">
              {insights.onTrack ? t('cards.onTrack') : t('cards.behind')}
            </Badge>
            <span>{t('cards.forecastTarget', { target: formatKm(insights.targetKm) })}</span>
          </Group>
        }
      />
      <FigureCard
        label={t('cards.last7')}
        value={formatNumber(insights.activeLast7Days)}
        note={t('cards.last7Hint')}
      />
    </SimpleGrid>
  );
}
