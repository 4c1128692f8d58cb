import type { Friendship } from '@cc/shared/friends/friends.schemas';
import { mayBeNamed, toUserCard } from '../../platform/person';
import type { Storage } from '../../platform/storage';
import type { FriendshipRow, PartyRow } from './friends.repository';

/**
 * Whether `viewerId` sees a party of a friendship as Anonymous (spec §6, decisions 063, 068):
 * among friends a Private user is hidden; a pending request names its sender to the receiver
 * only when Public, and its receiver to the sender unless Private (the sender picked them by
 * the name the search showed); a deactivated user is hidden everywhere. Nobody is hidden
 * from themselves. The party keeps its id, so the viewer can still end the friendship.
 */
function isHidden(row: FriendshipRow, party: PartyRow, viewerId: string): boolean {
  if (party.id === viewerId) return false;
  const isSenderOfRequest = row.status !== 'accepted' && party.id === row.sender.id;
  return !mayBeNamed(party, { request: isSenderOfRequest });
}

/** Maps a friendship row to the API's shape as `viewerId` (one of its parties) sees it. */
export function toFriendship(
  row: FriendshipRow,
  viewerId: string,
  storage: Pick<Storage, 'url'>,
): Friendship {
  const sender = toUserCard(row.sender, isHidden(row, row.sender, viewerId), storage);
  const receiver = toUserCard(row.receiver, isHidden(row, row.receiver, viewerId), storage);
  return {
    _id: row.id,
    status: row.status as Friendship['status'],
    sender,
    receiver,
    user: row.sender.id === viewerId ? receiver : sender,
    createdAt: row.createdAt.toISOString(),
    acceptedAt: row.acceptedAt ? row.acceptedAt.toISOString() : null,
  };
}
