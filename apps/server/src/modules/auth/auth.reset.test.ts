import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailTokens } from '../../db/schema';
import { buildUser, DEFAULT_PASSWORD, tokenFor } from '../../test/factories';
import { reloadUser } from '../../test/stored';
import { createTestApp, type TestApp } from '../../test/test-app';
import {
  expectAbout,
  expectError,
  mailsTo,
  post,
  registerViaApi,
  sessionsOf,
  sha256,
  tokenFromMail,
  tokensOf,
} from './auth.test-support';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const forgot = (email: string) => post(t, 'forgot', { email });
const resetToken = (email: string) => tokenFromMail(t, email, '/resetPassword/');

describe('POST /api/users/auth/forgot', () => {
  it('mails a reset link valid for 30 minutes, storing only its hash', async () => {
    const user = await buildUser(t.db);

    const res = await forgot(` ${user.email.toUpperCase()} `);

    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ msg: 'RESET_EMAIL_SENT' });
    const mail = await t.smtp.lastMailTo(user.email);
    expect(mail.subject).toBe('Charity Challenge: reset your password');
    expect(mail.text).toContain('30 minutes');
    expect(mail.text).toMatch(/http:\/\/app\.test\/#\/resetPassword\/[A-Za-z0-9_-]{43}\n/);
    const [stored] = await tokensOf(t.db, user.id, 'reset');
    expect(stored).toMatchObject({ tokenHash: sha256(await resetToken(user.email)), usedAt: null });
    expectAbout(stored!.expiresAt, Date.now() + 30 * 60_000);
  });

  it('writes in the language of the profile', async () => {
    const user = await buildUser(t.db, { language: 'DE' });
    await forgot(user.email);
    const mail = await t.smtp.lastMailTo(user.email);
    expect(mail.subject).toBe('Charity Challenge: Passwort zurücksetzen');
    expect(mail.text).toContain('30 Minuten');
  });

  it('answers EMAIL_NOT_FOUND for an unknown address and mails nothing', async () => {
    const before = t.smtp.mails.length;
    expectError(await forgot('nobody@example.com'), 404, 'EMAIL_NOT_FOUND');
    expect(t.smtp.mails).toHaveLength(before);
  });

  it('works while the account is locked', async () => {
    const user = await buildUser(t.db, { lockedUntil: new Date(Date.now() + 5 * 60_000) });
    expect((await forgot(user.email)).statusCode).toBe(200);
    expect(mailsTo(t, user.email)).toHaveLength(1);
  });

  it('refuses a 6th reset mail to one address within an hour', async () => {
    const user = await buildUser(t.db);
    for (let i = 1; i <= 5; i++) expect((await forgot(user.email)).statusCode).toBe(200);

    expectError(await forgot(user.email), 429, 'RATE_LIMITED');

    expect(await tokensOf(t.db, user.id, 'reset')).toHaveLength(5);
    expect(mailsTo(t, user.email)).toHaveLength(5);
  });

  it('allows reset mails again once the earlier ones are an hour old', async () => {
    const user = await buildUser(t.db);
    for (let i = 1; i <= 5; i++) await forgot(user.email);
    await t.db
      .update(emailTokens)
      .set({ createdAt: new Date(Date.now() - 61 * 60_000) })
      .where(eq(emailTokens.userId, user.id));

    expect((await forgot(user.email)).statusCode).toBe(200);
  });

  it('keeps the hourly limit under simultaneous requests', async () => {
    const user = await buildUser(t.db);
    const answers = await Promise.all(Array.from({ length: 7 }, () => forgot(user.email)));
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(5);
    expect(answers.filter((r) => r.statusCode === 429)).toHaveLength(2);
    expect(await tokensOf(t.db, user.id, 'reset')).toHaveLength(5);
  });
});

describe('POST /api/users/auth/reset', () => {
  it('sets the new password, uses the link up and ends every session', async () => {
    const user = await buildUser(t.db);
    const sessionA = await tokenFor(t.db, user.id);
    const sessionB = await tokenFor(t.db, user.id);
    await forgot(user.email);
    const token = await resetToken(user.email);

    const res = await post(t, 'reset', { id: token, password: ' newpass1 ' });

    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ msg: 'PASSWORD_CHANGED' });
    expect(await sessionsOf(t.db, user.id)).toHaveLength(0);
    for (const old of [sessionA, sessionB]) {
      expectError(
        await post(t, 'logout', undefined, { authorization: `Bearer ${old}` }),
        401,
        'UNAUTHORIZED',
      );
    }
    expect((await tokensOf(t.db, user.id, 'reset'))[0]!.usedAt).toBeInstanceOf(Date);
    expectError(
      await post(t, 'login', { email: user.email, password: DEFAULT_PASSWORD }),
      409,
      'WRONG_PASSWORD',
    );
    expect((await post(t, 'login', { email: user.email, password: 'newpass1' })).statusCode).toBe(
      200,
    );
  });

  it('works once', async () => {
    const user = await buildUser(t.db);
    await forgot(user.email);
    const token = await resetToken(user.email);
    expect((await post(t, 'reset', { id: token, password: 'newpass1' })).statusCode).toBe(200);

    expectError(
      await post(t, 'reset', { id: token, password: 'newpass2' }),
      404,
      'RESET_LINK_INVALID',
    );
    expect((await post(t, 'login', { email: user.email, password: 'newpass1' })).statusCode).toBe(
      200,
    );
  });

  it('refuses an expired link and keeps the password', async () => {
    const user = await buildUser(t.db);
    await forgot(user.email);
    const token = await resetToken(user.email);
    await t.db
      .update(emailTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(emailTokens.tokenHash, sha256(token)));

    expectError(
      await post(t, 'reset', { id: token, password: 'newpass1' }),
      404,
      'RESET_LINK_INVALID',
    );
    expect(
      (await post(t, 'login', { email: user.email, password: DEFAULT_PASSWORD })).statusCode,
    ).toBe(200);
  });

  it('refuses an unknown link and a verification link', async () => {
    expectError(
      await post(t, 'reset', { id: 'y'.repeat(43), password: 'newpass1' }),
      404,
      'RESET_LINK_INVALID',
    );
    const { token } = await registerViaApi(t);
    expectError(
      await post(t, 'reset', { id: token, password: 'newpass1' }),
      404,
      'RESET_LINK_INVALID',
    );
  });

  it('makes older reset links useless once one has been used', async () => {
    const user = await buildUser(t.db);
    await forgot(user.email);
    const older = await resetToken(user.email);
    await forgot(user.email);
    const newer = await resetToken(user.email);

    expect((await post(t, 'reset', { id: newer, password: 'newpass1' })).statusCode).toBe(200);
    expectError(
      await post(t, 'reset', { id: older, password: 'newpass2' }),
      404,
      'RESET_LINK_INVALID',
    );
  });

  it('makes older reset links useless as soon as a newer one is issued', async () => {
    const user = await buildUser(t.db);
    await forgot(user.email);
    const older = await resetToken(user.email);
    await forgot(user.email);
    const newer = await resetToken(user.email);

    expectError(
      await post(t, 'reset', { id: older, password: 'newpass2' }),
      404,
      'RESET_LINK_INVALID',
    );
    expect((await post(t, 'reset', { id: newer, password: 'newpass1' })).statusCode).toBe(200);
  });

  it('greets an unverified account without the name it registered with', async () => {
    const name = 'Win a prize at http://prize.example';
    const user = await buildUser(t.db, { firstName: name, verifiedAt: null });
    await forgot(user.email);
    const mail = await t.smtp.lastMailTo(user.email);
    expect(mail.text).not.toContain('prize');
    expect(mail.html).not.toContain('prize');
    expect(mail.text.split('\n')[0]).toBe('Hello,');
  });

  it('greets a verified account by its first name', async () => {
    const user = await buildUser(t.db, { firstName: 'Anna' });
    await forgot(user.email);
    expect((await t.smtp.lastMailTo(user.email)).text.split('\n')[0]).toBe('Hello Anna,');
  });

  it('clears a lockout', async () => {
    const user = await buildUser(t.db, {
      failedLoginCount: 0,
      lockedUntil: new Date(Date.now() + 5 * 60_000),
    });
    await forgot(user.email);
    await post(t, 'reset', { id: await resetToken(user.email), password: 'newpass1' });

    expect(await reloadUser(t.db, user.id)).toMatchObject({
      failedLoginCount: 0,
      lockedUntil: null,
    });
    expect((await post(t, 'login', { email: user.email, password: 'newpass1' })).statusCode).toBe(
      200,
    );
  });

  it('counts the address as verified, since the link proved it', async () => {
    const { id, email } = await registerViaApi(t);
    await forgot(email);
    await post(t, 'reset', { id: await resetToken(email), password: 'newpass1' });

    expect((await reloadUser(t.db, id))!.verifiedAt).toBeInstanceOf(Date);
    expect((await post(t, 'login', { email, password: 'newpass1' })).statusCode).toBe(200);
  });

  it('checks the new password with the shared rule', async () => {
    const user = await buildUser(t.db);
    await forgot(user.email);
    const res = await post(t, 'reset', { id: await resetToken(user.email), password: 'a b c d e' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      errors: { msg: 'VALIDATION_FAILED', fields: { password: ['PASSWORD_INVALID'] } },
    });
    expect((await tokensOf(t.db, user.id, 'reset'))[0]!.usedAt).toBeNull();
  });
});
