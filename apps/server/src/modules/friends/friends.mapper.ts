import type { Friendship } from '@cc/shared/friends/friends.schemas';
import { mayBeNamed, toUserCard } from '../../platform/person';
import type { Storage } from '../../platform/storage';
import type { FriendshipRow, PartyRow } from './friends.repository';

/**
 * Whether `viewerId` sees a party of a friendship as Anonymous (spec §6, decision 063):
 * among friends a Private user is hidden; in the pending and request lists only a Public
 * user's name shows; a deactivated user is hidden everywhere. Nobody is hidden from
 * themselves. The party keeps its id, so the viewer can still end the friendship.
 */
function isHidden(party: PartyRow, status: string, viewerId: string): boolean {
  if (party.id === viewerId) return false;
  return !mayBeNamed(party, { request: status !== 'accepted' });
}

/** Maps a friendship row to the API's shape as `viewerId` (one of its parties) sees it. */
export function toFriendship(
  row: FriendshipRow,
  viewerId: string,
  storage: Pick<Storage, 'url'>,
): Friendship {
  const sender = toUserCard(row.sender, isHidden(row.sender, row.status, viewerId), storage);
  const receiver = toUserCard(row.receiver, isHidden(row.receiver, row.status, viewerId), storage);
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
