import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { type ParticipantRankingType, useRanking } from '../api/get-ranking';
import { ListEmpty, ListError, ListLoading } from './list-state';
import { LoadMoreFooter } from './load-more-footer';
import { RankingPodium } from './ranking-podium';
import { RankingRowList } from './ranking-rows';

/** How many rows stand on the podium. */
const PODIUM_SIZE = 3;

interface ParticipantRankingProps {
  type: ParticipantRankingType;
  eventId: string;
}

/**
 * The all and friends tabs: the first three on a podium, then the other rows, with more
 * pages appended on scrolling.
 */
export function ParticipantRanking({ type, eventId }: ParticipantRankingProps) {
  const { t } = useTranslation('rankings');
  const ranking = useRanking(type, eventId);

  if (ranking.isPending) return <ListLoading />;
  if (ranking.isError) {
    return <ListError error={ranking.error} onRetry={() => void ranking.refetch()} />;
  }
  const rows = ranking.data.pages.flatMap((page) => page.docs);
  if (rows.length === 0) return <ListEmpty text={t('no_record_found')} />;

  return (
    <Stack gap="md">
      <RankingPodium rows={rows.slice(0, PODIUM_SIZE)} eventId={eventId} />
      {rows.length > PODIUM_SIZE && (
        <RankingRowList rows={rows.slice(PODIUM_SIZE)} eventId={eventId} label={t('list.rows')} />
      )}
      <LoadMoreFooter
        hasNextPage={ranking.hasNextPage}
        isFetching={ranking.isFetching}
        isFetchingNextPage={ranking.isFetchingNextPage}
        fetchNextPage={ranking.fetchNextPage}
      />
    </Stack>
  );
}
