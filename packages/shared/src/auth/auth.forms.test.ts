import { describe, expect, it } from 'vitest';
import { changePasswordFormSchema, registerFormSchema } from './auth.forms';

const messagesOf = (result: {
  error?: { issues: Array<{ path: PropertyKey[]; message: string }> };
}) => Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

describe('registerFormSchema', () => {
  it('reports a password mismatch while other fields are still empty', () => {
    const result = registerFormSchema.safeParse({
      email: '',
      password: 'abcde',
      passwordConfirmation: 'abcdf',
    });
    expect(messagesOf(result)).toMatchObject({
      email: 'EMAIL_REQUIRED',
      passwordConfirmation: 'PASSWORD_MISMATCH',
    });
  });

  it('accepts a complete form with matching trimmed passwords', () => {
    const result = registerFormSchema.safeParse({
      email: ' Anna@Example.com ',
      firstName: 'Anna',
      lastName: 'Schmidt',
      country: 'DE',
      userType: 'Staff',
      password: ' run42 ',
      passwordConfirmation: 'run42',
      terms: true,
    });
    expect(result.success).toBe(true);
    expect(result.data?.email).toBe('anna@example.com');
  });
});

describe('changePasswordFormSchema', () => {
  it('reports a mismatch even without the current password', () => {
    const result = changePasswordFormSchema.safeParse({
      oldPassword: '',
      newPassword: 'abcde',
      passwordConfirmation: 'x',
    });
    expect(messagesOf(result)).toMatchObject({
      oldPassword: 'OLD_PASSWORD_REQUIRED',
      passwordConfirmation: 'PASSWORD_MISMATCH',
    });
  });
});
