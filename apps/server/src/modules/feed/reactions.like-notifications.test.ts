import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications } from '../../db/schema';
import { authHeader, buildActivity, buildEvent, buildUser } from '../../test/factories';
import { callAs } from '../../test/requests';
import { createTestApp, dayFromToday, type TestApp } from '../../test/test-app';
import { publicPost } from './feed.test-support';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** The like notifications (1002) of a user, oldest first, with whether each is read. */
async function likeNotificationsOf(userId: string) {
  const rows = await t.db
    .select({
      modelId: notifications.modelId,
      senderId: notifications.senderId,
      readAt: notifications.readAt,
    })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.type, 1002)))
    .orderBy(asc(notifications.createdAt), asc(notifications.id));
  return rows.map(({ readAt, ...rest }) => ({ ...rest, isRead: readAt !== null }));
}

function toggle(headers: { authorization: string }, action: 'like' | 'unlike', activityId: string) {
  return t.app.inject({
    method: 'POST',
    url: `/api/likes/${action}`,
    headers,
    payload: { activityId },
  });
}

describe('like notifications (issue 9, case 8; decision 026)', () => {
  it('notifies the owner once however often a person likes and unlikes while it is unread', async () => {
    const { owner, activityId } = await publicPost(t);
    const fan = await buildUser(t.db);
    const headers = await authHeader(t.db, fan.id);
    const once = [{ modelId: activityId, senderId: fan.id, isRead: false }];

    expect((await toggle(headers, 'like', activityId)).statusCode).toBe(200);
    expect((await toggle(headers, 'unlike', activityId)).statusCode).toBe(200);
    // Taking the like back leaves the record of it.
    expect(await likeNotificationsOf(owner.id)).toEqual(once);
    for (let i = 0; i < 3; i++) {
      expect((await toggle(headers, 'like', activityId)).json()).toMatchObject({ isLiked: true });
      await toggle(headers, 'unlike', activityId);
    }
    expect(await likeNotificationsOf(owner.id)).toEqual(once);
  });

  it('notifies again for a new like once the owner has read the first', async () => {
    const { owner, activityId } = await publicPost(t);
    const fan = await buildUser(t.db);
    const headers = await authHeader(t.db, fan.id);
    await toggle(headers, 'like', activityId);
    await callAs(t, owner.id, 'POST', '/api/notifications/read');
    await toggle(headers, 'unlike', activityId);
    await toggle(headers, 'like', activityId);

    expect(await likeNotificationsOf(owner.id)).toEqual([
      { modelId: activityId, senderId: fan.id, isRead: true },
      { modelId: activityId, senderId: fan.id, isRead: false },
    ]);
  });

  it('keeps one unread notification per liker and per post', async () => {
    const { owner, activityId } = await publicPost(t);
    const other = await buildActivity(t.db, {
      date: dayFromToday(t),
      eventId: (await buildEvent(t.db, dayFromToday(t))).id,
      userId: owner.id,
    });
    const [a, b] = [await buildUser(t.db), await buildUser(t.db)];
    for (const fan of [a, b]) {
      const headers = await authHeader(t.db, fan.id);
      for (const post of [activityId, other]) {
        await toggle(headers, 'like', post);
        await toggle(headers, 'unlike', post);
        await toggle(headers, 'like', post);
      }
    }
    const notes = await likeNotificationsOf(owner.id);
    expect(notes).toHaveLength(4);
    expect(new Set(notes.map((n) => `${n.senderId} ${n.modelId}`)).size).toBe(4);
  });
});

// PGlite runs one statement at a time, so parallel likes never interleave there.
describe.runIf(process.env.TEST_DB === 'postgres')('likes and unlikes at the same moment', () => {
  it('leave exactly one unread like notification after 20 like/unlike cycles in parallel', async () => {
    const { owner, activityId } = await publicPost(t);
    const fan = await buildUser(t.db);
    const headers = await authHeader(t.db, fan.id);

    const answers = await Promise.all(
      Array.from({ length: 20 }, () => [
        toggle(headers, 'like', activityId),
        toggle(headers, 'unlike', activityId),
      ]).flat(),
    );

    expect(answers.filter((r) => r.statusCode !== 200).map((r) => r.body)).toEqual([]);
    expect(await likeNotificationsOf(owner.id)).toEqual([
      { modelId: activityId, senderId: fan.id, isRead: false },
    ]);
  });
});
