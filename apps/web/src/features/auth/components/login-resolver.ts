import { loginFormSchema } from '@cc/shared/auth/auth.forms';
import { zodResolver } from '@hookform/resolvers/zod';

/** The login form's validation: its own chunk, loaded on the first check (login-form.tsx). */
export const loginResolver = zodResolver(loginFormSchema);
