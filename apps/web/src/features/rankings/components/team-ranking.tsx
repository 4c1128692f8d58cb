import type { TeamRankingRow } from '@cc/shared/rankings/rankings.schemas';
import { teamInitials } from '@cc/shared/teams/teams.schemas';
import { Badge, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CutText } from '../../../components/cut-text';
import { InfiniteList } from '../../../components/infinite-list';
import { PlainList } from '../../../components/plain-list';
import { UserAvatar } from '../../../components/user-avatar';
import { formatNumber } from '../../../lib/format';
import { useTeamRanking } from '../api/get-team-ranking';
import { useDistanceText } from '../use-distance-text';
import { RankedItem } from './ranking-rows';

/**
 * One team: rank, initials, name (cut at 20 characters, spec §9), members, total and average
 * distance; never a link.
 */
function TeamRow({ row }: { row: TeamRankingRow }) {
  const { t } = useTranslation('rankings');
  const distanceText = useDistanceText();
  return (
    <RankedItem rank={row.rank} isOwn={row.isMine}>
      <UserAvatar id={row.teamId} name={row.name} initials={teamInitials(row.name)} />
      <Stack gap={0} flex={1} miw={0}>
        <Group gap={6} wrap="nowrap" miw={0}>
          <Text size="sm" fw={600} truncate>
            <CutText text={row.name} />
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
    </RankedItem>
  );
}

const teamRowKey = (row: TeamRankingRow) => row.teamId;

/** The team tab: teams ranked by their members' summed distance (rule 15). */
export function TeamRanking({ eventId }: { eventId: string }) {
  const { t } = useTranslation('rankings');
  const ranking = useTeamRanking(eventId);

  return (
    <InfiniteList
      query={ranking}
      itemKey={teamRowKey}
      empty="noRecords"
      errorTitle={t('loadFailed')}
    >
      {(rows) => (
        <PlainList ordered gap="xs" label={t('list.teams')}>
          {rows.map((row) => (
            <TeamRow key={row.teamId} row={row} />
          ))}
        </PlainList>
      )}
    </InfiniteList>
  );
}
