/// <reference path="../../server/src/test/http-ece.d.ts" />
import { expect, type Page, test } from '@playwright/test';
import { startTestPushService } from '../../server/src/test/push-endpoint';
import { baseURL } from '../playwright.config';
import { createRunningEvent, readyParticipant, today } from './api';
import { logIn } from './ui';

/** A JSON call of the API as `token`; answers status and body. */
async function call(token: string, method: string, path: string, body?: object) {
  const res = await fetch(`${baseURL}/api${path}`, {
    method,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : undefined };
}

/** Titles of the notifications the page's service worker shows now. */
function shownTitles(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    return (await registration.getNotifications()).map((n) => n.title);
  });
}

/** Whether appDb holds the new-notification record the worker writes (admin spec §4). */
function hasMarker(page: Page): Promise<boolean> {
  return page.evaluate(
    () =>
      new Promise<boolean>((resolve, reject) => {
        const open = indexedDB.open('appDb');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('notification')) return resolve(false);
          const get = db
            .transaction('notification')
            .objectStore('notification')
            .get('notification_status');
          get.onsuccess = () => resolve(get.result !== undefined);
          get.onerror = () => reject(get.error);
        };
      }),
  );
}

test("a like on a participant's post reaches her browser as a push the service worker shows, and the bell gets its dot", async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const pushService = await startTestPushService();
  try {
    const stamp = Date.now() % 1e8;
    const eventId = await createRunningEvent(`Push Run ${stamp}`);
    const pia = { email: `pia-${stamp}@example.com`, password: 'pia-pass1', last: `Pish${stamp}` };
    const lars = {
      email: `lars-${stamp}@example.com`,
      password: 'lars-pass1',
      last: `Lik${stamp}`,
    };
    const piaToken = await readyParticipant(pia.email, pia.password, pia.last, eventId);
    const larsToken = await readyParticipant(lars.email, lars.password, lars.last, eventId);
    const post = await call(piaToken, 'POST', '/activities', {
      eventId,
      date: today(),
      distanceKm: 8.2,
    });
    expect(post.status).toBe(201);

    // Pia's browser: notifications allowed, signed in, the service worker in control.
    const context = await browser.newContext({ permissions: ['notifications'] });
    const page = await context.newPage();
    const keyRequested = page.waitForRequest((r) => r.url().endsWith('/api/subscribe/key'));
    await logIn(page, pia.email, pia.password);
    await expect(page).toHaveURL(/#\/progress$/);
    await page.waitForFunction(() => navigator.serviceWorker?.controller !== null);
    // With a stored user_ID and the permission given, the app's loop goes for a subscription.
    await keyRequested;

    // Pia's device is subscribed at the local push service (its keys made in the test).
    const device = pushService.subscribe();
    const stored = await call(piaToken, 'POST', '/subscribe', {
      endpoint: device.endpoint,
      expirationTime: null,
      keys: device.keys,
    });
    expect(stored.status).toBe(200);

    // Lars likes her post; the job queue pushes it, encrypted, to her device.
    expect(
      (await call(larsToken, 'POST', '/likes/like', { activityId: post.body._id })).status,
    ).toBe(200);
    await expect.poll(() => pushService.pushesTo(device.id).length, { timeout: 30_000 }).toBe(1);
    expect(pushService.problems).toEqual([]);
    const [push] = pushService.pushesTo(device.id);
    expect(push?.message.title).toBe(`Paula ${lars.last} liked your activity`);

    // She reads the list elsewhere, so only the push can put the dot on the bell now.
    expect((await call(piaToken, 'POST', '/notifications/read', {})).status).toBe(204);
    await page.reload();
    await page.waitForFunction(() => navigator.serviceWorker?.controller !== null);

    // The push service hands the decrypted message to her browser's service worker.
    const cdp = await context.newCDPSession(page);
    const registrationId = new Promise<string>((resolve) => {
      cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
        const live = registrations.find((r) => !r.isDeleted && r.scopeURL === `${baseURL}/`);
        if (live) resolve(live.registrationId);
      });
    });
    await cdp.send('ServiceWorker.enable');
    await cdp.send('ServiceWorker.deliverPushMessage', {
      origin: baseURL,
      registrationId: await registrationId,
      data: JSON.stringify(push?.message),
    });

    // The worker may still be starting after the reload on a loaded machine: as long as the
    // push service's own wait above.
    await expect
      .poll(() => shownTitles(page), { timeout: 30_000 })
      .toContain(`Paula ${lars.last} liked your activity`);
    await expect.poll(() => hasMarker(page), { timeout: 30_000 }).toBe(true);

    // The bell shows the dot at the next check (10 s after mount, then every 10 s).
    const bell = page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: /Notifications/ });
    await expect(bell).toContainText('New notifications', { timeout: 25_000 });

    // Opening the notifications clears it.
    await bell.click();
    await expect(page).toHaveURL(/#\/notification$/);
    await expect(bell).not.toContainText('New notifications');
    await expect.poll(() => hasMarker(page)).toBe(false);
    await context.close();
  } finally {
    await pushService.close();
  }
});
