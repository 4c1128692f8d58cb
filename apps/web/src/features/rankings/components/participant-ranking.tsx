import type { RankingGroup, RankingRow } from '@cc/shared/rankings/rankings.schemas';
import { useTranslation } from 'react-i18next';
import { InfiniteList } from '../../../components/infinite-list';
import { type ParticipantRankingType, useRanking } from '../api/get-ranking';
import { RankingPodium } from './ranking-podium';
import { RankingRowList, rankingRowKey } from './ranking-rows';

/** How many rows stand on the podium. */
const PODIUM_SIZE = 3;

interface ParticipantRankingProps {
  type: ParticipantRankingType;
  eventId: string;
  /** The group the all tab is narrowed to; ranks are then within it. */
  group?: RankingGroup;
}

/**
 * The all and friends tabs: the first three on a podium, then the other rows, with more
 * pages appended on scrolling.
 */
export function ParticipantRanking({ type, eventId, group }: ParticipantRankingProps) {
  const { t } = useTranslation('rankings');
  const ranking = useRanking(type, eventId, group);

  return (
    <InfiniteList
      query={ranking}
      itemKey={rankingRowKey}
      empty="noRecords"
      errorTitle={t('loadFailed')}
    >
      {(rows: RankingRow[]) => (
        <>
          <RankingPodium rows={rows.slice(0, PODIUM_SIZE)} eventId={eventId} />
          {rows.length > PODIUM_SIZE && (
            <RankingRowList
              rows={rows.slice(PODIUM_SIZE)}
              eventId={eventId}
              label={t('list.rows')}
            />
          )}
        </>
      )}
    </InfiniteList>
  );
}
