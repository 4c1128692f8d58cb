import type { RankingRow } from '@cc/shared/rankings/rankings.schemas';
import { type MantineSize, Paper, Text, VisuallyHidden } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PlainList } from '../../../components/plain-list';
import { UserAvatar } from '../../../components/user-avatar';
import { useDistanceText } from '../use-distance-text';
import { ParticipantName } from './participant-name';
import classes from './ranked-item.module.css';

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

interface RankedItemProps {
  rank: number | null;
  isOwn: boolean;
  /** The picture at the left; nothing for a group. */
  avatar?: ReactNode;
  /** The name and what is said about it under it: wraps, never cut here. */
  name: ReactNode;
  /** The figures at the right, aligned across rows. */
  figures: ReactNode;
  /** Something at the end of the row (the add-friend control in the search). */
  action?: ReactNode;
}

/** The grid's columns: rank, avatar (if any), name, figures, action (if any). */
function columnsOf(avatar: ReactNode, action: ReactNode): string {
  return ['36px', avatar && 'auto', 'minmax(0, 1fr)', 'fit-content(45%)', action && 'auto']
    .filter(Boolean)
    .join(' ');
}

/**
 * One entry of a ranking (a participant, a team or a group): its rank (a dash for none),
 * then the avatar, the name column and the figures column (ranked-item.module.css). The
 * viewer's own entry is highlighted and marked current.
 */
export function RankedItem({ rank, isOwn, avatar, name, figures, action }: RankedItemProps) {
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
      <div className={classes.row} style={{ gridTemplateColumns: columnsOf(avatar, action) }}>
        {rank !== null ? (
          <RankNumber rank={rank} />
        ) : (
          <Text c="dimmed" w={36} ta="center" aria-hidden>
            –
          </Text>
        )}
        {avatar && <div>{avatar}</div>}
        <div className={classes.name} data-part="name">
          {name}
        </div>
        <div className={classes.figures} data-part="figures">
          {figures}
        </div>
        {action}
      </div>
    </Paper>
  );
}

/** A figure of a ranked entry: never broken over two lines. */
export function RankedFigure({ children }: { children: ReactNode }) {
  return (
    <Text size="sm" fw={600} className={classes.figure}>
      {children}
    </Text>
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
    <RankedItem
      rank={row.rank}
      isOwn={row.isMe}
      avatar={<RankedAvatar row={row} />}
      name={<ParticipantName row={row} eventId={eventId} />}
      figures={
        <RankedFigure>{distanceText({ km: row.distanceKm, mile: row.distanceMile })}</RankedFigure>
      }
      action={action}
    />
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
