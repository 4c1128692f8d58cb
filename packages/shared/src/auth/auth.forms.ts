import { z } from 'zod';
import { passwordField } from '../users/password';
import { emailField } from '../users/users.schemas';
import { changePasswordBodySchema, registerBodySchema, resetBodySchema } from './auth.schemas';

/**
 * Form schemas: the request schema plus what only the form has (confirmation, terms).
 * The web forms validate with these, so browser and server agree on every rule.
 */
export const registerFormSchema = registerBodySchema
  .extend({
    passwordConfirmation: passwordConfirmationField(),
    terms: z.literal(true, { error: 'TERMS_REQUIRED' }),
  })
  .refine((v) => v.password === v.passwordConfirmation, {
    path: ['passwordConfirmation'],
    error: 'PASSWORD_MISMATCH',
    when: bothPasswordsGiven('password'),
  });
export type RegisterForm = z.input<typeof registerFormSchema>;

/** Login form: both fields required, email well-formed. */
export const loginFormSchema = z.object({
  email: emailField(),
  password: z.string().trim().min(1, { error: 'PASSWORD_REQUIRED' }),
  keepLoggedIn: z.boolean(),
});
export type LoginForm = z.input<typeof loginFormSchema>;

export const forgotFormSchema = z.object({ email: emailField() });

/**
 * Reset and change answer a mismatch with their own code (the admin spec's label
 * `password_and_confirmation_does_not_match`); every form shows the same text for both codes,
 * "Password and confirmation do not match" (decision 069).
 */
export const resetFormSchema = resetBodySchema
  .omit({ id: true })
  .extend({ passwordConfirmation: passwordConfirmationField() })
  .refine((v) => v.password === v.passwordConfirmation, {
    path: ['passwordConfirmation'],
    error: 'PASSWORD_CONFIRMATION_MISMATCH',
    when: bothPasswordsGiven('password'),
  });

export const changePasswordFormSchema = changePasswordBodySchema
  .extend({ passwordConfirmation: passwordConfirmationField() })
  .refine((v) => v.newPassword === v.passwordConfirmation, {
    path: ['passwordConfirmation'],
    error: 'PASSWORD_CONFIRMATION_MISMATCH',
    when: bothPasswordsGiven('newPassword'),
  });

/**
 * Runs the match check as soon as both password fields hold text, even while other fields
 * are still invalid (zod skips object refinements after any field fails otherwise).
 */
function bothPasswordsGiven(field: 'password' | 'newPassword') {
  return (payload: { value: unknown }) => {
    const v = payload.value as Record<string, unknown>;
    const given = (x: unknown) => typeof x === 'string' && x.trim().length > 0;
    return given(v[field]) && given(v.passwordConfirmation);
  };
}

/** Password confirmation: required, trimmed. */
export function passwordConfirmationField() {
  return z
    .string({ error: 'PASSWORD_CONFIRMATION_REQUIRED' })
    .trim()
    .min(1, { error: 'PASSWORD_CONFIRMATION_REQUIRED' });
}

export { passwordField };
