import type { RankingGroup } from '@cc/shared/rankings/rankings.schemas';
import { Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ListLoading } from '../../../components/infinite-list';
import { LoadError } from '../../../components/load-error';
import { formatNumber } from '../../../lib/format';
import { useOwnRanking } from '../api/get-own-ranking';
import { useDistanceText } from '../use-distance-text';
import { useGroupName } from './group-filter';

/** One figure of the card: a caption above its value. */
function Figure({ label, value }: { label: string; value: string }) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text size="lg" fw={700}>
        {value}
      </Text>
    </Stack>
  );
}

/**
 * The me tab: the user's rank of all participants, their own distance and everyone's total
 * in the event; with a `group`, the rank among and the total of that group's participants.
 * Rank 0 (not a participant, or not in the group) reads "Not ranked".
 */
export function OwnRankingCard({ eventId, group = {} }: { eventId: string; group?: RankingGroup }) {
  const { t } = useTranslation('rankings');
  const distanceText = useDistanceText();
  const own = useOwnRanking(eventId, group);
  const groupName = useGroupName(group);

  if (own.isPending) return <ListLoading />;
  if (own.isError) {
    return (
      <LoadError title={t('loadFailed')} error={own.error} onRetry={() => void own.refetch()} />
    );
  }
  const { rank, totalMember } = own.data;

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="own-ranking-title">
      <Stack gap="md">
        <Group justify="space-between" align="baseline">
          <Title order={2} size="h4" id="own-ranking-title">
            {t('me.title')}
          </Title>
          <Text fw={700} size="xl">
            {rank > 0
              ? t('me.rank', { rank: formatNumber(rank), total: formatNumber(totalMember) })
              : t('me.notRanked')}
          </Text>
        </Group>
        <SimpleGrid cols={2} spacing="md">
          <Figure
            label={t('me.myDistance')}
            value={distanceText({ km: own.data.distanceKm, mile: own.data.distanceMile })}
          />
          <Figure
            label={t(groupName ? 'me.groupDistance' : 'me.allDistance')}
            value={distanceText({
              km: own.data.totalMemberRunKm,
              mile: own.data.totalMemberRunMile,
            })}
          />
        </SimpleGrid>
        {groupName && (
          <Text size="sm" c="dimmed">
            {t('me.group', { name: groupName })}
          </Text>
        )}
        <Text size="sm" c="dimmed">
          {t('me.members', { count: totalMember, value: formatNumber(totalMember) })}
        </Text>
      </Stack>
    </Paper>
  );
}
