import { expect, type Page, test } from '@playwright/test';
import { baseURL } from '../playwright.config';
import { createRunningEvent, readyParticipant } from './api';
import { logIn } from './ui';

/**
 * Offline from the first session on a device (issue 23, decision 064): a participant who
 * signs in on a fresh browser and opens nothing but the page the sign-in lands on can go
 * offline, reopen the app and log an activity as a draft, which becomes exactly one activity
 * once the app is online again. The app loads what the participant screens read in the
 * background, once the service worker controls the page.
 */

/** The addresses (path only) of the API answers the service worker keeps for this session. */
function cachedApiPaths(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const paths: string[] = [];
    for (const name of await caches.keys()) {
      if (!name.startsWith('api-')) continue;
      const cache = await caches.open(name);
      for (const request of await cache.keys()) paths.push(new URL(request.url).pathname);
    }
    return paths;
  });
}

/** The participant's activities of the event, as the server counts them. */
async function serverActivities(token: string, eventId: string) {
  const res = await fetch(
    `${baseURL}/api/profile/myActivities?eventId=${eventId}&page=1&limit=100`,
    { headers: { authorization: `Bearer ${token}` } },
  );
  expect(res.status).toBe(200);
  return (await res.json()).docs as Array<{ distanceKm: number }>;
}

test('after one sign-in on a fresh browser, the app opens offline and an activity logged there becomes exactly one activity online', async ({
  browser,
}) => {
  // Unique per run and short: the admin API takes addresses of at most 30 characters.
  const stamp = `${Date.now() % 1e8}${Math.floor(Math.random() * 100)}`;
  const eventName = `First Session ${stamp}`;
  const eventId = await createRunningEvent(eventName);
  const email = `f${stamp}@example.com`;
  const token = await readyParticipant(email, 'first-pass1', `First${stamp}`, eventId);

  const context = await browser.newContext();
  const page = await context.newPage();
  await logIn(page, email, 'first-pass1');
  await expect(page).toHaveURL(/#\/progress$/);

  // Nothing else is opened: the reads of every participant screen reach the offline cache
  // by themselves, through the worker that took control of this page after the sign-in.
  await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, null, {
    timeout: 30_000,
  });
  await expect
    .poll(() => cachedApiPaths(page), { timeout: 30_000 })
    .toEqual(
      expect.arrayContaining([
        '/api/profile',
        '/api/profile/events',
        '/api/settings',
        `/api/events/${eventId}/progress`,
        '/api/profile/myActivities',
        '/api/activities/newFeedsAll',
        '/api/activities/ranking/all',
        '/api/notifications',
      ]),
    );

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('status').filter({ hasText: 'You are offline' })).toBeVisible();
  await expect(page.getByText(eventName)).toBeVisible();
  await expect(page.getByText('The server cannot be reached')).toHaveCount(0);

  await page.getByRole('link', { name: 'New activity' }).click();
  await expect(page).toHaveURL(new RegExp(`#/activity-form/${eventId}$`));
  await page.getByLabel('Distance in km').fill('7.5');
  await page.getByLabel('Note').fill('First offline run');
  await page.getByRole('button', { name: 'Submit' }).click();

  const drafts = page.getByRole('list', { name: 'Drafts' });
  await expect(page).toHaveURL(new RegExp(`#/my-activity/${eventId}$`));
  await expect(drafts.getByText('First offline run')).toBeVisible();
  expect(await serverActivities(token, eventId)).toHaveLength(0);

  await context.setOffline(false);
  await expect(drafts).toHaveCount(0, { timeout: 20_000 });
  await expect(page.getByRole('row', { name: /Individual progress/ })).toContainText('7.5 km');
  const created = await serverActivities(token, eventId);
  expect(created).toHaveLength(1);
  expect(created[0]).toMatchObject({ distanceKm: 7.5 });
  await context.close();
});
