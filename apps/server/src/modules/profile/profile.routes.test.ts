import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../db/ids';
import {
  authHeader,
  buildAdmin,
  buildEvent,
  buildFriendship,
  buildUser,
  joinEvent,
} from '../../test/factories';
import { reloadUser } from '../../test/stored';
import { createTestApp, dayFromToday, type TestApp } from '../../test/test-app';
import { getProfileById } from './profile.service';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /api/profile', () => {
  it('answers the signed-in user their profile without credentials', async () => {
    const user = await buildUser(t.db, { firstName: 'Ana', lastName: 'Lima', company: 'ACME' });
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/profile',
      headers: await authHeader(t.db, user.id),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      _id: user.id,
      email: user.email,
      firstName: 'Ana',
      lastName: 'Lima',
      displayName: 'Ana Lima',
      userType: 'Staff',
      country: 'DE',
      role: 'user',
      avatar: null,
      language: 'EN',
      unit: 'KM',
      gender: null,
      company: 'ACME',
      activityType: 'Running',
      activityShare: 'Public',
      activityViewPhotoAndComment: 'Friends',
      acceptFriendship: true,
      teamId: null,
      firstTimeLogin: false,
      events: [],
      friends: [],
      waitingAcceptFriends: [],
      sendingRequestFriends: [],
    });
    expect(res.body).not.toMatch(/password|argon2/i);
  });

  it('lets administrators load their profile too', async () => {
    const admin = await buildAdmin(t.db);
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/profile',
      headers: await authHeader(t.db, admin.id),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ _id: admin.id, role: 'admin' });
  });

  it('refuses an anonymous caller with 401', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/profile' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ errors: { msg: 'UNAUTHORIZED' } });
  });
});

describe('getProfileById', () => {
  it('lists joined events and splits friendships into friends, received and sent requests', async () => {
    const me = await buildUser(t.db);
    const [a, b, c, d] = await Promise.all([1, 2, 3, 4].map(() => buildUser(t.db)));
    const event1 = await buildEvent(t.db, dayFromToday(t));
    const event2 = await buildEvent(t.db, dayFromToday(t));
    await joinEvent(t.db, event1.id, me.id);
    await joinEvent(t.db, event2.id, me.id);
    await joinEvent(t.db, event1.id, a!.id);
    /** Stores a friendship and answers it as the profile lists it. */
    const friendship = async (
      sender: string,
      receiver: string,
      status: 'accepted' | 'pending',
    ) => ({
      _id: await buildFriendship(t.db, sender, receiver, status),
      sender,
      receiver,
    });
    const mine = await friendship(me.id, a!.id, 'accepted');
    const theirs = await friendship(b!.id, me.id, 'accepted');
    const received = await friendship(c!.id, me.id, 'pending');
    const sent = await friendship(me.id, d!.id, 'pending');
    // Friendships between other people do not show up.
    await buildFriendship(t.db, a!.id, b!.id);

    const profile = await getProfileById(t.db, me.id, t.app.deps.storage);

    expect(profile.events.sort()).toEqual([event1.id, event2.id].sort());
    expect(profile.friends).toEqual([mine, theirs]);
    expect(profile.waitingAcceptFriends).toEqual([received]);
    expect(profile.sendingRequestFriends).toEqual([sent]);
  });

  it('throws NOT_FOUND for an unknown user', async () => {
    await expect(getProfileById(t.db, newId(), t.app.deps.storage)).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
  });
});

describe('PATCH /api/profile', () => {
  it('saves the editable fields, ends the first login and refolds the search text', async () => {
    const user = await buildUser(t.db, { firstTimeLogin: true });
    // Fields stored as sent; the first name is trimmed and the country upper-cased.
    const saved = {
      displayName: 'Der Läufer',
      gender: 'male',
      company: 'Große AG',
      userType: 'Customer',
      language: 'DE',
      unit: 'MILE',
      activityType: 'Hiking',
      activityShare: 'Friends',
      activityViewPhotoAndComment: 'Private',
      acceptFriendship: false,
    };
    const res = await t.app.inject({
      method: 'PATCH',
      url: '/api/profile',
      headers: await authHeader(t.db, user.id),
      payload: { ...saved, firstName: ' Jürgen ', country: 'at' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      ...saved,
      firstName: 'Jürgen',
      lastName: user.lastName,
      country: 'AT',
      firstTimeLogin: false,
    });
    const stored = await reloadUser(t.db, user.id);
    expect(stored?.firstTimeLogin).toBe(false);
    expect(stored?.searchText).toBe(
      `jurgen ${user.lastName.toLowerCase()} der laufer ${user.email}`,
    );
  });

  it.each([
    ['the language', { language: 'DE' }],
    ['the unit', { unit: 'MILE' }],
    ['language and unit', { language: 'DE', unit: 'MILE' }],
  ])('saves %s alone at once and leaves the first login open', async (_label, payload) => {
    const user = await buildUser(t.db, { firstTimeLogin: true, language: 'EN', unit: 'KM' });
    const res = await t.app.inject({
      method: 'PATCH',
      url: '/api/profile',
      headers: await authHeader(t.db, user.id),
      payload,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ ...payload, firstTimeLogin: true });
    expect(await reloadUser(t.db, user.id)).toMatchObject({ ...payload, firstTimeLogin: true });
  });

  it('ends the first login when another field comes with the language', async () => {
    const user = await buildUser(t.db, { firstTimeLogin: true });
    const res = await t.app.inject({
      method: 'PATCH',
      url: '/api/profile',
      headers: await authHeader(t.db, user.id),
      payload: { language: 'DE', displayName: 'Neu' },
    });
    expect(res.json()).toMatchObject({ language: 'DE', displayName: 'Neu', firstTimeLogin: false });
  });

  it('clears the optional gender and company with null', async () => {
    const user = await buildUser(t.db, { gender: 'female', company: 'ACME' });
    const res = await t.app.inject({
      method: 'PATCH',
      url: '/api/profile',
      headers: await authHeader(t.db, user.id),
      payload: { gender: null, company: null },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ gender: null, company: null });
  });

  it.each([
    ['an unknown field', { nickname: 'x' }, 'nickname'],
    ['the read-only email', { email: 'other@example.com' }, 'email'],
    ['the read-only role', { role: 'admin' }, 'role'],
    ['the avatar, which has its own call', { avatar: '/uploads/x.webp' }, 'avatar'],
  ])('refuses %s with UNKNOWN_FIELD and stores nothing', async (_label, extra, field) => {
    const user = await buildUser(t.db, { firstTimeLogin: true });
    const res = await t.app.inject({
      method: 'PATCH',
      url: '/api/profile',
      headers: await authHeader(t.db, user.id),
      payload: { displayName: 'Changed', ...extra },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      errors: { msg: 'VALIDATION_FAILED', fields: { [field]: ['UNKNOWN_FIELD'] } },
    });
    const stored = await reloadUser(t.db, user.id);
    expect(stored).toMatchObject({
      displayName: user.displayName,
      email: user.email,
      role: 'user',
      firstTimeLogin: true,
    });
  });

  it('requires a display name', async () => {
    const user = await buildUser(t.db);
    const res = await t.app.inject({
      method: 'PATCH',
      url: '/api/profile',
      headers: await authHeader(t.db, user.id),
      payload: { displayName: '   ' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      errors: { msg: 'VALIDATION_FAILED', fields: { displayName: ['DISPLAY_NAME_REQUIRED'] } },
    });
    expect((await reloadUser(t.db, user.id))?.displayName).toBe(user.displayName);
  });

  it('refuses values outside the enumerations', async () => {
    const user = await buildUser(t.db);
    const res = await t.app.inject({
      method: 'PATCH',
      url: '/api/profile',
      headers: await authHeader(t.db, user.id),
      payload: { unit: 'FURLONG', activityShare: 'Everyone' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.fields).toEqual({ unit: ['INVALID'], activityShare: ['INVALID'] });
  });

  it('refuses an anonymous caller with 401', async () => {
    const res = await t.app.inject({
      method: 'PATCH',
      url: '/api/profile',
      payload: { displayName: 'x' },
    });
    expect(res.statusCode).toBe(401);
  });
});
