import { and, asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../db/ids';
import { jobs, notifications, pushSubscriptions } from '../../db/schema';
import { buildNotification, buildUser } from '../../test/factories';
import { callAs } from '../../test/requests';
import { createTestApp, type TestApp } from '../../test/test-app';
import { publicPost } from './feed.test-support';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** `userId`'s comment notifications (1003, 1004), oldest first, with whether each is read. */
async function commentNotificationsOf(userId: string) {
  const rows = await t.db
    .select({
      id: notifications.id,
      type: notifications.type,
      modelId: notifications.modelId,
      senderId: notifications.senderId,
      readAt: notifications.readAt,
    })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), inArray(notifications.type, [1003, 1004])))
    .orderBy(asc(notifications.createdAt), asc(notifications.id));
  return rows.map(({ readAt, ...rest }) => ({ ...rest, isRead: readAt !== null }));
}

/** Comments `times` times on a post as `userId`, one after the other; all must be stored. */
async function comment(userId: string, activityId: string, times = 1) {
  for (let i = 0; i < times; i++) {
    const res = await callAs(t, userId, 'POST', '/api/comments', { activityId, content: `#${i}` });
    expect(res.statusCode, res.body).toBe(201);
  }
}

/** A device of `userId`, stored directly: enough for pushes to be queued (none is sent). */
async function addDevice(userId: string) {
  await t.db.insert(pushSubscriptions).values({
    id: newId(),
    userId,
    endpoint: `https://push.example/${newId()}`,
    p256dh: 'key',
    auth: 'auth',
  });
}

/** How many pushes are queued per notification of `userIds` (no worker runs in this file). */
async function queuedPushesOf(userIds: string[]) {
  const ids = new Set(
    (
      await t.db
        .select({ id: notifications.id })
        .from(notifications)
        .where(inArray(notifications.userId, userIds))
    ).map((r) => r.id),
  );
  const perNotification = new Map<string, number>();
  for (const job of await t.db.select().from(jobs).where(eq(jobs.type, 'push-delivery'))) {
    const { deliveries } = job.payload as { deliveries: Array<[string, string]> };
    for (const [notificationId] of deliveries) {
      if (ids.has(notificationId)) {
        perNotification.set(notificationId, (perNotification.get(notificationId) ?? 0) + 1);
      }
    }
  }
  return perNotification;
}

describe('comment notifications (issue 22, item 7; decision 060)', () => {
  it('leaves the owner one unread notification and an earlier commenter one after 50 comments', async () => {
    const { owner, activityId } = await publicPost(t);
    const [early, flooder] = [await buildUser(t.db), await buildUser(t.db)];
    await comment(early.id, activityId);
    await comment(flooder.id, activityId, 50);

    expect(await commentNotificationsOf(owner.id)).toEqual([
      expect.objectContaining({ type: 1003, modelId: activityId, senderId: flooder.id }),
    ]);
    expect((await commentNotificationsOf(owner.id))[0]!.isRead).toBe(false);
    expect(await commentNotificationsOf(early.id)).toEqual([
      expect.objectContaining({ type: 1004, modelId: activityId, senderId: flooder.id }),
    ]);
    expect(await commentNotificationsOf(flooder.id)).toEqual([]);
    const page = await callAs(t, owner.id, 'GET', '/api/notifications');
    expect(page.json()).toMatchObject({ totalDocs: 1, unreadCount: 1 });
  });

  it('makes a new unread notification for a comment after the last one was read', async () => {
    const { owner, activityId } = await publicPost(t);
    const fan = await buildUser(t.db);
    await comment(fan.id, activityId, 3);
    await callAs(t, owner.id, 'POST', '/api/notifications/read');
    await comment(fan.id, activityId, 3);

    const notes = await commentNotificationsOf(owner.id);
    expect(notes.map((n) => n.isRead)).toEqual([true, false]);
    expect(notes.every((n) => n.modelId === activityId && n.senderId === fan.id)).toBe(true);
  });

  it('brings the unread notification to the top with the latest commenter', async () => {
    const { owner, activityId } = await publicPost(t);
    const [first, latest] = [await buildUser(t.db), await buildUser(t.db)];
    await comment(first.id, activityId);
    await buildNotification(t.db, owner.id);
    await comment(latest.id, activityId);

    const page = (await callAs(t, owner.id, 'GET', '/api/notifications')).json();
    expect(page.docs.map((n: { type: number }) => n.type)).toEqual([1003, 1002]);
    expect(page.docs[0]).toMatchObject({
      modelId: activityId,
      isRead: false,
      sender: { _id: latest.id },
    });
  });

  it('keeps one unread notification per post', async () => {
    const [a, b] = [await publicPost(t), await publicPost(t)];
    const fan = await buildUser(t.db);
    await comment(fan.id, a.activityId, 2);
    await comment(fan.id, b.activityId, 2);

    expect((await commentNotificationsOf(a.owner.id)).map((n) => n.modelId)).toEqual([
      a.activityId,
    ]);
    expect((await commentNotificationsOf(b.owner.id)).map((n) => n.modelId)).toEqual([
      b.activityId,
    ]);
  });

  it('queues one push per unread notification, not one per comment', async () => {
    const { owner, activityId } = await publicPost(t);
    const [early, flooder] = [await buildUser(t.db), await buildUser(t.db)];
    await addDevice(owner.id);
    await addDevice(early.id);
    await comment(early.id, activityId);
    await comment(flooder.id, activityId, 50);

    const pushes = await queuedPushesOf([owner.id, early.id]);
    expect([...pushes.values()]).toEqual([1, 1]);
  });
});

// PGlite runs one statement at a time, so parallel comments never interleave there.
describe.runIf(process.env.TEST_DB === 'postgres')('comments at the same moment', () => {
  it('leave one unread notification for the owner and for each earlier commenter', async () => {
    const { owner, activityId } = await publicPost(t);
    const people = await Promise.all(Array.from({ length: 5 }, () => buildUser(t.db)));
    for (const person of people) await comment(person.id, activityId);
    await callAs(t, owner.id, 'POST', '/api/notifications/read');
    for (const person of people) await callAs(t, person.id, 'POST', '/api/notifications/read');

    const answers = await Promise.all(
      people.flatMap((person) =>
        Array.from({ length: 4 }, (_, i) =>
          callAs(t, person.id, 'POST', '/api/comments', { activityId, content: `race ${i}` }),
        ),
      ),
    );

    expect(answers.filter((r) => r.statusCode !== 201).map((r) => r.body)).toEqual([]);
    const unread = async (userId: string) =>
      (await commentNotificationsOf(userId)).filter((n) => !n.isRead);
    expect(await unread(owner.id)).toHaveLength(1);
    for (const person of people) {
      expect(await unread(person.id), person.id).toHaveLength(1);
    }
  });
});
