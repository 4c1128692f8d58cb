import type { Profile } from '@cc/shared/profile/profile.schemas';

/** A participant's profile with the defaults of participant spec §9. */
export function buildProfile(overrides: Partial<Profile> = {}): Profile {
  return {
    _id: 'user-1',
    email: 'anna@example.com',
    firstName: 'Anna',
    lastName: 'Schmidt',
    displayName: 'Anna Schmidt',
    userType: 'Staff',
    country: 'DE',
    role: 'user',
    avatar: null,
    language: 'EN',
    unit: 'KM',
    gender: null,
    company: null,
    activityType: 'Running',
    activityShare: 'Public',
    activityViewPhotoAndComment: 'Friends',
    acceptFriendship: true,
    teamId: null,
    firstTimeLogin: false,
    events: [],
    friends: [],
    waitingAcceptFriends: [],
    sendingRequestFriends: [],
    ...overrides,
  };
}
