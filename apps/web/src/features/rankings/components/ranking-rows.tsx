import type { RankingRow } from '@cc/shared/rankings/rankings.schemas';
import { Group, type MantineSize, Paper, Stack, Text, VisuallyHidden } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PlainList } from '../../../components/plain-list';
import { UserAvatar } from '../../../components/user-avatar';
import { useDistanceText } from '../use-distance-text';
import { ParticipantName } from './participant-name';

/** The id of a ranked participant; an anonymous one cannot be told apart from another. */
export const rankingRowKey = (row: RankingRow) => row.creatorId ?? undefined;

/** A ranked participant's picture or initials; an Anonymous one gets the blank placeholder. */
export function RankedAvatar({ row, size = 'md' }: { row: RankingRow; size?: MantineSize }) {
  const id = row.isAnonymous ? null : row.creatorId;
  return <UserAvatar id={id} src={row.avatar} name={row.displayName} size={size} />;
}

/** The rank at the start of a row; screen readers hear "Rank 4". */
export function RankNumber({ rank }: { rank: number }) {
  const { t } = useTranslation('rankings');
  return (
    <Text fw={700} w={36} ta="center" style={{ flexShrink: 0 }}>
      <VisuallyHidden>{t('rankPrefix')} </VisuallyHidden>
      {rank}
    </Text>
  );
}

/**
 * One entry of a ranking (a participant or a team): its rank first, then `children`. The
 * viewer's own entry is highlighted and marked current.
 */
export function RankedItem({
  rank,
  isOwn,
  children,
}: {
  rank: number;
  isOwn: boolean;
  children: ReactNode;
}) {
  return (
    <Paper
      component="li"
      withBorder
      radius="md"
      px="sm"
      py="xs"
      bg={isOwn ? 'var(--mantine-primary-color-light)' : undefined}
      aria-current={isOwn ? 'true' : undefined}
    >
      <Group gap="sm" wrap="nowrap">
        <RankNumber rank={rank} />
        {children}
      </Group>
    </Paper>
  );
}

interface RankingRowItemProps {
  row: RankingRow;
  eventId: string;
  /** Something at the end of the row (the add-friend control in the search). */
  action?: ReactNode;
}

/**
 * One ranked participant: rank, avatar, name and distance in the profile's unit. The
 * viewer's own row is highlighted; an Anonymous row shows no picture.
 */
export function RankingRowItem({ row, eventId, action }: RankingRowItemProps) {
  const distanceText = useDistanceText();
  return (
    <RankedItem rank={row.rank} isOwn={row.isMe}>
      <RankedAvatar row={row} />
      <Stack gap={0} flex={1} miw={0}>
        <ParticipantName row={row} eventId={eventId} />
      </Stack>
      <Text size="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
        {distanceText({ km: row.distanceKm, mile: row.distanceMile })}
      </Text>
      {action}
    </RankedItem>
  );
}

interface RankingRowListProps {
  rows: RankingRow[];
  eventId: string;
  /** Accessible name of the list. */
  label: string;
  /** The control at the end of each row, if any. */
  actionOf?: (row: RankingRow) => ReactNode;
}

/** Ranked participants as an ordered list. */
export function RankingRowList({ rows, eventId, label, actionOf }: RankingRowListProps) {
  return (
    <PlainList ordered gap="xs" label={label}>
      {rows.map((row, index) => (
        <RankingRowItem
          key={row.creatorId ?? `anonymous-${row.rank}-${index}`}
          row={row}
          eventId={eventId}
          action={actionOf?.(row)}
        />
      ))}
    </PlainList>
  );
}
