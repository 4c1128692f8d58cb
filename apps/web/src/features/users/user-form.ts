import { passwordConfirmationField } from '@cc/shared/auth/auth.forms';
import { isValidPassword } from '@cc/shared/users/password';
import { profileDefaults, type Role, type UserType } from '@cc/shared/users/users.constants';
import {
  type AdminUser,
  type CreateUserBody,
  createUserBodySchema,
  type UpdateUserBody,
} from '@cc/shared/users/users.schemas';
import { z } from 'zod';

/** The admin user form's values; user type and role start unset on create. */
export interface UserFormValues {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  passwordConfirmation: string;
  country: string;
  userType: UserType | null;
  role: Role | null;
  company: string;
}

/**
 * What the form's name and address inputs take as an administrator types (admin spec §5: at
 * most 30 characters, further input ignored). A longer value registration allowed (decision
 * 056) is shown whole and saved unchanged: the checks are the shared schema's.
 */
export const TYPED_MAX = 30;

/**
 * Names, email (the limits registration has, decision 056), country, user type, role and
 * company, as the API checks them. Unknown keys are stripped: the password pair is checked by
 * its own schema.
 */
const userFields = createUserBodySchema.omit({ password: true, status: true }).strip();

/** Admin spec §5: password_and_confirmation_does_not_match. */
const mismatch = { path: ['passwordConfirmation'], error: 'PASSWORD_CONFIRMATION_MISMATCH' };

/**
 * The password pair is validated beside the other fields (an intersection), not inside
 * them: an empty name must not hold back the mismatch message.
 */
const newPasswordPair = z
  .object({
    password: createUserBodySchema.shape.password,
    passwordConfirmation: passwordConfirmationField(),
  })
  .refine((v) => v.passwordConfirmation === '' || v.password === v.passwordConfirmation, mismatch);

/**
 * On edit both password fields may stay empty (the password is kept); once a password is
 * typed it must satisfy the shared rule and be confirmed.
 */
const changedPasswordPair = z
  .object({
    password: z
      .string()
      .trim()
      .refine((v) => v === '' || isValidPassword(v), { error: 'PASSWORD_INVALID' }),
    passwordConfirmation: z.string().trim(),
  })
  .refine((v) => v.password === '' || v.passwordConfirmation !== '', {
    path: ['passwordConfirmation'],
    error: 'PASSWORD_CONFIRMATION_REQUIRED',
  })
  .refine((v) => v.passwordConfirmation === '' || v.password === v.passwordConfirmation, mismatch);

/** Create (admin spec §5): password and confirmation required, shared rule, equal. */
export const createUserFormSchema = z.intersection(userFields, newPasswordPair);

/** Edit: as create, but the password may stay empty. */
export const editUserFormSchema = z.intersection(userFields, changedPasswordPair);

export type CreateUserFormOutput = z.output<typeof createUserFormSchema>;
export type EditUserFormOutput = z.output<typeof editUserFormSchema>;

/** Fields of the form, for mapping the server's field errors onto it. */
export const userFormFields = [
  'firstName',
  'lastName',
  'email',
  'password',
  'passwordConfirmation',
  'country',
  'userType',
  'role',
  'company',
] as const satisfies readonly (keyof UserFormValues)[];

/** Starting values of a new user: Germany, participant role, nothing else chosen. */
export const emptyUserFormValues: UserFormValues = {
  firstName: '',
  lastName: '',
  email: '',
  password: '',
  passwordConfirmation: '',
  country: profileDefaults.country,
  userType: null,
  role: 'user',
  company: '',
};

/** Starting values when editing: the user's data, empty password fields. */
export function toUserFormValues(user: AdminUser): UserFormValues {
  return {
    ...emptyUserFormValues,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    country: user.country,
    userType: user.userType,
    role: user.role,
    company: user.company ?? '',
  };
}

/** The strict create body: no confirmation; an empty company is left out. */
export function toCreateUserBody(values: CreateUserFormOutput): CreateUserBody {
  const { passwordConfirmation: _, company, ...body } = values;
  return company ? { ...body, company } : body;
}

/** The strict update body: the password only when a new one was typed; empty company as null. */
export function toUpdateUserBody(values: EditUserFormOutput): UpdateUserBody {
  const { passwordConfirmation: _, password, company, ...body } = values;
  return { ...body, company: company || null, ...(password ? { password } : {}) };
}
