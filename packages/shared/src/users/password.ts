import { z } from 'zod';

/**
 * rule 1: 5 to 20 characters after trimming, no whitespace; digits allowed. The rule of every
 * account, kept with the account fields in users/: registration (auth) and the administrators'
 * user forms (users) both use it, and auth builds on users, never the other way.
 */
export const PASSWORD_MIN = 5;
export const PASSWORD_MAX = 20;

/** Whether a (trimmed) password satisfies the shared rule. */
export function isValidPassword(password: string): boolean {
  const p = password.trim();
  return p.length >= PASSWORD_MIN && p.length <= PASSWORD_MAX && !/\s/.test(p);
}

/** Password field: trimmed, then required and checked by the shared rule. */
export function passwordField(requiredCode = 'PASSWORD_REQUIRED') {
  return (
    z
      .string({ error: requiredCode })
      .trim()
      .min(1, { error: requiredCode })
      // An empty value already reports the required code; one code per problem.
      .refine((v) => v.length === 0 || isValidPassword(v), { error: 'PASSWORD_INVALID' })
  );
}
