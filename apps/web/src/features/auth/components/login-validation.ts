import { type LoginForm, loginFormSchema } from '@cc/shared/auth/auth.forms';
import type { z } from 'zod';

/** What a valid login form sends: trimmed, the email in lower case. */
export type LoginData = z.output<typeof loginFormSchema>;

/** The outcome of one check: the parsed values when valid, else one code per failing field. */
export interface LoginCheck {
  data?: LoginData;
  errors: Partial<Record<keyof LoginForm, string>>;
}

/**
 * Checks the login form with the shared schema. Its own chunk, loaded on the first check
 * (use-login-fields.ts), so the login page paints without zod (issue 13). Each field reports
 * its first problem, as the form libraries' resolvers do.
 */
export function validateLogin(values: LoginForm): LoginCheck {
  const result = loginFormSchema.safeParse(values);
  if (result.success) return { data: result.data, errors: {} };
  const errors: LoginCheck['errors'] = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as keyof LoginForm | undefined;
    if (field && !errors[field]) errors[field] = issue.message;
  }
  return { errors };
}
