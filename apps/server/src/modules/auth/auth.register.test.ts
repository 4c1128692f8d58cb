import { SESSION_KEEP_DAYS } from '@cc/shared/auth/auth.schemas';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailTokens, users } from '../../db/schema';
import { verifyPassword } from '../../platform/passwords';
import { reloadUser } from '../../test/stored';
import { createTestApp, type TestApp } from '../../test/test-app';
import {
  expectAbout,
  expectError,
  mailsTo,
  post,
  registerViaApi,
  registration,
  sessionsOf,
  sha256,
  tokenFromMail,
  tokensOf,
  uniqueEmail,
  userByEmail,
} from './auth.test-support';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('POST /api/users/auth/register', () => {
  it('creates an unverified participant with the profile defaults and answers the profile only', async () => {
    const email = uniqueEmail('New.Person');
    const res = await post(t, 'register', registration(`  ${email.toUpperCase()} `));

    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(Object.keys(body)).toEqual(['user']);
    // The profile defaults of participant spec §9 written out, not imported from
    // profileDefaults: a changed constant fails here.
    expect(body.user).toMatchObject({
      email: email.toLowerCase(),
      firstName: 'Erika',
      lastName: 'Mustermann',
      displayName: 'Erika Mustermann',
      userType: 'Staff',
      country: 'DE',
      role: 'user',
      language: 'EN',
      unit: 'KM',
      activityType: 'Running',
      activityShare: 'Public',
      activityViewPhotoAndComment: 'Friends',
      acceptFriendship: true,
      firstTimeLogin: true,
      avatar: null,
      teamId: null,
      events: [],
    });

    const row = await reloadUser(t.db, body.user._id);
    expect(row).toMatchObject({
      email: email.toLowerCase(),
      verifiedAt: null,
      status: true,
      firstTimeLogin: true,
      failedLoginCount: 0,
      searchText: `erika mustermann erika mustermann ${email.toLowerCase()}`,
    });
    expect(row!.passwordHash).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword(row!.passwordHash, 'secret1')).toBe(true);
  });

  it('mails an English verification link valid for 24 hours, storing only its hash', async () => {
    const email = uniqueEmail();
    const res = await post(t, 'register', registration(email));
    const mail = await t.smtp.lastMailTo(email);

    expect(mail.subject).toBe('Charity Challenge: please confirm your email address');
    expect(mail.text).toContain('24 hours');
    expect(mail.text).toMatch(/http:\/\/app\.test\/#\/registrationConfirm\/[A-Za-z0-9_-]{43}\n/);
    expect(mail.html).toContain('http://app.test/#/registrationConfirm/');

    const token = await tokenFromMail(t, email, '/registrationConfirm/');
    const [stored] = await tokensOf(t.db, res.json().user._id, 'verify');
    expect(stored).toMatchObject({ tokenHash: sha256(token), usedAt: null });
    expectAbout(stored!.expiresAt, Date.now() + 24 * 3_600_000);
  });

  it('puts none of the registered names into the verification mail', async () => {
    // Names come from whoever registers, and the mail goes to an address nobody has proved:
    // no free text from the sender reaches that mailbox.
    const email = uniqueEmail();
    const lure = 'Win a prize at http://prize.example';
    await post(t, 'register', registration(email, { firstName: lure, lastName: lure }));
    const mail = await t.smtp.lastMailTo(email);
    expect(mail.text).not.toContain('prize');
    expect(mail.html).not.toContain('prize');
    expect(mail.text.split('\n')[0]).toBe('Hello,');
  });

  it('takes the profile and mail language from Accept-Language: de', async () => {
    const email = uniqueEmail();
    const res = await post(t, 'register', registration(email), {
      'accept-language': 'de-DE,de;q=0.9',
    });

    expect(res.statusCode).toBe(201);
    expect(res.json().user.language).toBe('DE');
    expect((await userByEmail(t.db, email))!.language).toBe('DE');
    const mail = await t.smtp.lastMailTo(email);
    expect(mail.subject).toBe('Charity Challenge: Bitte bestätigen Sie Ihre E-Mail-Adresse');
    expect(mail.text).toContain('24 Stunden');
  });

  it('keeps English for Accept-Language en', async () => {
    const res = await post(t, 'register', registration(uniqueEmail()), {
      'accept-language': 'en-GB',
    });
    expect(res.json().user.language).toBe('EN');
  });

  it('refuses an address that is already registered, whatever its case', async () => {
    const email = uniqueEmail();
    expect((await post(t, 'register', registration(email))).statusCode).toBe(201);

    const res = await post(
      t,
      'register',
      registration(email.toUpperCase(), { firstName: 'Other' }),
    );

    expectError(res, 409, 'EMAIL_ALREADY_EXISTS');
    expect((await userByEmail(t.db, email))!.firstName).toBe('Erika');
    expect(mailsTo(t, email)).toHaveLength(1);
  });

  it('lets only one of two simultaneous registrations of an address win', async () => {
    const email = uniqueEmail();
    const answers = await Promise.all([
      post(t, 'register', registration(email)),
      post(t, 'register', registration(email)),
    ]);

    expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect(answers.find((r) => r.statusCode === 409)!.json()).toEqual({
      errors: { msg: 'EMAIL_ALREADY_EXISTS' },
    });
  });

  it('rejects an unknown field', async () => {
    const res = await post(t, 'register', registration(uniqueEmail(), { role: 'admin' }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      errors: { msg: 'VALIDATION_FAILED', fields: { role: ['UNKNOWN_FIELD'] } },
    });
  });

  it('rejects a malformed email', async () => {
    const res = await post(t, 'register', registration('not-an-email'));
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.fields).toEqual({ email: ['EMAIL_INVALID'] });
  });

  it.each([
    ['contains a space', 'sec ret'],
    ['has 4 characters', 'abcd'],
    ['has 21 characters', 'a'.repeat(21)],
  ])('rejects a password that %s', async (_, password) => {
    const email = uniqueEmail();
    const res = await post(t, 'register', registration(email, { password }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      errors: { msg: 'VALIDATION_FAILED', fields: { password: ['PASSWORD_INVALID'] } },
    });
    expect(await userByEmail(t.db, email)).toBeUndefined();
  });

  it.each([
    ['5 characters', 'abcde'],
    ['20 characters', 'a'.repeat(20)],
    ['digits only', '12345'],
  ])('accepts a password of %s', async (_, password) => {
    const res = await post(t, 'register', registration(uniqueEmail(), { password }));
    expect(res.statusCode).toBe(201);
  });

  it('trims the password before hashing it', async () => {
    const email = uniqueEmail();
    expect(
      (await post(t, 'register', registration(email, { password: '  secret9 ' }))).statusCode,
    ).toBe(201);
    const row = await userByEmail(t.db, email);
    expect(await verifyPassword(row!.passwordHash, 'secret9')).toBe(true);
    expect(await verifyPassword(row!.passwordHash, '  secret9 ')).toBe(false);
  });

  it('reports every missing field', async () => {
    const res = await post(t, 'register', {});
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.fields).toEqual({
      email: ['EMAIL_REQUIRED'],
      password: ['PASSWORD_REQUIRED'],
      firstName: ['FIRST_NAME_REQUIRED'],
      lastName: ['LAST_NAME_REQUIRED'],
      userType: ['USER_TYPE_REQUIRED'],
      country: ['COUNTRY_REQUIRED'],
    });
  });
});

describe('POST /api/users/auth/verify', () => {
  it('verifies the address with the link from the mail, once', async () => {
    const { id, token } = await registerViaApi(t);

    const first = await post(t, 'verify', { id: token });
    expect(first.statusCode).toBe(200);
    expect(first.json().msg).toBe('EMAIL_VERIFIED');
    expect((await reloadUser(t.db, id))!.verifiedAt).toBeInstanceOf(Date);
    expect((await tokensOf(t.db, id, 'verify'))[0]!.usedAt).toBeInstanceOf(Date);

    expectError(await post(t, 'verify', { id: token }), 404, 'NOT_FOUND_OR_ALREADY_VERIFIED');
    expect(await sessionsOf(t.db, id)).toHaveLength(1);
  });

  it('signs the confirming device in, answering the session as login does', async () => {
    const { id, email, token } = await registerViaApi(t);

    const res = await post(t, 'verify', { id: token });

    const body = res.json();
    expect(Object.keys(body).sort()).toEqual(['expiresAt', 'msg', 'token', 'user']);
    expect(body.user).toMatchObject({ _id: id, email, firstTimeLogin: true, language: 'EN' });
    // login's default length: keepLoggedIn
    expectAbout(body.expiresAt, Date.now() + SESSION_KEEP_DAYS * 86_400_000);
    const [stored] = await sessionsOf(t.db, id);
    expect(stored!.tokenHash).toBe(sha256(body.token));
    const profile = await t.app.inject({
      method: 'GET',
      url: '/api/profile',
      headers: { authorization: `Bearer ${body.token}` },
    });
    expect(profile.statusCode).toBe(200);
    expect(profile.json()._id).toBe(id);
  });

  it('answers the same profile fields as login', async () => {
    const { email, token } = await registerViaApi(t);
    const verified = (await post(t, 'verify', { id: token })).json();
    const login = (await post(t, 'login', { email, password: 'secret1' })).json();

    expect(verified.user).toEqual(login.user);
  });

  it('verifies a deactivated account without signing it in', async () => {
    const { id, token } = await registerViaApi(t);
    await t.db.update(users).set({ status: false }).where(eq(users.id, id));

    const res = await post(t, 'verify', { id: token });

    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ msg: 'EMAIL_VERIFIED' });
    expect((await reloadUser(t.db, id))!.verifiedAt).toBeInstanceOf(Date);
    expect(await sessionsOf(t.db, id)).toHaveLength(0);
  });

  it('opens one session when the same link is followed twice at once', async () => {
    const { id, token } = await registerViaApi(t);

    const answers = await Promise.all([
      post(t, 'verify', { id: token }),
      post(t, 'verify', { id: token }),
    ]);

    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 404]);
    expect(await sessionsOf(t.db, id)).toHaveLength(1);
  });

  it('refuses an expired link and leaves the account unverified', async () => {
    const { id, token } = await registerViaApi(t);
    await t.db
      .update(emailTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(emailTokens.tokenHash, sha256(token)));

    expectError(await post(t, 'verify', { id: token }), 404, 'NOT_FOUND_OR_ALREADY_VERIFIED');
    expect((await reloadUser(t.db, id))!.verifiedAt).toBeNull();
  });

  it('refuses an unknown token', async () => {
    expectError(
      await post(t, 'verify', { id: 'x'.repeat(43) }),
      404,
      'NOT_FOUND_OR_ALREADY_VERIFIED',
    );
  });

  it('refuses a reset token used as a verification link', async () => {
    const { id, email } = await registerViaApi(t);
    expect((await post(t, 'forgot', { email })).statusCode).toBe(200);
    const resetToken = await tokenFromMail(t, email, '/resetPassword/');

    expectError(await post(t, 'verify', { id: resetToken }), 404, 'NOT_FOUND_OR_ALREADY_VERIFIED');
    expect((await reloadUser(t.db, id))!.verifiedAt).toBeNull();
  });

  it('makes an older pending link useless once the address is verified', async () => {
    const { id, token: older } = await registerViaApi(t);
    // A second link, as a login after ten minutes would mail it.
    await t.db
      .update(emailTokens)
      .set({ createdAt: new Date(Date.now() - 11 * 60_000) })
      .where(eq(emailTokens.userId, id));
    const { email } = (await reloadUser(t.db, id))!;
    expectError(await post(t, 'login', { email, password: 'secret1' }), 403, 'USER_NOT_VERIFY');
    const newer = await tokenFromMail(t, email, '/registrationConfirm/');
    expect(newer).not.toBe(older);

    expect((await post(t, 'verify', { id: newer })).statusCode).toBe(200);
    expectError(await post(t, 'verify', { id: older }), 404, 'NOT_FOUND_OR_ALREADY_VERIFIED');
  });

  it('requires the id', async () => {
    const res = await post(t, 'verify', {});
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.fields).toEqual({ id: ['REQUIRED'] });
  });
});
