import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventParticipants, events, friendships } from '../../db/schema';
import { newId } from '../../platform/ids';
import { authHeader, buildAdmin, buildUser } from '../../test/factories';
import { reloadUser } from '../../test/stored';
import { createTestApp, type TestApp } from '../../test/test-app';
import { getProfileById } from './profile.service';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Inserts an event directly (the events module is not needed to join one). */
async function buildEvent(name = 'Spring run') {
  const [row] = await t.db
    .insert(events)
    .values({
      id: newId(),
      name,
      startDate: '2030-01-01',
      endDate: '2030-01-31',
      maximumKmHundredths: 10_000,
      maximumMileHundredths: 6_214,
    })
    .returning();
  return row!;
}

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
    const event1 = await buildEvent('One');
    const event2 = await buildEvent('Two');
    await t.db.insert(eventParticipants).values([
      { eventId: event1.id, userId: me.id },
      { eventId: event2.id, userId: me.id },
      { eventId: event1.id, userId: a!.id },
    ]);
    const rows = [
      { id: newId(), senderId: me.id, receiverId: a!.id, status: 'accepted' },
      { id: newId(), senderId: b!.id, receiverId: me.id, status: 'accepted' },
      { id: newId(), senderId: c!.id, receiverId: me.id, status: 'pending' },
      { id: newId(), senderId: me.id, receiverId: d!.id, status: 'pending' },
    ];
    await t.db.insert(friendships).values(rows);
    // Friendships between other people do not show up.
    await t.db
      .insert(friendships)
      .values({ id: newId(), senderId: a!.id, receiverId: b!.id, status: 'accepted' });

    const profile = await getProfileById(t.db, me.id);

    expect(profile.events.sort()).toEqual([event1.id, event2.id].sort());
    const ref = (r: (typeof rows)[number]) => ({
      _id: r.id,
      sender: r.senderId,
      receiver: r.receiverId,
    });
    expect(profile.friends).toEqual([ref(rows[0]!), ref(rows[1]!)]);
    expect(profile.waitingAcceptFriends).toEqual([ref(rows[2]!)]);
    expect(profile.sendingRequestFriends).toEqual([ref(rows[3]!)]);
  });

  it('throws NOT_FOUND for an unknown user', async () => {
    await expect(getProfileById(t.db, newId())).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });
});

describe('PATCH /api/profile', () => {
  it('saves the editable fields, ends the first login and refolds the search text', async () => {
    const user = await buildUser(t.db, { firstTimeLogin: true });
    const res = await t.app.inject({
      method: 'PATCH',
      url: '/api/profile',
      headers: await authHeader(t.db, user.id),
      payload: {
        firstName: ' Jürgen ',
        displayName: 'Der Läufer',
        gender: 'male',
        company: 'Große AG',
        country: 'at',
        userType: 'Customer',
        language: 'DE',
        unit: 'MILE',
        activityType: 'Hiking',
        activityShare: 'Friends',
        activityViewPhotoAndComment: 'Private',
        acceptFriendship: false,
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      firstName: 'Jürgen',
      lastName: user.lastName,
      displayName: 'Der Läufer',
      gender: 'male',
      company: 'Große AG',
      country: 'AT',
      userType: 'Customer',
      language: 'DE',
      unit: 'MILE',
      activityType: 'Hiking',
      activityShare: 'Friends',
      activityViewPhotoAndComment: 'Private',
      acceptFriendship: false,
      firstTimeLogin: false,
    });
    const stored = await reloadUser(t.db, user.id);
    expect(stored?.firstTimeLogin).toBe(false);
    expect(stored?.searchText).toBe(
      `jurgen ${user.lastName.toLowerCase()} der laufer ${user.email}`,
    );
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
