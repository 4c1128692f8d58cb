import fs from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addToEventTotals } from '../../db/event-totals';
import { newId } from '../../db/ids';
import {
  activities,
  activityImages,
  comments,
  eventParticipants,
  events,
  friendships,
  likes,
  sessions,
} from '../../db/schema';
import { authHeader, buildAdmin, buildUser, tokenFor } from '../../test/factories';
import { eventTotals, reloadUser } from '../../test/stored';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type User = Awaited<ReturnType<typeof buildUser>>;

/** Stores a file the way uploads do and answers its key. */
async function storeFile(prefix: string) {
  const key = `${prefix}/${newId()}.webp`;
  await t.app.deps.storage.put(key, Buffer.from('webp bytes'));
  return key;
}

const fileExists = (key: string) => fs.existsSync(path.join(t.dataDir, 'uploads', key));

/** One logged activity of `user` in `eventId` (with its image files) and the totals kept. */
async function logActivity(eventId: string, user: User, kmTenths: number) {
  const activityId = newId();
  await t.db.insert(activities).values({
    id: activityId,
    eventId,
    userId: user.id,
    date: '2030-01-02',
    distanceKmTenths: kmTenths,
    distanceMileTenths: Math.round(kmTenths * 0.621371192),
  });
  const image = {
    key: await storeFile('activities'),
    thumbKey: await storeFile('activities'),
    mediumKey: await storeFile('activities'),
  };
  await t.db.insert(activityImages).values({ id: newId(), activityId, ...image });
  await t.db
    .update(eventParticipants)
    .set({
      totalKmTenths: sql`${eventParticipants.totalKmTenths} + ${kmTenths}`,
      totalMileTenths: sql`${eventParticipants.totalMileTenths} + ${Math.round(kmTenths * 0.621371192)}`,
      activityCount: sql`${eventParticipants.activityCount} + 1`,
    })
    .where(
      sql`${eventParticipants.eventId} = ${eventId} and ${eventParticipants.userId} = ${user.id}`,
    );
  await addToEventTotals(t.db, eventId, {
    kmTenths,
    mileTenths: Math.round(kmTenths * 0.621371192),
  });
  return { activityId, files: [image.key, image.thumbKey, image.mediumKey] };
}

/** An event joined by `members`, keeping participant_count as the events module would. */
async function eventWith(members: User[]) {
  const id = newId();
  await t.db.insert(events).values({
    id,
    name: 'Charity run',
    startDate: '2030-01-01',
    endDate: '2030-01-31',
    maximumKmHundredths: 10_000,
    maximumMileHundredths: 6_214,
    participantCount: members.length,
  });
  await t.db.insert(eventParticipants).values(members.map((m) => ({ eventId: id, userId: m.id })));
  return id;
}

async function eventState(eventId: string) {
  const [row] = await t.db.select().from(events).where(eq(events.id, eventId));
  const totals = await eventTotals(t.db, eventId);
  const event = { ...row!, totalKmTenths: totals.km, totalMileTenths: totals.mile };
  const [sums] = await t.db
    .select({
      km: sql<number>`coalesce(sum(${eventParticipants.totalKmTenths}), 0)::int`,
      mile: sql<number>`coalesce(sum(${eventParticipants.totalMileTenths}), 0)::int`,
      n: sql<number>`count(*)::int`,
    })
    .from(eventParticipants)
    .where(eq(eventParticipants.eventId, eventId));
  return { event, sums: sums! };
}

/**
 * A participant with an avatar, activities in two events, a friend, a like and two
 * comments on someone else's activity; answers everything the removal must clean up.
 */
async function busyParticipant() {
  const avatarKey = await storeFile('avatars');
  const me = await buildUser(t.db, { avatarKey });
  const [a, b] = [await buildUser(t.db), await buildUser(t.db)];
  const event1 = await eventWith([me, a, b]);
  const event2 = await eventWith([me, a]);
  const mine = [
    await logActivity(event1, me, 123),
    await logActivity(event1, me, 45),
    await logActivity(event2, me, 70),
  ];
  await logActivity(event1, a, 200);
  await logActivity(event1, b, 31);
  const theirs = await logActivity(event2, a, 99);
  await t.db.insert(likes).values({ id: newId(), activityId: theirs.activityId, userId: me.id });
  await t.db.insert(comments).values([
    { id: newId(), activityId: theirs.activityId, userId: me.id, content: 'Great!' },
    { id: newId(), activityId: theirs.activityId, userId: me.id, content: 'Again!' },
    { id: newId(), activityId: theirs.activityId, userId: b.id, content: 'Stays' },
  ]);
  await t.db
    .update(activities)
    .set({ likeCount: 1, commentCount: 3 })
    .where(eq(activities.id, theirs.activityId));
  await t.db
    .insert(friendships)
    .values({ id: newId(), senderId: me.id, receiverId: a.id, status: 'accepted' });
  return {
    me,
    others: [a, b],
    events: [event1, event2],
    files: [avatarKey, ...mine.flatMap((m) => m.files)],
    theirs,
  };
}

/** Asserts that `me` and everything of theirs is gone and every kept counter adds up. */
async function expectCleanRemoval(setup: Awaited<ReturnType<typeof busyParticipant>>) {
  expect(await reloadUser(t.db, setup.me.id)).toBeUndefined();
  for (const eventId of setup.events) {
    const { event, sums } = await eventState(eventId);
    expect(event.totalKmTenths).toBe(sums.km);
    expect(event.totalMileTenths).toBe(sums.mile);
    expect(event.participantCount).toBe(sums.n);
  }
  expect((await eventState(setup.events[0]!)).event).toMatchObject({
    totalKmTenths: 231,
    participantCount: 2,
  });
  expect((await eventState(setup.events[1]!)).event).toMatchObject({
    totalKmTenths: 99,
    participantCount: 1,
  });
  const [theirs] = await t.db
    .select()
    .from(activities)
    .where(eq(activities.id, setup.theirs.activityId));
  expect(theirs).toMatchObject({ likeCount: 0, commentCount: 1 });
  expect(await t.db.select().from(activities).where(eq(activities.userId, setup.me.id))).toEqual(
    [],
  );
  expect(await t.db.select().from(sessions).where(eq(sessions.userId, setup.me.id))).toEqual([]);
  expect(
    await t.db.select().from(friendships).where(eq(friendships.senderId, setup.me.id)),
  ).toEqual([]);
  for (const key of setup.files) expect(fileExists(key), key).toBe(false);
  for (const other of setup.others) expect(await reloadUser(t.db, other.id)).toBeDefined();
}

describe('DELETE /api/users/ (self-removal)', () => {
  it('removes my account and everything in it, keeping event totals equal to the remaining participants', async () => {
    const setup = await busyParticipant();
    const token = await tokenFor(t.db, setup.me.id);
    const res = await t.app.inject({
      method: 'DELETE',
      url: '/api/users/',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    await expectCleanRemoval(setup);
    const after = await t.app.inject({
      method: 'GET',
      url: '/api/profile',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(after.statusCode).toBe(401);
  });

  it('works without the trailing slash too', async () => {
    const user = await buildUser(t.db);
    const res = await t.app.inject({
      method: 'DELETE',
      url: '/api/users',
      headers: await authHeader(t.db, user.id),
    });
    expect(res.statusCode).toBe(204);
    expect(await reloadUser(t.db, user.id)).toBeUndefined();
  });

  it('is not open to administrators, who stay', async () => {
    const admin = await buildAdmin(t.db);
    const res = await t.app.inject({
      method: 'DELETE',
      url: '/api/users/',
      headers: await authHeader(t.db, admin.id),
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ errors: { msg: 'FORBIDDEN' } });
    expect(await reloadUser(t.db, admin.id)).toBeDefined();
  });

  it('refuses an anonymous caller with 401', async () => {
    const res = await t.app.inject({ method: 'DELETE', url: '/api/users/' });
    expect(res.statusCode).toBe(401);
  });
});

describe('DELETE /api/users/:id (admin)', () => {
  it('removes the user with the same total keeping and file clean-up', async () => {
    const admin = await buildAdmin(t.db);
    const setup = await busyParticipant();
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/users/${setup.me.id}`,
      headers: await authHeader(t.db, admin.id),
    });
    expect(res.statusCode).toBe(204);
    await expectCleanRemoval(setup);
  });

  it('removes another administrator', async () => {
    const [admin, other] = [await buildAdmin(t.db), await buildAdmin(t.db)];
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/users/${other.id}`,
      headers: await authHeader(t.db, admin.id),
    });
    expect(res.statusCode).toBe(204);
    expect(await reloadUser(t.db, other.id)).toBeUndefined();
  });

  it('refuses an administrator removing themselves with CANNOT_DELETE_SELF', async () => {
    const admin = await buildAdmin(t.db);
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/users/${admin.id}`,
      headers: await authHeader(t.db, admin.id),
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ errors: { msg: 'CANNOT_DELETE_SELF' } });
    expect(await reloadUser(t.db, admin.id)).toBeDefined();
  });

  it.each(['01a1fe05-0000-7000-8000-000000000000', '12345'])('answers 404 for %s', async (id) => {
    const admin = await buildAdmin(t.db);
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/users/${id}`,
      headers: await authHeader(t.db, admin.id),
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ errors: { msg: 'NOT_FOUND' } });
  });
});
