import type { Friendship } from '@cc/shared/friends/friends.schemas';
import type { Profile } from '@cc/shared/profile/profile.schemas';
import type { FriendState } from '@cc/shared/users/users.public';
import type { QueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { useProfileSelect } from '../profile/profile';
import { friendKeys, profileKeys } from '../query-keys';

export type { FriendState };

/** The parts of the signed-in user's profile that say where they stand with others. */
export type FriendRefs = Pick<
  Profile,
  '_id' | 'friends' | 'sendingRequestFriends' | 'waitingAcceptFriends'
>;

type FriendRef = Profile['friends'][number];

const involves = (userId: string) => (ref: FriendRef) =>
  ref.sender === userId || ref.receiver === userId;

/**
 * Where the signed-in user stands with `userId` (admin spec §4): `self`; `friend`; `pending`
 * when the signed-in user asked and no answer came yet; `waiting` when the other user asked;
 * otherwise `none`. Without a profile (still loading) nothing is known: `none`.
 */
export function friendStateOf(profile: FriendRefs | undefined, userId: string): FriendState {
  if (!profile) return 'none';
  if (profile._id === userId) return 'self';
  const has = involves(userId);
  if (profile.friends.some(has)) return 'friend';
  if (profile.sendingRequestFriends.some(has)) return 'pending';
  if (profile.waitingAcceptFriends.some(has)) return 'waiting';
  return 'none';
}

/** The request `userId` sent to the signed-in user, if there is one (to accept it). */
export function waitingRequestOf(profile: FriendRefs | undefined, userId: string) {
  return profile?.waitingAcceptFriends.find(involves(userId));
}

const selectRefs = (profile: Profile): FriendRefs => profile;

/**
 * The signed-in user's friend references, from the one profile entry (search, rankings and
 * the competitor page all show the add-friend control). `undefined` until it has loaded.
 */
export function useFriendRefs(): FriendRefs | undefined {
  return useProfileSelect(selectRefs);
}

/**
 * After a friendship changed, by the user or by the other side (a notification announced
 * it): the profile's friend references and every friends list are stale.
 */
export async function refreshFriends(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: profileKeys.me() }),
    queryClient.invalidateQueries({ queryKey: friendKeys.all() }),
  ]);
}

/**
 * POST /api/friends/addFriend: asks `receiver` to be friends (or accepts their request when
 * they already asked). Refused with FRIENDSHIP_NOT_ALLOWED, FRIEND_REQUEST_EXISTS, ...
 */
export function addFriend(receiver: string): Promise<Friendship> {
  return api<Friendship>('/friends/addFriend', { method: 'POST', body: { receiver } });
}

/** PATCH /api/friends/acceptFriend/:id: accepts a request sent to the signed-in user. */
export function acceptFriend(id: string): Promise<Friendship> {
  return api<Friendship>(`/friends/acceptFriend/${encodeURIComponent(id)}`, { method: 'PATCH' });
}
