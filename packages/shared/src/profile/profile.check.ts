import {
  activityTypes,
  genders,
  languages,
  roles,
  units,
  userTypes,
  visibilities,
} from '../users/users.constants';
import type { Profile } from './profile.schemas';

/*
 * `profileSchema` written out without zod, for the web app's persisted-state restore: a
 * signed-in start puts the stored profile back before its first render, and zod (24 kB gzip)
 * would have to load before that paint (issue 13, decision 046). `profile.check.test.ts`
 * holds it to exactly what `profileSchema` accepts; the schema stays the rule.
 */

type Check = (value: unknown) => boolean;

const isString: Check = (value) => typeof value === 'string';
const isBoolean: Check = (value) => typeof value === 'boolean';
const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const oneOf =
  (values: readonly string[]): Check =>
  (value) =>
    typeof value === 'string' && values.includes(value);
const orNull =
  (check: Check): Check =>
  (value) =>
    value === null || check(value);
const listOf =
  (check: Check): Check =>
  (value) =>
    Array.isArray(value) && value.every(check);
const shapeOf =
  (checks: Record<string, Check>): Check =>
  (value) =>
    isRecord(value) && Object.entries(checks).every(([key, check]) => check(value[key]));

const isFriendshipRef = shapeOf({ _id: isString, sender: isString, receiver: isString });

/** One check per field of `profileSchema`: a field added or dropped there fails to compile. */
const profileChecks: Record<keyof Profile, Check> = {
  _id: isString,
  email: isString,
  firstName: isString,
  lastName: isString,
  displayName: isString,
  userType: orNull(oneOf(userTypes)),
  country: isString,
  role: oneOf(roles),
  avatar: orNull(isString),
  language: oneOf(languages),
  unit: oneOf(units),
  gender: orNull(oneOf(genders)),
  company: orNull(isString),
  activityType: oneOf(activityTypes),
  activityShare: oneOf(visibilities),
  activityViewPhotoAndComment: oneOf(visibilities),
  acceptFriendship: isBoolean,
  teamId: orNull(isString),
  firstTimeLogin: isBoolean,
  events: listOf(isString),
  friends: listOf(isFriendshipRef),
  waitingAcceptFriends: listOf(isFriendshipRef),
  sendingRequestFriends: listOf(isFriendshipRef),
};

const hasProfileShape = shapeOf(profileChecks);

/** Whether a value is a profile as `profileSchema` accepts it (fields beyond it are allowed). */
export function isProfile(value: unknown): value is Profile {
  return hasProfileShape(value);
}
