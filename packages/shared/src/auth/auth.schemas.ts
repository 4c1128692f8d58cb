import { z } from 'zod';
import { profileSchema } from '../profile/profile.schemas';
import { passwordField } from '../users/password';
import { countryField, emailField, nameField, userTypeField } from '../users/users.schemas';
import { APP_RETURN_PATH } from './return-path';

/** POST /api/users/auth/register */
export const registerBodySchema = z.strictObject({
  email: emailField(),
  password: passwordField(),
  firstName: nameField('FIRST_NAME_REQUIRED'),
  lastName: nameField('LAST_NAME_REQUIRED'),
  userType: userTypeField,
  country: countryField,
});
export type RegisterBody = z.infer<typeof registerBodySchema>;

/** POST /api/users/auth/login; keepLoggedIn gives a 100-day session instead of 12 hours. */
export const loginBodySchema = z.strictObject({
  email: emailField(),
  password: z.string({ error: 'PASSWORD_REQUIRED' }).trim().min(1, { error: 'PASSWORD_REQUIRED' }),
  keepLoggedIn: z.boolean().default(true),
});
export type LoginBody = z.input<typeof loginBodySchema>;

export const loginResponseSchema = z.object({
  token: z.string(),
  expiresAt: z.string().describe('ISO date when the session ends'),
  user: profileSchema,
});
export type LoginResponse = z.infer<typeof loginResponseSchema>;

export const registerResponseSchema = z.object({ user: profileSchema });

/** A one-time token from an email link. */
const linkToken = z.string({ error: 'REQUIRED' }).trim().min(1, { error: 'REQUIRED' }).max(200);

/** POST /api/users/auth/verify */
export const verifyBodySchema = z.strictObject({ id: linkToken });

/**
 * The answer of POST /api/users/auth/verify: the spec's success message and, for an active
 * account, the session login would answer (docs/decisions/080), so the confirming device is
 * signed in. A deactivated account gets the message alone.
 */
export const verifyResponseSchema = z.union([
  loginResponseSchema.extend({ msg: z.literal('EMAIL_VERIFIED') }),
  z.object({ msg: z.literal('EMAIL_VERIFIED') }),
]);
export type VerifyResponse = z.infer<typeof verifyResponseSchema>;

/** POST /api/users/auth/forgot */
export const forgotBodySchema = z.strictObject({ email: emailField() });

/** POST /api/users/auth/reset */
export const resetBodySchema = z.strictObject({ id: linkToken, password: passwordField() });

/** POST /api/profile/changePassword */
export const changePasswordBodySchema = z.strictObject({
  oldPassword: z
    .string({ error: 'OLD_PASSWORD_REQUIRED' })
    .trim()
    .min(1, { error: 'OLD_PASSWORD_REQUIRED' }),
  newPassword: passwordField(),
});
export type ChangePasswordBody = z.infer<typeof changePasswordBodySchema>;

/** Session lengths (rule 4). */
export const SESSION_KEEP_DAYS = 100;
export const SESSION_SHORT_HOURS = 12;
/** Lockout (rule 3). */
export const LOCKOUT_ATTEMPTS = 5;
export const LOCKOUT_MINUTES = 5;

/**
 * GET /api/users/auth/oidc/start's query (decision 090): the keep-me-logged-in choice of the
 * login page, and the app path to open afterwards (a path of the app only, `/newsfeed`).
 */
export const companySignInStartQuerySchema = z.object({
  keepLoggedIn: z.enum(['true', 'false']).default('true'),
  returnTo: z.string().max(200).regex(APP_RETURN_PATH, { error: 'INVALID' }).optional(),
});

/** POST /api/users/auth/oidc/session: the one-time code the provider's return handed to the app. */
export const companySessionBodySchema = z.strictObject({
  code: z.string({ error: 'REQUIRED' }).trim().min(1, { error: 'REQUIRED' }).max(200),
});

/** The session of a company sign-in, as a password sign-in answers it, and where to go next. */
export const companySessionResponseSchema = loginResponseSchema.extend({
  keepLoggedIn: z
    .boolean()
    .describe('The choice made on the login page before leaving for the provider'),
  returnTo: z.string().nullable().describe('The app path to open; null: the home page'),
});
export type CompanySessionResponse = z.infer<typeof companySessionResponseSchema>;
