import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeader, buildAdmin, buildFriendship, buildUser } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import {
  addFriend,
  friendAction,
  type Headers,
  notificationsOf,
  pairRows,
} from './friends.test-support';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Two participants with their headers. */
async function pair(receiverOverrides: Parameters<typeof buildUser>[1] = {}) {
  const a = await buildUser(t.db);
  const b = await buildUser(t.db, receiverOverrides);
  return {
    a,
    b,
    ha: await authHeader(t.db, a.id),
    hb: await authHeader(t.db, b.id),
  };
}

const unknownId = '01a1fe05-0000-7000-8000-000000000000';

describe('POST /api/friends/addFriend', () => {
  it('sends a request, stores it pending and notifies the receiver (1005)', async () => {
    const { a, b, ha } = await pair();
    const res = await addFriend(t, ha, b.id);
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({
      status: 'pending',
      acceptedAt: null,
      sender: { _id: a.id, displayName: a.displayName, isAnonymous: false },
      receiver: { _id: b.id, displayName: b.displayName, isAnonymous: false },
      user: { _id: b.id },
    });
    const rows = await pairRows(t.db, a.id, b.id);
    expect(rows).toEqual([
      expect.objectContaining({
        id: body._id,
        senderId: a.id,
        receiverId: b.id,
        status: 'pending',
      }),
    ]);
    expect(await notificationsOf(t.db, b.id)).toEqual([
      expect.objectContaining({
        type: 1005,
        message: 'FRIEND_REQUEST',
        modelId: body._id,
        senderId: a.id,
      }),
    ]);
    expect(await notificationsOf(t.db, a.id)).toEqual([]);
  });

  it('makes friends when the receiver had already asked, notifying them (1006)', async () => {
    const { a, b, ha, hb } = await pair();
    const first = await addFriend(t, ha, b.id);
    const res = await addFriend(t, hb, a.id);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      _id: first.json()._id,
      status: 'accepted',
      sender: { _id: a.id },
      receiver: { _id: b.id },
      user: { _id: a.id },
    });
    expect(res.json().acceptedAt).toEqual(expect.any(String));
    const rows = await pairRows(t.db, a.id, b.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ status: 'accepted', acceptedAt: expect.any(Date) });
    expect(await notificationsOf(t.db, a.id)).toEqual([
      expect.objectContaining({ type: 1006, message: 'REQUEST_ACCEPTED', senderId: b.id }),
    ]);
  });

  it('accepts a reverse request even when the receiver does not accept requests', async () => {
    const a = await buildUser(t.db, { acceptFriendship: false });
    const b = await buildUser(t.db);
    await buildFriendship(t.db, a.id, b.id, 'pending');
    const res = await addFriend(t, await authHeader(t.db, b.id), a.id);
    expect(res.statusCode).toBe(201);
    expect(res.json().status).toBe('accepted');
  });

  it.each([
    ['myself', 'CANNOT_FRIEND_SELF', 409],
    ['a duplicate request', 'FRIEND_REQUEST_EXISTS', 409],
    ['a friend', 'ALREADY_FRIENDS', 409],
    ['a user who does not accept requests', 'FRIENDSHIP_NOT_ALLOWED', 403],
  ] as const)('refuses a request to %s with %s', async (target, code, status) => {
    const { a, b, ha } = await pair({
      acceptFriendship: target !== 'a user who does not accept requests',
    });
    if (target === 'a duplicate request') await buildFriendship(t.db, a.id, b.id, 'pending');
    if (target === 'a friend') await buildFriendship(t.db, b.id, a.id, 'accepted');
    const before = await pairRows(t.db, a.id, b.id);
    const res = await addFriend(t, ha, target === 'myself' ? a.id : b.id);
    expect(res.statusCode).toBe(status);
    expect(res.json()).toEqual({ errors: { msg: code } });
    expect(await pairRows(t.db, a.id, b.id)).toEqual(before);
    expect(await notificationsOf(t.db, b.id)).toEqual([]);
  });

  it.each([
    ['an unknown user', {}],
    ['an administrator', { role: 'admin' }],
    ['a deactivated user', { status: false }],
    ['an unverified user', { verifiedAt: null }],
  ] as const)('answers 404 for %s', async (label, overrides) => {
    const a = await buildUser(t.db);
    const b = label === 'an unknown user' ? { id: unknownId } : await buildUser(t.db, overrides);
    const res = await addFriend(t, await authHeader(t.db, a.id), b.id);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ errors: { msg: 'NOT_FOUND' } });
    expect(await pairRows(t.db, a.id, b.id)).toEqual([]);
  });

  it('refuses administrators with 403', async () => {
    const admin = await buildAdmin(t.db);
    const b = await buildUser(t.db);
    const res = await addFriend(t, await authHeader(t.db, admin.id), b.id);
    expect(res.statusCode).toBe(403);
  });

  it('ends concurrent mutual requests as exactly one friendship, never a 500', async () => {
    for (let round = 0; round < 5; round += 1) {
      const { a, b, ha, hb } = await pair();
      const results = await Promise.all([addFriend(t, ha, b.id), addFriend(t, hb, a.id)]);
      const codes = results.map((r) => r.statusCode);
      for (const code of codes) expect([201, 409]).toContain(code);
      expect(codes).toContain(201);
      const rows = await pairRows(t.db, a.id, b.id);
      expect(rows).toHaveLength(1);
      const statuses = results.filter((r) => r.statusCode === 201).map((r) => r.json().status);
      expect(rows[0]?.status).toBe(statuses.includes('accepted') ? 'accepted' : 'pending');
    }
  });

  it('lets only one of two identical concurrent requests through', async () => {
    const { a, b, ha } = await pair();
    const results = await Promise.all([addFriend(t, ha, b.id), addFriend(t, ha, b.id)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect(results.find((r) => r.statusCode === 409)?.json()).toEqual({
      errors: { msg: 'FRIEND_REQUEST_EXISTS' },
    });
    expect(await pairRows(t.db, a.id, b.id)).toHaveLength(1);
    expect(await notificationsOf(t.db, b.id)).toHaveLength(1);
  });
});

describe('POST /api/friends/addFriend with an Idempotency-Key', () => {
  it('answers a retry with the first answer and creates nothing more', async () => {
    const { a, b, ha } = await pair();
    const headers = { ...ha, 'idempotency-key': 'friend-req-1' };
    const first = await addFriend(t, headers, b.id);
    const retry = await addFriend(t, headers, b.id);
    expect(first.statusCode).toBe(201);
    expect(retry.statusCode).toBe(201);
    expect(retry.json()).toEqual(first.json());
    expect(await pairRows(t.db, a.id, b.id)).toHaveLength(1);
    expect(await notificationsOf(t.db, b.id)).toHaveLength(1);
  });

  it('answers racing retries once', async () => {
    const { a, b, ha } = await pair();
    const headers = { ...ha, 'idempotency-key': 'friend-req-2' };
    const results = await Promise.all([addFriend(t, headers, b.id), addFriend(t, headers, b.id)]);
    expect(results.map((r) => r.statusCode)).toEqual([201, 201]);
    expect(results[0]?.json()).toEqual(results[1]?.json());
    expect(await pairRows(t.db, a.id, b.id)).toHaveLength(1);
  });

  it('refuses a retry naming another receiver with 422 and asks nobody else', async () => {
    const { a, b, ha } = await pair();
    const c = await buildUser(t.db);
    const headers = { ...ha, 'idempotency-key': 'friend-req-3' };
    const first = await addFriend(t, headers, b.id);
    const other = await addFriend(t, headers, c.id);
    expect([other.statusCode, other.json()]).toEqual([
      422,
      { errors: { msg: 'IDEMPOTENCY_KEY_REUSED' } },
    ]);
    expect(await pairRows(t.db, a.id, c.id)).toEqual([]);
    expect(await notificationsOf(t.db, c.id)).toEqual([]);
    const retry = await addFriend(t, headers, b.id);
    expect([retry.statusCode, retry.json()]).toEqual([201, first.json()]);
  });

  it('sends one of two requests to different receivers racing with one key', async () => {
    const { a, b, ha } = await pair();
    const c = await buildUser(t.db);
    const headers = { ...ha, 'idempotency-key': 'friend-req-4' };
    const results = await Promise.all([addFriend(t, headers, b.id), addFriend(t, headers, c.id)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 422]);
    const sent = [...(await pairRows(t.db, a.id, b.id)), ...(await pairRows(t.db, a.id, c.id))];
    expect(sent).toHaveLength(1);
  });

  it('refuses a malformed key', async () => {
    const { b, ha } = await pair();
    const res = await addFriend(t, { ...ha, 'idempotency-key': 'bad key!' }, b.id);
    expect(res.statusCode).toBe(400);
  });
});

describe('answering, cancelling and ending', () => {
  /** A pending request from a to b, with both users' headers. */
  async function pending() {
    const p = await pair();
    const id = await buildFriendship(t.db, p.a.id, p.b.id, 'pending');
    return { ...p, id };
  }

  it('lets the receiver accept by the request id, notifying the sender (1006)', async () => {
    const { a, b, hb, id } = await pending();
    const res = await friendAction(t, hb, 'acceptFriend', id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ _id: id, status: 'accepted', user: { _id: a.id } });
    expect((await pairRows(t.db, a.id, b.id))[0]).toMatchObject({
      status: 'accepted',
      acceptedAt: expect.any(Date),
    });
    expect(await notificationsOf(t.db, a.id)).toEqual([
      expect.objectContaining({
        type: 1006,
        message: 'REQUEST_ACCEPTED',
        modelId: id,
        senderId: b.id,
      }),
    ]);
  });

  it("lets the receiver accept by the sender's user id", async () => {
    const { a, hb, id } = await pending();
    const res = await friendAction(t, hb, 'acceptFriend', a.id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ _id: id, status: 'accepted' });
  });

  it.each([
    ['rejectFriend', 'receiver'],
    ['cancelRequest', 'sender'],
  ] as const)('%s by the %s deletes the request', async (action, who) => {
    const { a, b, ha, hb, id } = await pending();
    const res = await friendAction(
      t,
      who === 'sender' ? ha : hb,
      action,
      who === 'sender' ? b.id : id,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ msg: 'DELETED' });
    expect(await pairRows(t.db, a.id, b.id)).toEqual([]);
  });

  it('lets either party delete a friendship', async () => {
    for (const side of ['sender', 'receiver'] as const) {
      const { a, b, ha, hb } = await pair();
      const id = await buildFriendship(t.db, a.id, b.id, 'accepted');
      const res = await friendAction(t, side === 'sender' ? ha : hb, 'deleteFriend', id);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ msg: 'DELETED' });
      expect(await pairRows(t.db, a.id, b.id)).toEqual([]);
    }
  });

  it.each([
    ['the sender accepts', 'acceptFriend', 'sender', 'pending'],
    ['the sender rejects', 'rejectFriend', 'sender', 'pending'],
    ['the receiver cancels', 'cancelRequest', 'receiver', 'pending'],
    ['a pending request is deleted as a friendship', 'deleteFriend', 'receiver', 'pending'],
    ['a friendship is accepted again', 'acceptFriend', 'receiver', 'accepted'],
    ['a friendship is rejected', 'rejectFriend', 'receiver', 'accepted'],
    ['a friendship is cancelled', 'cancelRequest', 'sender', 'accepted'],
    ['a stranger deletes', 'deleteFriend', 'stranger', 'accepted'],
    ['a stranger accepts', 'acceptFriend', 'stranger', 'pending'],
  ] as const)('answers 404 when %s, leaving the row alone', async (_label, action, who, status) => {
    const { a, b, ha, hb } = await pair();
    const id = await buildFriendship(t.db, a.id, b.id, status);
    const stranger = await buildUser(t.db);
    const headers: Headers =
      who === 'sender' ? ha : who === 'receiver' ? hb : await authHeader(t.db, stranger.id);
    const res = await friendAction(t, headers, action, id);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ errors: { msg: 'NOT_FOUND' } });
    expect(await pairRows(t.db, a.id, b.id)).toEqual([expect.objectContaining({ id, status })]);
  });

  it.each(['acceptFriend', 'rejectFriend', 'cancelRequest', 'deleteFriend'] as const)(
    '%s answers 404 for an unknown and a malformed id',
    async (action) => {
      const headers = await authHeader(t.db, (await buildUser(t.db)).id);
      for (const id of [unknownId, 'not-a-uuid']) {
        const res = await friendAction(t, headers, action, id);
        expect(res.statusCode).toBe(404);
        expect(res.json()).toEqual({ errors: { msg: 'NOT_FOUND' } });
      }
    },
  );
});
