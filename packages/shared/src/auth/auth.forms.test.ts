import { describe, expect, it } from 'vitest';
import { changePasswordFormSchema, registerFormSchema, resetFormSchema } from './auth.forms';

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
  it('reports a mismatch even without the current password, with the text of the password forms', () => {
    const result = changePasswordFormSchema.safeParse({
      oldPassword: '',
      newPassword: 'abcde',
      passwordConfirmation: 'x',
    });
    // Participant spec §5: register says "do not match", reset and change "does not match".
    expect(messagesOf(result)).toMatchObject({
      oldPassword: 'OLD_PASSWORD_REQUIRED',
      passwordConfirmation: 'PASSWORD_CONFIRMATION_MISMATCH',
    });
  });
});

describe('resetFormSchema', () => {
  it('reports a mismatch with the text of the password forms', () => {
    const result = resetFormSchema.safeParse({ password: 'abcde', passwordConfirmation: 'abcdf' });
    expect(messagesOf(result)).toEqual({ passwordConfirmation: 'PASSWORD_CONFIRMATION_MISMATCH' });
  });
});
