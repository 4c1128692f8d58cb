import { expect, type Page, test } from '@playwright/test';
import { createRunningEvent, logActivity, readyParticipant } from './api';
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
