import { NotificationType } from '@cc/shared/notifications/notifications.schemas';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../db/ids';
import { notifications } from '../../db/schema';
import { buildAdmin, buildNotification, buildUser } from '../../test/factories';
import { callAs } from '../../test/requests';
import { signedAddressOf } from '../../test/stored';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createNotifications } from './notifications.service';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function storedOf(userId: string) {
  return t.db.select().from(notifications).where(eq(notifications.userId, userId));
}

describe('GET /api/notifications', () => {
  it('lists my notifications newest first with their senders and my unread count', async () => {
    const me = await buildUser(t.db);
    const sender = await buildUser(t.db, {
      firstName: 'Sally',
      lastName: 'Sender',
      displayName: 'Sally S.',
      avatarKey: 'avatars/sally.webp',
    });
    const older = await buildNotification(t.db, me.id, {
      senderId: sender.id,
      minutesAgo: 10,
      read: true,
    });
    const newer = await buildNotification(t.db, me.id, { senderId: sender.id, minutesAgo: 1 });
    const system = await buildNotification(t.db, me.id, {
      minutesAgo: 5,
      type: NotificationType.EVENT_OPEN,
    });
    await buildNotification(t.db, (await buildUser(t.db)).id, { senderId: sender.id });

    const res = await callAs(t, me.id, 'GET', '/api/notifications');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ totalDocs: 3, page: 1, unreadCount: 2, hasNextPage: false });
    expect(body.docs.map((n: { _id: string }) => n._id)).toEqual([newer, system, older]);
    expect(body.docs[0]).toEqual({
      _id: newer,
      type: 1002,
      message: 'LIKE_ON_MY_ACTIVITY',
      description: '',
      modelId: expect.any(String),
      sender: {
        _id: sender.id,
        displayName: 'Sally S.',
        avatar: signedAddressOf('avatars/sally.webp'),
      },
      isRead: false,
      createdAt: expect.any(String),
    });
    expect(body.docs[1]).toMatchObject({ sender: null, isRead: false });
    expect(body.docs[2]).toMatchObject({ isRead: true });
  });

  it('pages the list and counts unread ones across all pages', async () => {
    const me = await buildUser(t.db);
    for (let i = 0; i < 5; i++)
      await buildNotification(t.db, me.id, { minutesAgo: i, read: i === 0 });
    const res = await callAs(t, me.id, 'GET', '/api/notifications?page=2&limit=2');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      totalDocs: 5,
      page: 2,
      limit: 2,
      totalPages: 3,
      hasNextPage: true,
      unreadCount: 4,
    });
    expect(res.json().docs).toHaveLength(2);
  });

  it('answers an empty page to someone without notifications', async () => {
    const me = await buildUser(t.db);
    const res = await callAs(t, me.id, 'GET', '/api/notifications');
    expect(res.json()).toMatchObject({ docs: [], totalDocs: 0, unreadCount: 0 });
  });

  it('is for participants only: administrators are refused, strangers unauthorized', async () => {
    const admin = await buildAdmin(t.db);
    expect((await callAs(t, admin.id, 'GET', '/api/notifications')).statusCode).toBe(403);
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/notifications' });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('POST /api/notifications/read', () => {
  it('marks all my notifications read and nobody else’s', async () => {
    const me = await buildUser(t.db);
    const other = await buildUser(t.db);
    await buildNotification(t.db, me.id);
    await buildNotification(t.db, me.id, { minutesAgo: 3 });
    await buildNotification(t.db, other.id);

    const res = await callAs(t, me.id, 'POST', '/api/notifications/read');
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    expect((await storedOf(me.id)).every((n) => n.readAt !== null)).toBe(true);
    expect((await storedOf(other.id)).every((n) => n.readAt === null)).toBe(true);
    const list = await callAs(t, me.id, 'GET', '/api/notifications');
    expect(list.json().unreadCount).toBe(0);
  });
});

describe('DELETE /api/notifications/:id', () => {
  it('deletes one of my notifications', async () => {
    const me = await buildUser(t.db);
    const gone = await buildNotification(t.db, me.id);
    const kept = await buildNotification(t.db, me.id, { minutesAgo: 1 });
    const res = await callAs(t, me.id, 'DELETE', `/api/notifications/${gone}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ msg: 'DELETED' });
    expect((await storedOf(me.id)).map((n) => n.id)).toEqual([kept]);
  });

  it('answers NOT_FOUND for someone else’s notification and keeps it', async () => {
    const me = await buildUser(t.db);
    const owner = await buildUser(t.db);
    const theirs = await buildNotification(t.db, owner.id);
    const res = await callAs(t, me.id, 'DELETE', `/api/notifications/${theirs}`);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ errors: { msg: 'NOT_FOUND' } });
    expect(await storedOf(owner.id)).toHaveLength(1);
  });

  it('answers NOT_FOUND for a missing or malformed id', async () => {
    const me = await buildUser(t.db);
    expect((await callAs(t, me.id, 'DELETE', `/api/notifications/${newId()}`)).statusCode).toBe(
      404,
    );
    expect((await callAs(t, me.id, 'DELETE', '/api/notifications/nope')).statusCode).toBe(404);
  });
});

describe('DELETE /api/notifications', () => {
  it('deletes all of my notifications and none of anyone else’s', async () => {
    const me = await buildUser(t.db);
    const other = await buildUser(t.db);
    await buildNotification(t.db, me.id);
    await buildNotification(t.db, me.id, { minutesAgo: 2 });
    await buildNotification(t.db, other.id, { senderId: me.id });

    const res = await callAs(t, me.id, 'DELETE', '/api/notifications');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ msg: 'DELETED' });
    expect(await storedOf(me.id)).toEqual([]);
    expect(await storedOf(other.id)).toHaveLength(1);
  });
});

describe('createNotifications', () => {
  it('stores one row per recipient and never notifies anyone of their own action', async () => {
    const actor = await buildUser(t.db);
    const friend = await buildUser(t.db);
    const activityId = newId();
    await createNotifications(t.db, [
      {
        userId: friend.id,
        senderId: actor.id,
        type: NotificationType.COMMENT_ON_MY_ACTIVITY,
        message: 'COMMENT_ON_MY_ACTIVITY',
        modelId: activityId,
      },
      {
        userId: actor.id,
        senderId: actor.id,
        type: NotificationType.COMMENT_AFTER_MINE,
        message: 'COMMENT_AFTER_MINE',
        modelId: activityId,
      },
    ]);
    expect(await storedOf(actor.id)).toEqual([]);
    expect(await storedOf(friend.id)).toEqual([
      expect.objectContaining({
        type: 1003,
        message: 'COMMENT_ON_MY_ACTIVITY',
        description: '',
        modelId: activityId,
        senderId: actor.id,
        readAt: null,
      }),
    ]);
  });
});
