import { z } from 'zod';
import { COMPANY_MAX, roles, userTypes } from '../users/users.constants';
import { countryField, nameField, profileEnums, userTypeField } from '../users/users.schemas';

/** A friendship as the profile lists it: who asked whom. */
export const friendshipRefSchema = z.object({
  _id: z.string(),
  sender: z.string(),
  receiver: z.string(),
});

/** The signed-in user's own profile (participant spec §3). */
export const profileSchema = z.object({
  _id: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  displayName: z.string(),
  userType: z.enum(userTypes).nullable(),
  country: z.string(),
  role: z.enum(roles),
  avatar: z.string().nullable().describe('URL of the re-encoded avatar, or null'),
  language: profileEnums.language,
  unit: profileEnums.unit,
  gender: profileEnums.gender.nullable(),
  company: z.string().nullable(),
  activityType: profileEnums.activityType,
  activityShare: profileEnums.visibility,
  activityViewPhotoAndComment: profileEnums.visibility,
  acceptFriendship: z.boolean(),
  teamId: z.string().nullable(),
  firstTimeLogin: z.boolean(),
  events: z.array(z.string()).describe('Ids of the events the user has joined'),
  friends: z.array(friendshipRefSchema),
  waitingAcceptFriends: z.array(friendshipRefSchema),
  sendingRequestFriends: z.array(friendshipRefSchema),
});
export type Profile = z.infer<typeof profileSchema>;

/**
 * Fields a user may change on their profile. Read-only fields (email, role, avatar, team,
 * lists) are not accepted here: avatar and team have calls of their own.
 */
export const updateProfileBodySchema = z.strictObject({
  firstName: nameField('FIRST_NAME_REQUIRED').optional(),
  lastName: nameField('LAST_NAME_REQUIRED').optional(),
  displayName: nameField('DISPLAY_NAME_REQUIRED').optional(),
  gender: profileEnums.gender.nullable().optional(),
  company: z.string().trim().max(COMPANY_MAX, { error: 'TOO_LONG' }).nullable().optional(),
  country: countryField.optional(),
  userType: userTypeField.optional(),
  language: profileEnums.language.optional(),
  unit: profileEnums.unit.optional(),
  activityType: profileEnums.activityType.optional(),
  activityShare: profileEnums.visibility.optional(),
  activityViewPhotoAndComment: profileEnums.visibility.optional(),
  acceptFriendship: z.boolean().optional(),
});
export type UpdateProfileBody = z.infer<typeof updateProfileBodySchema>;

/**
 * The settings the profile saves the moment they change (docs/decisions/080): a PATCH that
 * carries only these leaves the first login open, so the profile step still asks the rest.
 */
export const instantProfileFields = ['language', 'unit'] as const;
export type InstantProfileField = (typeof instantProfileFields)[number];

/** Avatar files the profile accepts (participant spec §5). */
export const avatarMimeTypes = ['image/png', 'image/jpeg'] as const;
export const avatarExtensions = ['png', 'jpg', 'jpeg'] as const;
/** Largest avatar upload in bytes. */
export const AVATAR_MAX_BYTES = 5 * 1024 * 1024;
