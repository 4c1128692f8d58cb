import {
  AVATAR_MAX_BYTES,
  avatarExtensions,
  avatarMimeTypes,
  type Profile,
  type UpdateProfileBody,
  updateProfileBodySchema,
} from '@cc/shared/profile/profile.schemas';
import { profileDefaults } from '@cc/shared/users/users.constants';
import { userTypeField } from '@cc/shared/users/users.schemas';
import type { z } from 'zod';

/**
 * The profile form: the PATCH body's rules with every field present, names required, and
 * gender and user type allowed to stay unset (they are sent only once chosen).
 */
export const profileFormSchema = updateProfileBodySchema
  .required()
  .extend({ userType: userTypeField.nullable() });

/** Values the profile form edits. */
export type ProfileFormValues = z.input<typeof profileFormSchema>;
/** Values after validation (trimmed, upper-cased country). */
export type ProfileFormOutput = z.output<typeof profileFormSchema>;

/** Fields of the form, for mapping the server's field errors onto it. */
export const profileFormFields = Object.keys(
  profileFormSchema.shape,
) as (keyof ProfileFormValues)[];

/** The form's starting values from a loaded profile. */
export function toProfileFormValues(profile: Profile): ProfileFormValues {
  return {
    firstName: profile.firstName,
    lastName: profile.lastName,
    displayName: profile.displayName,
    gender: profile.gender,
    company: profile.company ?? '',
    country: profile.country || profileDefaults.country,
    userType: profile.userType,
    language: profile.language,
    unit: profile.unit,
    activityType: profile.activityType,
    activityShare: profile.activityShare,
    activityViewPhotoAndComment: profile.activityViewPhotoAndComment,
    acceptFriendship: profile.acceptFriendship,
  };
}

/**
 * The strict PATCH body from validated form values: gender and user type only when set,
 * an empty company as `null`.
 */
export function toUpdateProfileBody(values: ProfileFormOutput): UpdateProfileBody {
  const { gender, userType, company, ...rest } = values;
  return {
    ...rest,
    company: company || null,
    ...(gender ? { gender } : {}),
    ...(userType ? { userType } : {}),
  };
}

/** Why a chosen avatar file is refused before upload, or `null` when it may be sent. */
export type AvatarFileProblem = 'invalidType' | 'tooLarge' | null;

/** Checks a chosen avatar file: PNG or JPEG by extension and type, at most the size limit. */
export function checkAvatarFile(file: File): AvatarFileProblem {
  const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
  const extensionOk = (avatarExtensions as readonly string[]).includes(extension);
  const typeOk = file.type === '' || (avatarMimeTypes as readonly string[]).includes(file.type);
  if (!extensionOk || !typeOk) return 'invalidType';
  if (file.size > AVATAR_MAX_BYTES) return 'tooLarge';
  return null;
}

/** The avatar size limit in whole megabytes, for messages. */
export const AVATAR_MAX_MB = Math.round(AVATAR_MAX_BYTES / (1024 * 1024));

/** What the file picker offers: the avatar's MIME types and extensions. */
export const avatarAccept = [...avatarMimeTypes, ...avatarExtensions.map((e) => `.${e}`)].join(',');
