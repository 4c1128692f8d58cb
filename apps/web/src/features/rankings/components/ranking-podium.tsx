import type { RankingRow } from '@cc/shared/rankings/rankings.schemas';
import { Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useDistanceText } from '../use-distance-text';
import { ParticipantName } from './participant-name';
import { RankedAvatar, RankNumber } from './ranking-rows';

/** Where each of the first three stands on the podium: second left, first centre, third right. */
const visualOrder = [2, 1, 3];
/** The first place stands higher. */
const lift = ['0', 'var(--mantine-spacing-lg)', 'var(--mantine-spacing-lg)'];

interface RankingPodiumProps {
  /** The first three rows of the ranking (fewer when fewer took part). */
  rows: RankingRow[];
  eventId: string;
}

/**
 * The top three of a ranking: rank, avatar, name and distance. Ranks are the server's, so
 * a tie shows as 1, 2, 2. Read in rank order; only the picture is arranged as a podium.
 */
export function RankingPodium({ rows, eventId }: RankingPodiumProps) {
  const { t } = useTranslation('rankings');
  const distanceText = useDistanceText();
  return (
    <SimpleGrid
      component="ol"
      cols={3}
      spacing="xs"
      p={0}
      m={0}
      aria-label={t('list.podium')}
      style={{ listStyle: 'none', alignItems: 'start' }}
    >
      {rows.map((row, index) => (
        <Paper
          component="li"
          key={row.creatorId ?? `anonymous-${index}`}
          withBorder
          radius="md"
          p="xs"
          mt={lift[index]}
          bg={row.isMe ? 'var(--mantine-primary-color-light)' : undefined}
          aria-current={row.isMe ? 'true' : undefined}
          style={{ order: visualOrder[index], minWidth: 0 }}
        >
          <Stack gap={4} align="center">
            <RankNumber rank={row.rank} />
            <RankedAvatar row={row} size={index === 0 ? 'xl' : 'lg'} />
            <Stack gap={0} w="100%" align="center" miw={0}>
              <ParticipantName row={row} eventId={eventId} centered />
            </Stack>
            <Text size="sm" fw={600}>
              {distanceText({ km: row.distanceKm, mile: row.distanceMile })}
            </Text>
          </Stack>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
