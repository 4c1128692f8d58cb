import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activities, comments, likes } from '../../db/schema';
import { buildComment, buildUser } from '../../test/factories';
import { callAs } from '../../test/requests';
import { signedAddressOf } from '../../test/stored';
import { createTestApp, type TestApp } from '../../test/test-app';
import { notificationsOf, publicPost } from './feed.test-support';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function storedPost(activityId: string) {
  const [row] = await t.db.select().from(activities).where(eq(activities.id, activityId));
  return row!;
}

async function likeRows(activityId: string) {
  return t.db.select().from(likes).where(eq(likes.activityId, activityId));
}

describe('POST /api/likes/like and /unlike', () => {
  it('likes once however often it is called, also concurrently', async () => {
    const { owner, activityId } = await publicPost(t);
    const fan = await buildUser(t.db);
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => callAs(t, fan.id, 'POST', '/api/likes/like', { activityId })),
    );
    for (const res of answers) {
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ activityId, totalLike: 1, isLiked: true });
    }
    expect(await likeRows(activityId)).toHaveLength(1);
    expect((await storedPost(activityId)).likeCount).toBe(1);
    const notes = await notificationsOf(t, owner.id);
    expect(notes).toEqual([
      { type: 1002, message: 'LIKE_ON_MY_ACTIVITY', modelId: activityId, senderId: fan.id },
    ]);
    const post = await callAs(t, fan.id, 'GET', `/api/activities/${activityId}`);
    expect(post.json()).toMatchObject({ totalLike: 1, isLiked: true });
    expect(post.json().likes).toEqual([
      expect.objectContaining({ userLike: expect.objectContaining({ _id: fan.id }) }),
    ]);
  });

  it('unlikes idempotently and counts only real changes', async () => {
    const { activityId } = await publicPost(t);
    const [a, b] = [await buildUser(t.db), await buildUser(t.db)];
    await callAs(t, a.id, 'POST', '/api/likes/like', { activityId });
    await callAs(t, b.id, 'POST', '/api/likes/like', { activityId });
    const answers = await Promise.all(
      Array.from({ length: 3 }, () => callAs(t, a.id, 'POST', '/api/likes/unlike', { activityId })),
    );
    for (const res of answers) {
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ activityId, totalLike: 1, isLiked: false });
    }
    const rows = await likeRows(activityId);
    expect(rows.map((r) => r.userId)).toEqual([b.id]);
    expect((await storedPost(activityId)).likeCount).toBe(1);
    const never = await buildUser(t.db);
    const res = await callAs(t, never.id, 'POST', '/api/likes/unlike', { activityId });
    expect(res.json()).toEqual({ activityId, totalLike: 1, isLiked: false });
  });

  it('notifies nobody of a like on my own post', async () => {
    const { owner, activityId } = await publicPost(t);
    const res = await callAs(t, owner.id, 'POST', '/api/likes/like', { activityId });
    expect(res.json()).toEqual({ activityId, totalLike: 1, isLiked: true });
    expect(await notificationsOf(t, owner.id)).toEqual([]);
  });

  it('refuses a like and an unlike after the event has ended with EVENT_ENDED', async () => {
    const { activityId } = await publicPost(t, { ended: true });
    const fan = await buildUser(t.db);
    for (const url of ['/api/likes/like', '/api/likes/unlike']) {
      const res = await callAs(t, fan.id, 'POST', url, { activityId });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ errors: { msg: 'EVENT_ENDED' } });
    }
    expect(await likeRows(activityId)).toEqual([]);
    expect((await storedPost(activityId)).likeCount).toBe(0);
  });

  it('answers NOT_FOUND for an unknown post', async () => {
    const fan = await buildUser(t.db);
    const res = await callAs(t, fan.id, 'POST', '/api/likes/like', {
      activityId: '01a1fe05-0000-7000-8000-000000000000',
    });
    expect(res.statusCode).toBe(404);
  });
});

describe('POST /api/comments', () => {
  it('stores the trimmed text as plain text, counts it and answers the comment', async () => {
    const { activityId } = await publicPost(t);
    const author = await buildUser(t.db, {
      displayName: 'Ada Author',
      avatarKey: 'avatars/a.webp',
    });
    const content = '<script>alert("x")</script> <b>bold</b> & more';
    const res = await callAs(t, author.id, 'POST', '/api/comments', {
      activityId,
      content: `  ${content}  `,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      _id: expect.any(String),
      activityId,
      content,
      commentator: {
        _id: author.id,
        displayName: 'Ada Author',
        avatar: signedAddressOf('avatars/a.webp'),
      },
      createdAt: expect.any(String),
    });
    const [row] = await t.db.select().from(comments).where(eq(comments.id, res.json()._id));
    expect(row).toMatchObject({ activityId, userId: author.id, content });
    expect((await storedPost(activityId)).commentCount).toBe(1);
    const post = await callAs(t, author.id, 'GET', `/api/activities/${activityId}`);
    expect(post.json()).toMatchObject({ totalComment: 1 });
    expect(post.json().comments[0].content).toBe(content);
  });

  it('refuses empty or overlong content', async () => {
    const { activityId } = await publicPost(t);
    const author = await buildUser(t.db);
    const empty = await callAs(t, author.id, 'POST', '/api/comments', {
      activityId,
      content: '  ',
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors.fields).toEqual({ content: ['CONTENT_REQUIRED'] });
    const long = await callAs(t, author.id, 'POST', '/api/comments', {
      activityId,
      content: 'x'.repeat(1001),
    });
    expect(long.json().errors.fields).toEqual({ content: ['TOO_LONG'] });
    expect((await storedPost(activityId)).commentCount).toBe(0);
  });

  it('notifies the owner (1003) and every earlier commentator once (1004)', async () => {
    const { owner, activityId } = await publicPost(t);
    const [first, second, latest] = [
      await buildUser(t.db),
      await buildUser(t.db),
      await buildUser(t.db),
    ];
    await buildComment(t.db, activityId, first.id, 'one');
    await buildComment(t.db, activityId, first.id, 'two');
    await buildComment(t.db, activityId, second.id, 'three');
    await buildComment(t.db, activityId, owner.id, 'thanks');
    await buildComment(t.db, activityId, latest.id, 'mine before');

    const res = await callAs(t, latest.id, 'POST', '/api/comments', { activityId, content: 'hi' });
    expect(res.statusCode).toBe(201);
    const expected = (type: number, message: string) => [
      { type, message, modelId: activityId, senderId: latest.id },
    ];
    expect(await notificationsOf(t, owner.id)).toEqual(expected(1003, 'COMMENT_ON_MY_ACTIVITY'));
    expect(await notificationsOf(t, first.id)).toEqual(expected(1004, 'COMMENT_AFTER_MINE'));
    expect(await notificationsOf(t, second.id)).toEqual(expected(1004, 'COMMENT_AFTER_MINE'));
    expect(await notificationsOf(t, latest.id)).toEqual([]);
  });

  it('notifies nobody when the owner comments first on their own post', async () => {
    const { owner, activityId } = await publicPost(t);
    const res = await callAs(t, owner.id, 'POST', '/api/comments', { activityId, content: 'me' });
    expect(res.statusCode).toBe(201);
    expect(await notificationsOf(t, owner.id)).toEqual([]);
  });

  it('refuses a comment after the event has ended with EVENT_ENDED', async () => {
    const { owner, activityId } = await publicPost(t, { ended: true });
    const author = await buildUser(t.db);
    const res = await callAs(t, author.id, 'POST', '/api/comments', {
      activityId,
      content: 'late',
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ errors: { msg: 'EVENT_ENDED' } });
    expect(await t.db.select().from(comments).where(eq(comments.activityId, activityId))).toEqual(
      [],
    );
    expect((await storedPost(activityId)).commentCount).toBe(0);
    expect(await notificationsOf(t, owner.id)).toEqual([]);
  });
});
