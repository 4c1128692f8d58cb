import type { TeamRankingRow } from '@cc/shared/rankings/rankings.schemas';
import { teamInitials } from '@cc/shared/teams/teams.schemas';
import { Avatar, Badge, Group, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../lib/format';
import { useTeamRanking } from '../api/get-team-ranking';
import { useDistanceText } from '../use-distance-text';
import { ListEmpty, ListError, ListLoading } from './list-state';
import { LoadMoreFooter } from './load-more-footer';
import { RankNumber } from './ranking-rows';

/** One team: rank, initials, name, members, total and average distance; never a link. */
function TeamRow({ row }: { row: TeamRankingRow }) {
  const { t } = useTranslation('rankings');
  const distanceText = useDistanceText();
  return (
    <Paper
      component="li"
      withBorder
      radius="md"
      px="sm"
      py="xs"
      bg={row.isMine ? 'var(--mantine-primary-color-light)' : undefined}
      aria-current={row.isMine ? 'true' : undefined}
    >
      <Group gap="sm" wrap="nowrap">
        <RankNumber rank={row.rank} />
        <Avatar radius="xl" size="md" color="blue" alt="">
          {teamInitials(row.name)}
        </Avatar>
        <Stack gap={0} flex={1} miw={0}>
          <Group gap={6} wrap="nowrap" miw={0}>
            <Text size="sm" fw={600} truncate>
              {row.name}
            </Text>
            {row.isMine && (
              <Badge size="xs" variant="light">
                {t('team.mine')}
              </Badge>
            )}
          </Group>
          <Text size="xs" c="dimmed">
            {t('team.members', { count: row.memberCount, value: formatNumber(row.memberCount) })}
          </Text>
        </Stack>
        <Stack gap={0} align="flex-end" style={{ whiteSpace: 'nowrap' }}>
          <Text size="sm" fw={600}>
            <Text span size="xs" c="dimmed" fw={400}>
              {t('team.total')}{' '}
            </Text>
            {distanceText({ km: row.distanceKm, mile: row.distanceMile })}
          </Text>
          <Text size="xs" c="dimmed">
            {t('team.average')} {distanceText({ km: row.averageKm, mile: row.averageMile })}
          </Text>
        </Stack>
      </Group>
    </Paper>
  );
}

/** The team tab: teams ranked by their members' summed distance (rule 15). */
export function TeamRanking({ eventId }: { eventId: string }) {
  const { t } = useTranslation('rankings');
  const ranking = useTeamRanking(eventId);

  if (ranking.isPending) return <ListLoading />;
  if (ranking.isError) {
    return <ListError error={ranking.error} onRetry={() => void ranking.refetch()} />;
  }
  const rows = ranking.data.pages.flatMap((page) => page.docs);
  if (rows.length === 0) return <ListEmpty text={t('no_record_found')} />;

  return (
    <Stack gap="md">
      <Stack
        component="ol"
        gap="xs"
        p={0}
        m={0}
        aria-label={t('list.teams')}
        style={{ listStyle: 'none' }}
      >
        {rows.map((row) => (
          <TeamRow key={row.teamId} row={row} />
        ))}
      </Stack>
      <LoadMoreFooter
        hasNextPage={ranking.hasNextPage}
        isFetching={ranking.isFetching}
        isFetchingNextPage={ranking.isFetchingNextPage}
        fetchNextPage={ranking.fetchNextPage}
      />
    </Stack>
  );
}
