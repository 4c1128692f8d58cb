import { expect, type Page, test } from '@playwright/test';
import sharp from 'sharp';
import { baseURL } from '../playwright.config';
import { createRunningEvent, logActivity, readyParticipant, today } from './api';
import { logIn } from './ui';

/** Waits until the service worker controls the page (it claims the page that installed it). */
async function waitForServiceWorker(page: Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, null, {
    timeout: 30_000,
  });
}

/** The caches of the page's origin that hold a user's data (decision 040). */
function userCaches(page: Page): Promise<string[]> {
  return page.evaluate(async () =>
    (await caches.keys()).filter((name) => name.startsWith('api-') || name === 'uploads'),
  );
}

test('after one online visit the app opens offline with the last known screens and a banner; logout clears the caches', async ({
  browser,
}) => {
  const stamp = Date.now() % 1e8;
  const eventName = `Offline Run ${stamp}`;
  const eventId = await createRunningEvent(eventName);
  const olga = {
    email: `olga-${stamp}@example.com`,
    password: 'olga-pass1',
    last: `Olsen${stamp}`,
  };
  const token = await readyParticipant(olga.email, olga.password, olga.last, eventId);
  await logActivity(token, eventId, 13.7);

  const context = await browser.newContext();
  const page = await context.newPage();
  await logIn(page, olga.email, olga.password);
  await expect(page).toHaveURL(/#\/progress$/);
  await waitForServiceWorker(page);

  // The visit the data cache learns from: every screen once, through the worker.
  await page.reload();
  const screens = [
    { path: '/#/progress', shows: eventName },
    { path: `/#/my-activity/${eventId}`, shows: /13[.,]7/ },
    { path: '/#/newsfeed', shows: `Paula ${olga.last}` },
    { path: '/#/active-events', shows: eventName },
    { path: `/#/ranking/${eventId}`, shows: `Paula ${olga.last}` },
  ];
  for (const screen of screens) {
    await page.goto(screen.path);
    await expect(page.getByText(screen.shows).first()).toBeVisible();
  }

  // Meanwhile the server learns more; the offline app cannot know it.
  await logActivity(token, eventId, 5.9);

  const fromCache: string[] = [];
  page.on('response', (response) => {
    if (response.headers()['x-from-offline-cache'] === '1') fromCache.push(response.url());
  });
  await context.setOffline(true);
  await page.reload();

  const banner = page.getByRole('status').filter({ hasText: 'You are offline' });
  await expect(banner).toBeVisible();
  for (const screen of screens) {
    await page.goto(screen.path);
    await expect(page.getByText(screen.shows).first()).toBeVisible();
    await expect(banner).toBeVisible();
  }
  await page.goto(`/#/my-activity/${eventId}`);
  await expect(page.getByText(/13[.,]7/).first()).toBeVisible();
  await expect(page.getByText(/5[.,]9/)).toHaveCount(0);
  expect(fromCache.some((url) => url.includes('/api/profile/myActivities'))).toBe(true);
  expect(await userCaches(page)).not.toEqual([]);

  // Back online, logging out leaves nothing of Olga's data on the device.
  await context.setOffline(false);
  await expect(banner).toBeHidden();
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/#\/login/);
  // The page reloads after the logout; a read during the reload is simply read again.
  await expect.poll(() => userCaches(page).catch(() => ['(reloading)'])).toEqual([]);
  await context.close();
});

/** Logs an activity of today with one photo through the API; answers its thumbnail's address. */
async function logActivityWithPhoto(token: string, eventId: string): Promise<string> {
  const png = await sharp({
    create: { width: 64, height: 48, channels: 3, background: '#1971c2' },
  })
    .png()
    .toBuffer();
  const form = new FormData();
  for (const [name, value] of Object.entries({ eventId, date: today(), distanceKm: '4.2' })) {
    form.set(name, value);
  }
  form.append('images', new Blob([png], { type: 'image/png' }), 'run.png');
  const res = await fetch(`${baseURL}/api/activities`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  expect(res.status).toBe(201);
  return (await res.json()).images[0].thumbUrl;
}

/** Whether the first photo of the progress screen's activity list has loaded and is drawn. */
function isPhotoDrawn(page: Page): Promise<boolean> {
  return page
    .getByRole('img', { name: /Photo 1 of the activity/ })
    .evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0);
}

test('the owner’s photo shows offline from the device under any signed address; the bare address is refused', async ({
  browser,
}) => {
  const stamp = Date.now() % 1e8;
  const eventId = await createRunningEvent(`Photo Run ${stamp}`);
  const pia = { email: `pia-${stamp}@example.com`, password: 'pia-pass1' };
  const token = await readyParticipant(pia.email, pia.password, `Pix${stamp}`, eventId);
  const thumbnail = await logActivityWithPhoto(token, eventId);
  // Decision 062: served at the signed address an answer gave, not at the bare key.
  const [path = ''] = thumbnail.split('?');
  expect((await fetch(`${baseURL}${thumbnail}`)).status).toBe(200);
  expect((await fetch(`${baseURL}${path}`)).status).toBe(404);

  const context = await browser.newContext();
  const page = await context.newPage();
  await logIn(page, pia.email, pia.password);
  await expect(page).toHaveURL(/#\/progress$/);
  await waitForServiceWorker(page);
  // The progress screen lists the participant's activities with their photos.
  await page.reload();
  await expect.poll(() => isPhotoDrawn(page)).toBe(true);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('status').filter({ hasText: 'You are offline' })).toBeVisible();
  await expect.poll(() => isPhotoDrawn(page)).toBe(true);
  // The next hour's address of the same photo finds the copy the device holds.
  const later = await page.evaluate(
    async (bare) => (await fetch(`${bare}?exp=1&sig=the-next-hour`)).status,
    path,
  );
  expect(later).toBe(200);
  await context.close();
});
