import { dayIn } from '@cc/shared/time/calendar';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildEvent, buildFriendship, buildUser, joinEvent } from '../../test/factories';
import { callAs } from '../../test/requests';
import { createTestApp, type TestApp } from '../../test/test-app';
import { ranked } from './rankings.test-support';

let t: TestApp;
let today: string;

beforeAll(async () => {
  t = await createTestApp();
  today = dayIn(t.config.timeZone);
});
afterAll(() => t.close());

/**
 * An event ranking: Leader 90 km, Jürgen Müller 50, Jurgen Schmidt 50, a Private Jürgen 40,
 * Heike (the viewer, Private) 30, Jürgen Friend 20, Jürgen Zero 0.
 */
async function searchableEvent() {
  const event = await buildEvent(t.db, today);
  const user = (firstName: string, lastName: string, extra = {}) =>
    buildUser(t.db, { firstName, lastName, ...extra });
  const leader = await user('Leader', 'Eins');
  const mueller = await user('Jürgen', 'Müller');
  const schmidt = await user('Jurgen', 'Schmidt', { acceptFriendship: false });
  const hidden = await user('Jürgen', 'Geheim', { activityShare: 'Private' });
  const viewer = await user('Heike', 'Sucht', { activityShare: 'Private' });
  const friend = await user('Jürgen', 'Freund');
  const zero = await user('Jürgen', 'Null');
  await joinEvent(t.db, event.id, leader.id, { km: 900 });
  await joinEvent(t.db, event.id, mueller.id, { km: 500 });
  await joinEvent(t.db, event.id, schmidt.id, { km: 500 });
  await joinEvent(t.db, event.id, hidden.id, { km: 400 });
  await joinEvent(t.db, event.id, viewer.id, { km: 300 });
  await joinEvent(t.db, event.id, friend.id, { km: 200 });
  await joinEvent(t.db, event.id, zero.id);
  await buildFriendship(t.db, viewer.id, friend.id);
  await buildFriendship(t.db, mueller.id, viewer.id);
  await buildFriendship(t.db, hidden.id, viewer.id);
  return { event, viewer, mueller, friend };
}

describe('GET /api/activities/ranking/:type/search', () => {
  it('finds participants of the whole ranking by name, ignoring accents and case, with their rank', async () => {
    const { event, viewer, mueller } = await searchableEvent();
    const res = await callAs(
      t,
      viewer.id,
      'GET',
      `/api/activities/ranking/all/search?event_id=${event.id}&name=${encodeURIComponent(' JURGEN ')}`,
    );
    expect(res.statusCode).toBe(200);
    const body = res.json();
    // The Private Jürgen is Anonymous to the viewer and never matches.
    expect(ranked(body)).toEqual([
      [2, 'Jürgen Müller'],
      [2, 'Jurgen Schmidt'],
      [6, 'Jürgen Freund'],
      [7, 'Jürgen Null'],
    ]);
    expect(body).toMatchObject({ totalDocs: 4, totalPages: 1, hasNextPage: false });
    expect(body.docs[0]).toMatchObject({ creatorId: mueller.id, isFriend: 'YES', isMe: false });
    // The add-friend control knows who refuses requests.
    expect(body.docs.map((d: { acceptFriendship: boolean }) => d.acceptFriendship)).toEqual([
      true,
      false,
      true,
      true,
    ]);

    const paged = await callAs(
      t,
      viewer.id,
      'GET',
      `/api/activities/ranking/all/search?event_id=${event.id}&name=muller&limit=1`,
    );
    expect(ranked(paged.json())).toEqual([[2, 'Jürgen Müller']]);
    const second = await callAs(
      t,
      viewer.id,
      'GET',
      `/api/activities/ranking/all/search?event_id=${event.id}&name=jürgen&limit=2&page=2`,
    );
    expect(ranked(second.json())).toEqual([
      [6, 'Jürgen Freund'],
      [7, 'Jürgen Null'],
    ]);
  });

  it('lets a Private viewer find themself, never matches the email address, and answers no rows without a name', async () => {
    const { event, viewer } = await searchableEvent();
    const url = (name: string) =>
      `/api/activities/ranking/all/search?event_id=${event.id}&name=${encodeURIComponent(name)}`;
    expect((await callAs(t, viewer.id, 'GET', url('heike'))).json().docs).toMatchObject([
      { rank: 5, creatorId: viewer.id, isMe: true, isAnonymous: false },
    ]);
    expect((await callAs(t, viewer.id, 'GET', url('example.com'))).json().totalDocs).toBe(0);
    expect((await callAs(t, viewer.id, 'GET', url('named'))).json().totalDocs).toBe(0);
    expect((await callAs(t, viewer.id, 'GET', url('   '))).json()).toMatchObject({
      docs: [],
      totalDocs: 0,
    });
  });

  it('searches the friends ranking with ranks among friends, Anonymous friends excluded', async () => {
    const { event, viewer } = await searchableEvent();
    const res = await callAs(
      t,
      viewer.id,
      'GET',
      `/api/activities/ranking/friends/search?event_id=${event.id}&name=jurgen`,
    );
    expect(res.statusCode).toBe(200);
    // Among friends: Müller 50 (1), Geheim 40 (2, anonymous), Heike 30 (3), Freund 20 (4).
    expect(ranked(res.json())).toEqual([
      [1, 'Jürgen Müller'],
      [4, 'Jürgen Freund'],
    ]);
    expect(res.json().totalDocs).toBe(2);
  });

  it('refuses any other ranking type with NOT_FOUND', async () => {
    const { event, viewer } = await searchableEvent();
    const res = await callAs(
      t,
      viewer.id,
      'GET',
      `/api/activities/ranking/team/search?event_id=${event.id}&name=a`,
    );
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ errors: { msg: 'NOT_FOUND' } });
  });
});
