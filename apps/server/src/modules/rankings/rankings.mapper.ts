import { fromTenths, round2 } from '@cc/shared/activities/distance';
import type { RankingRow, TeamRankingRow } from '@cc/shared/rankings/rankings.schemas';
import { mayBeNamed, toUserCard } from '../../platform/person';
import type { Storage } from '../../platform/storage';
import type { ParticipantRow } from './rankings.repository';

/** Who looks at a ranking: their id and which of the listed users are their friends. */
export interface Viewer {
  id: string;
  friendIds: Set<string>;
}

/**
 * Whether a participant appears as Anonymous to the viewer (rule 16, decision 063): a
 * Private or deactivated user other than the viewer. A deactivated participant's row keeps
 * its place and kilometres, so ranks, pages and the event's total still add up.
 */
export function isAnonymousTo(
  row: Pick<ParticipantRow, 'userId' | 'activityShare' | 'status'>,
  viewerId: string,
) {
  return row.userId !== viewerId && !mayBeNamed(row);
}

/**
 * Maps a participant to a ranking row. An Anonymous participant keeps rank and distance
 * but loses everything that identifies them: id, name, avatar and country.
 */
export function toRankingRow(
  row: ParticipantRow,
  rank: number,
  viewer: Viewer,
  storage: Pick<Storage, 'url'>,
): RankingRow {
  const isAnonymous = isAnonymousTo(row, viewer.id);
  const { displayName, avatarKey, country } = row;
  const card = toUserCard(
    { id: row.userId, displayName, avatarKey, country },
    isAnonymous,
    storage,
  );
  return {
    rank,
    creatorId: isAnonymous ? null : row.userId,
    displayName: card.displayName,
    avatar: card.avatar,
    country: card.country,
    distanceKm: fromTenths(row.totalKmTenths),
    distanceMile: fromTenths(row.totalMileTenths),
    isFriend: viewer.friendIds.has(row.userId) ? 'YES' : 'NO',
    isAnonymous,
    isMe: row.userId === viewer.id,
    // An Anonymous row offers no friend request: nobody may know whom it would reach.
    acceptFriendship: isAnonymous ? false : row.acceptFriendship,
  };
}

/**
 * Competition ranks (1, 2, 2, 4) of rows sorted by total, highest first: a row's rank is
 * its position unless it ties with the row before it.
 */
export function competitionRanks(totals: number[]): number[] {
  const ranks: number[] = [];
  totals.forEach((total, i) => {
    ranks.push(i > 0 && total === totals[i - 1] ? ranks[i - 1]! : i + 1);
  });
  return ranks;
}

/**
 * Ranks of one page of a ranking from a single count (rule 15). Highest first: the
 * first row's rank is `ahead + 1` (`ahead` counted for it); a later row shares the rank of
 * the row before when their totals tie, otherwise everyone before it is ahead, so its rank
 * is its position. Reversed (lowest first): `ahead` is counted for the last row and ranks
 * are derived backwards; a row whose total differs from the next one is the last of its
 * tie, so the `total - position` rows after it are exactly those ahead of it.
 */
export function pageRanks(
  totals: number[],
  opts: { offset: number; total: number; ahead: number; descending: boolean },
): number[] {
  const ranks = new Array<number>(totals.length);
  if (totals.length === 0) return ranks;
  if (opts.descending) {
    ranks[0] = opts.ahead + 1;
    for (let i = 1; i < totals.length; i++) {
      ranks[i] = totals[i] === totals[i - 1] ? ranks[i - 1]! : opts.offset + i + 1;
    }
    return ranks;
  }
  const last = totals.length - 1;
  ranks[last] = opts.ahead + 1;
  for (let i = last - 1; i >= 0; i--) {
    ranks[i] = totals[i] === totals[i + 1] ? ranks[i + 1]! : opts.total - (opts.offset + i);
  }
  return ranks;
}

/** Team totals as the API's team ranking row; the average is per counted member. */
export function toTeamRankingRow(
  row: {
    teamId: string;
    name: string;
    memberCount: number;
    totalKmTenths: number;
    totalMileTenths: number;
    isMine: boolean;
  },
  rank: number,
): TeamRankingRow {
  const distanceKm = fromTenths(row.totalKmTenths);
  const distanceMile = fromTenths(row.totalMileTenths);
  const average = (sum: number) => (row.memberCount > 0 ? round2(sum / row.memberCount) : 0);
  return {
    rank,
    teamId: row.teamId,
    name: row.name,
    memberCount: row.memberCount,
    distanceKm,
    distanceMile,
    averageKm: average(distanceKm),
    averageMile: average(distanceMile),
    isMine: Boolean(row.isMine),
  };
}
