import { z } from 'zod';
import { pagedSchema, pageQuerySchema } from '../common/paging';
import { isCountryCode } from './countries';
import { passwordField } from './password';
import {
  activityTypes,
  COMPANY_MAX,
  EMAIL_MAX,
  genders,
  languages,
  NAME_MAX,
  roles,
  units,
  userTypes,
  visibilities,
} from './users.constants';

/**
 * An email: trimmed, lower-cased, required, well-formed and at most EMAIL_MAX characters,
 * the same limit in every form and request (decision 056).
 */
export function emailField() {
  return (
    z
      .string({ error: 'EMAIL_REQUIRED' })
      .trim()
      .toLowerCase()
      .min(1, { error: 'EMAIL_REQUIRED' })
      .max(EMAIL_MAX, { error: 'TOO_LONG' })
      // An empty value already reports EMAIL_REQUIRED; one code per problem.
      .refine((v) => v.length === 0 || z.regexes.email.test(v), { error: 'EMAIL_INVALID' })
  );
}

/**
 * A required trimmed name of at most NAME_MAX characters, the same limit in registration,
 * profile and the admin forms (decision 056).
 */
export function nameField(requiredCode: string) {
  return z
    .string({ error: requiredCode })
    .trim()
    .min(1, { error: requiredCode })
    .max(NAME_MAX, { error: 'TOO_LONG' });
}

export const countryField = z
  .string({ error: 'COUNTRY_REQUIRED' })
  .trim()
  .toUpperCase()
  .refine(isCountryCode, { error: 'COUNTRY_REQUIRED' });

export const userTypeField = z.enum(userTypes, { error: 'USER_TYPE_REQUIRED' });
export const roleField = z.enum(roles, { error: 'ROLE_REQUIRED' });

/** A user as administrators see it in the users table. */
export const adminUserSchema = z.object({
  _id: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  displayName: z.string(),
  country: z.string(),
  userType: z.enum(userTypes).nullable(),
  role: z.enum(roles),
  status: z.boolean().describe('Active flag: false means deactivated'),
  verified: z.boolean(),
  company: z.string().nullable(),
  teamName: z.string().nullable(),
  createdAt: z.string(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

export const adminUserPageSchema = pagedSchema(adminUserSchema);

/** Page size of GET /api/users when the caller names none (participant spec §9: users 50). */
export const USERS_PAGE_LIMIT = 50;

/** Sort direction of a users list: 1 A to Z, -1 Z to A. */
export const usersOrderSchema = z.coerce
  .number()
  .int()
  .pipe(z.union([z.literal(1), z.literal(-1)]));

/** Users list query: free text over `fields`, paged, sorted (50 a page by default). */
export const listUsersQuerySchema = pageQuerySchema.extend({
  limit: pageQuerySchema.shape.limit.unwrap().default(USERS_PAGE_LIMIT),
  filter: z.string().trim().max(100).optional().describe('Text searched in `fields`'),
  fields: z
    .string()
    .optional()
    .describe('Comma-separated fields to search: firstName, lastName, displayName, email'),
  sort: z.enum(['displayName', 'firstName', 'lastName', 'email', 'createdAt']).optional(),
  order: usersOrderSchema.optional(),
});
export type ListUsersQuery = z.infer<typeof listUsersQuerySchema>;

const adminUserFields = {
  firstName: nameField('FIRST_NAME_REQUIRED'),
  lastName: nameField('LAST_NAME_REQUIRED'),
  email: emailField(),
  country: countryField,
  userType: userTypeField,
  role: roleField,
  status: z.boolean().optional(),
  company: z.string().trim().max(COMPANY_MAX, { error: 'TOO_LONG' }).nullable().optional(),
};

/** Admin creates a user (admin spec §5): verified and active unless `status` says otherwise. */
export const createUserBodySchema = z.strictObject({
  ...adminUserFields,
  password: passwordField(),
});
export type CreateUserBody = z.infer<typeof createUserBodySchema>;

/** Admin updates a user; every field optional, password only when it changes. */
export const updateUserBodySchema = z.strictObject({
  _id: z.string().optional().describe('Ignored; the path names the user'),
  firstName: adminUserFields.firstName.optional(),
  lastName: adminUserFields.lastName.optional(),
  email: adminUserFields.email.optional(),
  country: countryField.optional(),
  userType: userTypeField.optional(),
  role: roleField.optional(),
  status: z.boolean().optional(),
  company: adminUserFields.company,
  password: passwordField().optional(),
});
export type UpdateUserBody = z.infer<typeof updateUserBodySchema>;

/** Enumerations reused by the profile schema. */
export const profileEnums = {
  language: z.enum(languages, { error: 'INVALID' }),
  unit: z.enum(units, { error: 'INVALID' }),
  gender: z.enum(genders, { error: 'INVALID' }),
  activityType: z.enum(activityTypes, { error: 'INVALID' }),
  visibility: z.enum(visibilities, { error: 'INVALID' }),
};

/** One event a user joined, on the admin user detail: their totals and rank there. */
export const adminUserEventSchema = z.object({
  eventId: z.string(),
  name: z.string(),
  startDate: z.string().describe('YYYY-MM-DD'),
  endDate: z.string().describe('YYYY-MM-DD'),
  status: z.number().int().describe('1 visible to participants, 0 hidden'),
  distanceKm: z.number().describe('Their total, one decimal'),
  distanceMile: z.number(),
  activityCount: z.number().int(),
  rank: z.number().int().describe('Among all participants; equal totals share a rank'),
  participantCount: z.number().int(),
});
export type AdminUserEvent = z.infer<typeof adminUserEventSchema>;

/** One of a user's latest activities, on the admin user detail. */
export const adminUserActivitySchema = z.object({
  _id: z.string(),
  eventId: z.string(),
  eventName: z.string(),
  date: z.string().describe('YYYY-MM-DD'),
  distanceKm: z.number(),
  distanceMile: z.number(),
  createdAt: z.string(),
});
export type AdminUserActivity = z.infer<typeof adminUserActivitySchema>;

/** Most recent activities on the admin user detail. */
export const ADMIN_USER_LAST_ACTIVITIES = 10;

/**
 * GET /api/users/:id/detail (admin, /userDetail): the admin table's fields, the activity
 * type of the profile (activities carry no type of their own), the events joined (end date
 * newest first) and the last ADMIN_USER_LAST_ACTIVITIES activities (newest first).
 */
export const adminUserDetailSchema = adminUserSchema.extend({
  activityType: z.enum(activityTypes),
  events: z.array(adminUserEventSchema),
  lastActivities: z.array(adminUserActivitySchema),
});
export type AdminUserDetail = z.infer<typeof adminUserDetailSchema>;
