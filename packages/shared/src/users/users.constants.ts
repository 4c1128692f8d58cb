/** User types chosen at registration (participant spec §3). */
export const userTypes = ['Customer', 'Family', 'Supplier', 'Staff'] as const;
export type UserType = (typeof userTypes)[number];

/** Whether a stored value is one of the user types. */
export function isUserType(value: string | null | undefined): value is UserType {
  return (userTypes as readonly string[]).includes(value ?? '');
}

/** Roles: participants and administrators. */
export const roles = ['user', 'admin'] as const;
export type Role = (typeof roles)[number];

/**
 * The display name the API sends for a hidden user (users.public.ts); here, without zod,
 * for the newsfeed's first paint (issue 13).
 */
export const ANONYMOUS_NAME = 'anonymous';

/** Profile languages; the UI uses the lower-case form. */
export const languages = ['DE', 'EN'] as const;
export type Language = (typeof languages)[number];

export const units = ['KM', 'MILE'] as const;
export type Unit = (typeof units)[number];

export const genders = ['female', 'male', 'non-binary'] as const;
export type Gender = (typeof genders)[number];

export const activityTypes = ['Running', 'Walking', 'Hiking'] as const;
export type ActivityType = (typeof activityTypes)[number];

/** Who may see my activities, and who may see their photos and comments (rules 16-17). */
export const visibilities = ['Public', 'Friends', 'Private'] as const;
export type Visibility = (typeof visibilities)[number];

/** Profile defaults of participant spec §9 and admin spec §1 (profiles default to EN). */
export const profileDefaults = {
  language: 'EN',
  unit: 'KM',
  activityType: 'Running',
  activityShare: 'Public',
  activityViewPhotoAndComment: 'Friends',
  acceptFriendship: true,
  country: 'DE',
} as const satisfies {
  language: Language;
  unit: Unit;
  activityType: ActivityType;
  activityShare: Visibility;
  activityViewPhotoAndComment: Visibility;
  acceptFriendship: boolean;
  country: string;
};

/**
 * Upper bounds of a person's names and e-mail address, the same in registration, profile and
 * the admin forms (decision 056; admin spec §5's 30 would lock administrators out of accounts
 * registration accepts).
 */
export const NAME_MAX = 100;
export const EMAIL_MAX = 254;
export const COMPANY_MAX = 100;
