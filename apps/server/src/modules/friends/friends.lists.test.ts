import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { friendships } from '../../db/schema';
import { authHeader, buildFriendship, buildUser } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

function get(headers: { authorization: string }, url: string) {
  return t.app.inject({ method: 'GET', url, headers });
}

const anonymous = { displayName: 'anonymous', avatar: null, country: null, isAnonymous: true };

describe('GET /api/friends/myFriends', () => {
  it('pages my friends, most recently accepted first, without requests', async () => {
    const me = await buildUser(t.db);
    const headers = await authHeader(t.db, me.id);
    const friends = [];
    for (let i = 0; i < 3; i += 1) {
      const other = await buildUser(t.db);
      const id = await buildFriendship(
        t.db,
        i % 2 ? me.id : other.id,
        i % 2 ? other.id : me.id,
        'accepted',
      );
      await t.db
        .update(friendships)
        .set({ acceptedAt: new Date(Date.UTC(2025, 0, i + 1)) })
        .where(eq(friendships.id, id));
      friends.push({ id, other });
    }
    await buildFriendship(t.db, me.id, (await buildUser(t.db)).id, 'pending');
    const first = await get(headers, '/api/friends/myFriends?page=1&limit=2');
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      totalDocs: 3,
      page: 1,
      limit: 2,
      totalPages: 2,
      hasNextPage: true,
    });
    const second = await get(headers, '/api/friends/myFriends?page=2&limit=2');
    const ids = [...first.json().docs, ...second.json().docs].map((d: { _id: string }) => d._id);
    expect(ids).toEqual([friends[2]!.id, friends[1]!.id, friends[0]!.id]);
    expect(first.json().docs[0]).toMatchObject({
      status: 'accepted',
      user: {
        _id: friends[2]!.other.id,
        displayName: friends[2]!.other.displayName,
        isAnonymous: false,
      },
    });
  });

  it('shows a Private friend as Anonymous, and a Friends-only one by name', async () => {
    const me = await buildUser(t.db);
    const hidden = await buildUser(t.db, { activityShare: 'Private', avatarKey: 'avatars/x.webp' });
    const shown = await buildUser(t.db, { activityShare: 'Friends' });
    await buildFriendship(t.db, hidden.id, me.id, 'accepted');
    await buildFriendship(t.db, me.id, shown.id, 'accepted');
    const res = await get(await authHeader(t.db, me.id), '/api/profile/friends');
    expect(res.statusCode).toBe(200);
    const byId = new Map(res.json().docs.map((d: { user: { _id: string } }) => [d.user._id, d]));
    expect(byId.get(hidden.id)).toMatchObject({ user: anonymous, sender: anonymous });
    expect(byId.get(shown.id)).toMatchObject({
      user: { displayName: shown.displayName, country: 'DE', isAnonymous: false },
    });
    expect(res.body).not.toContain(hidden.displayName);
    expect(res.body).not.toContain('avatars/x.webp');
  });

  it('shows my own card to me even when I am Private', async () => {
    const me = await buildUser(t.db, { activityShare: 'Private' });
    const other = await buildUser(t.db);
    await buildFriendship(t.db, me.id, other.id, 'accepted');
    const res = await get(await authHeader(t.db, me.id), '/api/profile/friends');
    expect(res.json().docs[0].sender).toMatchObject({ _id: me.id, displayName: me.displayName });
  });
});

describe('GET /api/profile/waitingAcceptFriends and /sendingRequestFriends', () => {
  it('lists requests to me and from me, naming only Public senders to me', async () => {
    const me = await buildUser(t.db);
    const headers = await authHeader(t.db, me.id);
    const publicAsker = await buildUser(t.db, { activityShare: 'Public' });
    const friendsAsker = await buildUser(t.db, { activityShare: 'Friends' });
    const privateTarget = await buildUser(t.db, { activityShare: 'Private' });
    const publicTarget = await buildUser(t.db);
    const incoming1 = await buildFriendship(t.db, publicAsker.id, me.id, 'pending');
    const incoming2 = await buildFriendship(t.db, friendsAsker.id, me.id, 'pending');
    const outgoing1 = await buildFriendship(t.db, me.id, privateTarget.id, 'pending');
    const outgoing2 = await buildFriendship(t.db, me.id, publicTarget.id, 'pending');
    await buildFriendship(t.db, me.id, (await buildUser(t.db)).id, 'accepted');

    const waiting = await get(headers, '/api/profile/waitingAcceptFriends');
    expect(waiting.statusCode).toBe(200);
    const waitingById = new Map(waiting.json().docs.map((d: { _id: string }) => [d._id, d]));
    expect([...waitingById.keys()].sort()).toEqual([incoming1, incoming2].sort());
    expect(waitingById.get(incoming1)).toMatchObject({
      status: 'pending',
      user: { _id: publicAsker.id, displayName: publicAsker.displayName, isAnonymous: false },
      receiver: { _id: me.id, displayName: me.displayName },
    });
    expect(waitingById.get(incoming2)).toMatchObject({ user: anonymous });

    const sending = await get(headers, '/api/profile/sendingRequestFriends');
    const sendingById = new Map(sending.json().docs.map((d: { _id: string }) => [d._id, d]));
    expect([...sendingById.keys()].sort()).toEqual([outgoing1, outgoing2].sort());
    expect(sendingById.get(outgoing1)).toMatchObject({ user: anonymous });
    expect(sendingById.get(outgoing2)).toMatchObject({
      user: { _id: publicTarget.id, displayName: publicTarget.displayName },
    });
  });

  it('names the people I asked unless they are Private or deactivated, as the search showed them', async () => {
    const me = await buildUser(t.db, { activityShare: 'Private' });
    const headers = await authHeader(t.db, me.id);
    const friendsTarget = await buildUser(t.db, { activityShare: 'Friends' });
    const privateTarget = await buildUser(t.db, { activityShare: 'Private' });
    const goneTarget = await buildUser(t.db, { activityShare: 'Friends', status: false });
    const named = await buildFriendship(t.db, me.id, friendsTarget.id, 'pending');
    const hidden = await buildFriendship(t.db, me.id, privateTarget.id, 'pending');
    const gone = await buildFriendship(t.db, me.id, goneTarget.id, 'pending');

    const sending = await get(headers, '/api/profile/sendingRequestFriends');
    const byId = new Map(sending.json().docs.map((d: { _id: string }) => [d._id, d]));
    expect(byId.get(named)).toMatchObject({
      user: { _id: friendsTarget.id, displayName: friendsTarget.displayName, isAnonymous: false },
      sender: { _id: me.id, displayName: me.displayName },
    });
    expect(byId.get(hidden)).toMatchObject({ user: anonymous });
    expect(byId.get(gone)).toMatchObject({ user: anonymous });
    expect(sending.body).not.toContain(privateTarget.displayName);
    expect(sending.body).not.toContain(goneTarget.displayName);

    // The Friends-level receiver still sees me, a Private sender, as Anonymous.
    const theirs = await get(
      await authHeader(t.db, friendsTarget.id),
      '/api/profile/waitingAcceptFriends',
    );
    expect(theirs.json().docs).toEqual([
      expect.objectContaining({ user: expect.objectContaining(anonymous) }),
    ]);
    expect(theirs.body).not.toContain(me.displayName);
  });

  it('answers a request to a Friends-level user with their name, as the search showed it', async () => {
    const me = await buildUser(t.db);
    const target = await buildUser(t.db, { activityShare: 'Friends' });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/friends/addFriend',
      headers: await authHeader(t.db, me.id),
      payload: { receiver: target.id },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      status: 'pending',
      user: { _id: target.id, displayName: target.displayName, isAnonymous: false },
    });
  });

  it('refuses an anonymous caller with 401', async () => {
    for (const url of ['/api/profile/friends', '/api/friends/myFriends']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(401);
    }
  });
});
