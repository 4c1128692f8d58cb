import type { Profile } from '@cc/shared/profile/profile.schemas';
import { avatarUrl } from '../../platform/person';
import type { Storage } from '../../platform/storage';
import type { FriendshipRow, findProfileRow } from './profile.repository';

/** A user's profile columns with their events and friendships, as read. */
type ProfileRow = NonNullable<Awaited<ReturnType<typeof findProfileRow>>>;

/** A friendship as the profile lists it: who asked whom. */
function toFriendshipRef(f: FriendshipRow) {
  return { _id: f._id, sender: f.sender, receiver: f.receiver };
}

/**
 * Maps the stored profile of `row` (participant spec §3) to the API's: avatar as a storage
 * URL or null, and the friendships split into accepted (`friends`), pending requests to
 * the user (`waitingAcceptFriends`) and pending requests the user sent
 * (`sendingRequestFriends`).
 */
export function toProfile(row: ProfileRow, storage: Pick<Storage, 'url'>): Profile {
  const { id, avatarKey, friendships, ...fields } = row;
  return {
    ...fields,
    _id: id,
    userType: fields.userType as Profile['userType'],
    role: fields.role as Profile['role'],
    language: fields.language as Profile['language'],
    unit: fields.unit as Profile['unit'],
    gender: fields.gender as Profile['gender'],
    activityType: fields.activityType as Profile['activityType'],
    activityShare: fields.activityShare as Profile['activityShare'],
    activityViewPhotoAndComment:
      fields.activityViewPhotoAndComment as Profile['activityViewPhotoAndComment'],
    avatar: avatarUrl(avatarKey, storage),
    friends: friendships.filter((f) => f.status === 'accepted').map(toFriendshipRef),
    waitingAcceptFriends: friendships
      .filter((f) => f.status === 'pending' && f.receiver === id)
      .map(toFriendshipRef),
    sendingRequestFriends: friendships
      .filter((f) => f.status === 'pending' && f.sender === id)
      .map(toFriendshipRef),
  };
}
