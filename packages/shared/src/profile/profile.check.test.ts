import { describe, expect, it } from 'vitest';
import {
  activityTypes,
  genders,
  languages,
  roles,
  units,
  userTypes,
  visibilities,
} from '../users/users.constants';
import { isProfile } from './profile.check';
import { type Profile, profileSchema } from './profile.schemas';

const ref = { _id: 'f-1', sender: 'user-1', receiver: 'user-2' };

const profile: Profile = {
  _id: 'user-1',
  email: 'paula@example.com',
  firstName: 'Paula',
  lastName: 'Berg',
  displayName: 'Paula B.',
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
  events: ['event-1'],
  friends: [ref],
  waitingAcceptFriends: [],
  sendingRequestFriends: [],
};

/** Values of every kind a stored field might hold, right or wrong, including every enum value. */
const samples: unknown[] = [
  ...new Set([
    ...userTypes,
    ...roles,
    ...languages,
    ...units,
    ...genders,
    ...activityTypes,
    ...visibilities,
  ]),
  '',
  'km',
  'other',
  null,
  undefined,
  0,
  1,
  true,
  false,
  [],
  ['event-1'],
  [1],
  [null],
  [ref],
  [{ _id: 'f-1', sender: 'user-1' }],
  [{ ...ref, receiver: 2 }],
  [ref, 'f-2'],
  {},
  ref,
];

const acceptedBySchema = (value: unknown) => profileSchema.safeParse(value).success;

describe('isProfile (the stored profile checked without zod)', () => {
  it('accepts a profile the schema accepts, with or without fields beyond it', () => {
    expect(isProfile(profile)).toBe(true);
    expect(isProfile({ ...profile, legacyField: 1 })).toBe(true);
    expect(acceptedBySchema({ ...profile, legacyField: 1 })).toBe(true);
  });

  it('refuses what is not an object', () => {
    for (const value of [null, undefined, 'profile', 1, [], [profile]]) {
      expect(isProfile(value)).toBe(false);
      expect(acceptedBySchema(value)).toBe(false);
    }
  });

  it('checks the same fields as profileSchema', () => {
    const missing = Object.keys(profileSchema.shape).filter((key) => {
      const { [key as keyof Profile]: _, ...rest } = profile;
      return isProfile(rest);
    });
    expect(missing).toEqual([]);
  });

  it.each(Object.keys(profileSchema.shape))(
    'agrees with profileSchema on every value of %s',
    (key) => {
      const disagreements = samples.filter((value) => {
        const candidate = { ...profile, [key]: value };
        return isProfile(candidate) !== acceptedBySchema(candidate);
      });
      expect(disagreements).toEqual([]);
    },
  );
});
