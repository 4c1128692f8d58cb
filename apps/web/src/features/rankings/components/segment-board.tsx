import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ListEmpty, ListLoading } from '../../../components/infinite-list';
import { LoadError } from '../../../components/load-error';
import { useSegments } from '../../../entities/segments/segments';
import { useSegmentChoice } from '../hooks/use-segment-choice';
import { SegmentControls } from './segment-controls';
import { SegmentRows } from './segment-rows';

/**
 * The groups tab (issue 26): the event's participants grouped by user type, country or team
 * and compared by distance per active participant (the default), per participant or in
 * total. The grouping and the metric are kept in the address.
 */
export function SegmentBoard({ eventId }: { eventId: string }) {
  const { t } = useTranslation('rankings');
  const { by, metric, setBy, setMetric } = useSegmentChoice();
  const segments = useSegments(eventId, by, metric);
  const hasUnranked = segments.data?.docs.some((row) => row.rank === null) ?? false;

  return (
    <Stack gap="md">
      <SegmentControls by={by} metric={metric} onByChange={setBy} onMetricChange={setMetric} />
      {segments.isPending ? (
        <ListLoading />
      ) : segments.isError ? (
        <LoadError
          title={t('loadFailed')}
          error={segments.error}
          onRetry={() => void segments.refetch()}
        />
      ) : segments.data.docs.length === 0 ? (
        <ListEmpty empty="noRecords" />
      ) : (
        <>
          <SegmentRows rows={segments.data.docs} metric={metric} />
          <Text size="xs" c="dimmed">
            {t('groups.activeHint')}
            {hasUnranked &&
              ` ${t('groups.minimum', {
                count: segments.data.minimumActive,
                value: segments.data.minimumActive,
              })}`}
          </Text>
        </>
      )}
    </Stack>
  );
}
