import type { TeamRankingRow } from '@cc/shared/rankings/rankings.schemas';
import { teamInitials } from '@cc/shared/teams/teams.schemas';
import { Badge, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CutText } from '../../../components/cut-text';
import { InfiniteList } from '../../../components/infinite-list';
import { PlainList } from '../../../components/plain-list';
import { UserAvatar } from '../../../components/user-avatar';
import { formatNumber } from '../../../lib/format';
import { useTeamRanking } from '../api/get-team-ranking';
import { useDistanceText } from '../use-distance-text';
import { RankedFigure, RankedItem } from './ranking-rows';

/**
 * One team: rank, initials, the name (whole up to 20 characters, on two lines where needed;
 * longer ones cut at 20 with the whole name as tooltip, spec §9), members and the average
 * under it, the total in the figures column; never a link.
 */
function TeamRow({ row }: { row: TeamRankingRow }) {
  const { t } = useTranslation('rankings');
  const distanceText = useDistanceText();
  return (
    <RankedItem
      rank={row.rank}
      isOwn={row.isMine}
      avatar={<UserAvatar id={row.teamId} name={row.name} initials={teamInitials(row.name)} />}
      name={
        <>
          <Group gap={6} miw={0}>
            <Text size="sm" fw={600}>
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
          <Text size="xs" c="dimmed">
            {t('team.average')}{' '}
            <span style={{ whiteSpace: 'nowrap' }}>
              {distanceText({ km: row.averageKm, mile: row.averageMile })}
            </span>
          </Text>
        </>
      }
      figures={
        <>
          <Text size="xs" c="dimmed">
            {t('team.total')}
          </Text>{' '}
          <RankedFigure>
            {distanceText({ km: row.distanceKm, mile: row.distanceMile })}
          </RankedFigure>
        </>
      }
    />
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
