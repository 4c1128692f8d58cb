import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { JobWorker } from '../../platform/jobs';
import { buildAdmin, buildUser } from '../../test/factories';
import { startTestPushService, type TestPushService } from '../../test/push-endpoint';
import { callAs } from '../../test/requests';
import { createTestApp, type TestApp } from '../../test/test-app';
import {
  notificationIdOf,
  publicPostBy,
  startPushWorker,
  subscribeDevice,
  waitForPushes,
} from './push.test-support';

/**
 * Every notification the server creates (types 1000-1006, rule 21) reaches the recipient's
 * device as a push in the recipient's language, opening the notification's route
 * (participant spec §9), decrypted here with the device's keys.
 */

let t: TestApp;
let service: TestPushService;
let worker: JobWorker;
let adminId: string;
beforeAll(async () => {
  t = await createTestApp({ PUSH_ALLOW_LOOPBACK: 'true' });
  service = await startTestPushService();
  adminId = (await buildAdmin(t.db)).id;
});
beforeEach(() => {
  worker = startPushWorker(t);
});
afterEach(() => worker.stop());
afterAll(async () => {
  await service.close();
  await t.close();
});

const expected = {
  DE: {
    1001: 'Eine neue Challenge ist geöffnet',
    1002: ['Fan Fiona gefällt Ihre Aktivität', 'Tippen Sie, um Ihre Aktivität zu sehen.'],
    1003: ['Fan Fiona hat Ihre Aktivität kommentiert', 'Tippen Sie, um den Kommentar zu lesen.'],
    1004: [
      'Fan Fiona hat ebenfalls eine Aktivität kommentiert',
      'Tippen Sie, um den Kommentar zu lesen.',
    ],
    1005: [
      'Fan Fiona hat Ihnen eine Freundschaftsanfrage geschickt',
      'Tippen Sie, um die Anfrage zu beantworten.',
    ],
    1006: [
      'Fan Fiona hat Ihre Freundschaftsanfrage angenommen',
      'Tippen Sie, um Ihre Freunde zu sehen.',
    ],
  },
  EN: {
    1001: 'A new challenge is open',
    1002: ['Fan Fiona liked your activity', 'Tap to see your activity.'],
    1003: ['Fan Fiona commented on your activity', 'Tap to read the comment.'],
    1004: ['Fan Fiona also commented on an activity', 'Tap to read the comment.'],
    1005: ['Fan Fiona sent you a friend request', 'Tap to answer the request.'],
    1006: ['Fan Fiona accepted your friend request', 'Tap to see your friends.'],
  },
} as const;

/** A new participant speaking `language` with a subscribed device. */
async function recipient(language: 'DE' | 'EN') {
  const user = await buildUser(t.db, { language });
  return { user, device: await subscribeDevice(t, service, user.id) };
}

/** A public post by a new participant speaking `language` with a subscribed device. */
async function postBy(language: 'DE' | 'EN') {
  const { owner, activityId } = await publicPostBy(t, language);
  return { user: owner, activityId, device: await subscribeDevice(t, service, owner.id) };
}

const fan = () => buildUser(t.db, { displayName: 'Fan Fiona' });

describe.each(['DE', 'EN'] as const)('a recipient who reads %s', (language) => {
  const texts = expected[language];

  it('gets a like on their activity (1002), opening the post', async () => {
    const { user, activityId, device } = await postBy(language);
    await callAs(t, (await fan()).id, 'POST', '/api/likes/like', { activityId });
    const [push] = await waitForPushes(service, device);
    const id = await notificationIdOf(t, user.id, 1002);
    expect(push!.message).toEqual({
      type: 1002,
      title: texts[1002][0],
      body: texts[1002][1],
      url: `/#/newsfeed/${activityId}`,
      tag: `notification-${id}`,
    });
  });

  it('gets a comment on their activity (1003) and one after theirs (1004)', async () => {
    const owner = await postBy(language);
    const earlier = await recipient(language);
    const { activityId } = owner;
    await callAs(t, earlier.user.id, 'POST', '/api/comments', { activityId, content: 'Go!' });
    const [ownersFirst] = await waitForPushes(service, owner.device);
    // Read, so the next comment is a new notification with its own push (decision 060).
    await callAs(t, owner.user.id, 'POST', '/api/notifications/read');
    await callAs(t, (await fan()).id, 'POST', '/api/comments', { activityId, content: 'Wow' });
    const [, ownersSecond] = await waitForPushes(service, owner.device, 2);
    const [toEarlier] = await waitForPushes(service, earlier.device);
    expect(ownersFirst!.message).toMatchObject({ type: 1003, url: `/#/newsfeed/${activityId}` });
    expect(ownersSecond!.message).toMatchObject({
      type: 1003,
      title: texts[1003][0],
      body: texts[1003][1],
      url: `/#/newsfeed/${activityId}`,
    });
    expect(toEarlier!.message).toMatchObject({
      type: 1004,
      title: texts[1004][0],
      body: texts[1004][1],
      url: `/#/newsfeed/${activityId}`,
    });
  });

  it('gets a friend request (1005) opening the requests tab, and its acceptance (1006)', async () => {
    const receiver = await recipient(language);
    const asker = await fan();
    await callAs(t, asker.id, 'POST', '/api/friends/addFriend', { receiver: receiver.user.id });
    const [request] = await waitForPushes(service, receiver.device);
    expect(request!.message).toMatchObject({
      type: 1005,
      title: texts[1005][0],
      body: texts[1005][1],
      url: '/#/myfriends?tab=pending',
    });

    const sender = await recipient(language);
    const fiona = await fan();
    await callAs(t, sender.user.id, 'POST', '/api/friends/addFriend', { receiver: fiona.id });
    await callAs(t, fiona.id, 'PATCH', `/api/friends/acceptFriend/${sender.user.id}`);
    const pushes = await waitForPushes(service, sender.device);
    expect(pushes.map((p) => p.message)).toEqual([
      {
        type: 1006,
        title: texts[1006][0],
        body: texts[1006][1],
        url: '/#/myfriends',
        tag: `notification-${await notificationIdOf(t, sender.user.id, 1006)}`,
      },
    ]);
  });

  it('gets an administrator message (1000) in their language, opening its detail', async () => {
    const { user, device } = await recipient(language);
    const res = await callAs(t, adminId, 'POST', '/api/communications', {
      name: 'Halbzeit / Half time',
      messages: { de: '<p>Wir sind <b>halb</b> da!</p>', en: '<p>We are <b>half</b> way!</p>' },
      select: 'notification',
      type: 'user',
      data: [user.id],
    });
    expect(res.statusCode).toBe(201);
    const [push] = await waitForPushes(service, device);
    const id = await notificationIdOf(t, user.id, 1000);
    expect(push!.message).toEqual({
      type: 1000,
      title: 'Halbzeit / Half time',
      body: language === 'DE' ? 'Wir sind halb da!' : 'We are half way!',
      url: `/#/notificationDetail?id=${id}`,
      tag: `notification-${id}`,
    });
  });

  it('hears of an event that opens (1001), opening the open challenges', async () => {
    const { user, device } = await recipient(language);
    const res = await callAs(t, adminId, 'POST', '/api/events', {
      name: `Autumn run ${language}`,
      startDate: '2030-09-01',
      endDate: '2030-09-30',
    });
    expect(res.statusCode).toBe(201);
    const pushes = await waitForPushes(service, device);
    const mine = pushes.filter((p) => p.message.body === `Autumn run ${language}`);
    expect(mine.map((p) => p.message)).toEqual([
      {
        type: 1001,
        title: texts[1001],
        body: `Autumn run ${language}`,
        url: '/#/active-events',
        tag: `notification-${await notificationIdOf(t, user.id, 1001)}`,
      },
    ]);
  });
});

it('signs every push with the VAPID key the server hands out, for the endpoint origin', async () => {
  const { publicKey } = (await t.app.inject({ method: 'GET', url: '/api/subscribe/key' })).json();
  const { activityId, device } = await postBy('EN');
  await callAs(t, (await fan()).id, 'POST', '/api/likes/like', { activityId });
  const [push] = await waitForPushes(service, device);
  expect(push!.headers.authorization).toContain(`k=${publicKey}`);
  expect(push!.claims.aud).toBe(service.origin);
  expect(push!.claims.sub).toMatch(/^mailto:/);
  expect(push!.headers.ttl).toBe('86400');
  expect(push!.headers.urgency).toBe('normal');
  expect(service.problems).toEqual([]);
});
