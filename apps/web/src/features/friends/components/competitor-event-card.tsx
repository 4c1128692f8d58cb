import type { Unit } from '@cc/shared/users/users.constants';
import type { CompetitorEvent } from '@cc/shared/users/users.public';
import { Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDate, formatNumber } from '../../../lib/format';

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={600}>{value}</Text>
    </Stack>
  );
}

/** A competitor's performance in one event: rank of all members, distance, activities. */
export function CompetitorEventCard({ event, unit }: { event: CompetitorEvent; unit: Unit }) {
  const { t } = useTranslation('friends');
  const distance = unit === 'MILE' ? event.distanceMile : event.distanceKm;
  return (
    <Card withBorder radius="md" component="article">
      <Group justify="space-between" align="baseline" mb="xs" wrap="wrap">
        <Title order={3} size="h5">
          {event.name}
        </Title>
        <Text size="sm" c="dimmed">
          {t('competitor.dates', {
            start: formatDate(event.startDate),
            end: formatDate(event.endDate),
          })}
        </Text>
      </Group>
      <SimpleGrid cols={3}>
        <Figure
          label={t('competitor.rank')}
          value={t('competitor.rankOf', {
            rank: formatNumber(event.rank),
            total: formatNumber(event.totalMember),
          })}
        />
        <Figure
          label={t('competitor.distance')}
          value={`${formatNumber(distance)} ${t(`units.${unit}`)}`}
        />
        <Figure label={t('competitor.activities')} value={formatNumber(event.activityCount)} />
      </SimpleGrid>
    </Card>
  );
}
