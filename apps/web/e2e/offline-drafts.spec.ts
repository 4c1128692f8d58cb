import { type BrowserContext, expect, type Page, type Route, test } from '@playwright/test';
import sharp from 'sharp';
import { baseURL } from '../playwright.config';
import { adminToken, createRunningEvent, readyParticipant, today } from './api';
import { logIn } from './ui';

/**
 * Offline drafts, exactly once (participant spec §4, rule 12, decision 042): an activity
 * logged without network becomes a draft that survives a reload, is sent once the app is
 * online again and becomes exactly one activity on the server, also when the network drops
 * after the request has reached the server.
 */

/** A real PNG photo for the upload (the server decodes and re-encodes it). */
const photo = () =>
  sharp({ create: { width: 64, height: 48, channels: 3, background: '#1c7ed6' } })
    .png()
    .toBuffer();

/** The participant's activities of the event, as the server counts them. */
async function serverActivities(token: string, eventId: string) {
  const res = await fetch(
    `${baseURL}/api/profile/myActivities?eventId=${eventId}&page=1&limit=100`,
    { headers: { authorization: `Bearer ${token}` } },
  );
  expect(res.status).toBe(200);
  return (await res.json()).docs as Array<{ distanceKm: number; images: unknown[] }>;
}

/** A participant signed in on a fresh page, ready in a running event. */
async function participantOn(context: BrowserContext, name: string) {
  // Unique per run and short: the admin API takes addresses of at most 30 characters.
  const stamp = `${Date.now() % 1e8}${Math.floor(Math.random() * 100)}`;
  const eventId = await createRunningEvent(`${name} ${stamp}`);
  const email = `d${stamp}@example.com`;
  const token = await readyParticipant(email, 'draft-pass1', `Drafter${stamp}`, eventId);
  const page = await context.newPage();
  await logIn(page, email, 'draft-pass1');
  await expect(page).toHaveURL(/#\/progress$/);
  // Both screens once online: without the service worker, their code loads only online.
  await page.goto(`/#/my-activity/${eventId}`);
  await expect(page.getByRole('row', { name: /Individual progress/ })).toContainText('0 km');
  await page.goto(`/#/activity-form/${eventId}`);
  await expect(page.getByLabel('Distance in km')).toBeVisible();
  return { page, token, eventId };
}

/** Fills and sends the activity form: `km` today, a notice and optionally one photo. */
async function logOnForm(page: Page, eventId: string, km: string, withPhoto: boolean) {
  await page.goto(`/#/activity-form/${eventId}`);
  await expect(page.getByLabel('Distance in km')).toHaveValue('');
  await page.getByLabel('Distance in km').fill(km);
  await page.getByLabel('Note').fill(`Run of ${km} km`);
  if (withPhoto) {
    await page
      .locator('input[type=file]')
      .setInputFiles({ name: 'run.png', mimeType: 'image/png', buffer: await photo() });
    await expect(page.getByRole('button', { name: 'Remove photo 1' })).toBeVisible();
  }
  await page.getByRole('button', { name: 'Submit' }).click();
}

const drafts = (page: Page) => page.getByRole('list', { name: 'Drafts' });

/** Toggles the network off and on: the browser's `online` event starts the sending. */
async function comeBackOnline(context: BrowserContext) {
  await context.setOffline(true);
  await context.setOffline(false);
}

// Requests go straight to the network here, where page.route sees them; the service
// worker's offline shell has its own journey (offline-shell.spec.ts).
test.use({ serviceWorkers: 'block' });

test('an activity logged offline with a photo is a draft that survives a reload and becomes exactly one activity online', async ({
  context,
}) => {
  const { page, token, eventId } = await participantOn(context, 'Offline Draft');
  // Let the persisted store take the profile (written 2 s after it loaded).
  await page.waitForFunction(() => localStorage.getItem('store')?.includes('"profile":{'));

  await context.setOffline(true);
  await logOnForm(page, eventId, '6.4', true);
  await expect(page).toHaveURL(new RegExp(`#/my-activity/${eventId}$`));
  await expect(drafts(page).getByText('Draft', { exact: true })).toBeVisible();
  await expect(drafts(page).getByText('1 photo')).toBeVisible();

  // Reload with the server out of reach: the shell loads, the API does not answer.
  await context.route('**/api/**', (route) => route.abort('internetdisconnected'));
  await context.setOffline(false);
  await page.reload();
  await expect(drafts(page).getByText('Run of 6.4 km')).toBeVisible();
  await expect(drafts(page).getByText('1 photo')).toBeVisible();
  expect(await serverActivities(token, eventId)).toHaveLength(0);

  await context.unrouteAll({ behavior: 'ignoreErrors' });
  await comeBackOnline(context);
  await expect(drafts(page)).toHaveCount(0, { timeout: 20_000 });
  await expect(page.getByRole('row', { name: /Individual progress/ })).toContainText('6.4 km');
  const created = await serverActivities(token, eventId);
  expect(created).toHaveLength(1);
  expect(created[0]).toMatchObject({ distanceKm: 6.4 });
  expect(created[0]?.images).toHaveLength(1);
});

test('a create whose answer is lost on the way back stays a draft and still becomes exactly one activity', async ({
  context,
}) => {
  const { page, token, eventId } = await participantOn(context, 'Lost Answer');

  // The request reaches the server, which creates the activity; then the network drops, so
  // the answer never arrives and nothing else gets through until it is back.
  let reached = 0;
  const cut = (route: Route) => route.abort('internetdisconnected');
  await page.route(
    '**/api/activities',
    async (route) => {
      if (route.request().method() !== 'POST') return route.fallback();
      reached += 1;
      await route.fetch();
      await page.route('**/api/**', cut);
      await route.abort('internetdisconnected');
    },
    { times: 1 },
  );
  await logOnForm(page, eventId, '3.3', true);

  await expect(page).toHaveURL(new RegExp(`#/my-activity/${eventId}$`));
  await expect(drafts(page).getByText('Run of 3.3 km')).toBeVisible();
  expect(reached).toBe(1);
  expect(await serverActivities(token, eventId)).toHaveLength(1);

  await page.unroute('**/api/**', cut);
  await comeBackOnline(context);
  await expect(drafts(page)).toHaveCount(0, { timeout: 20_000 });
  await expect(page.getByRole('row', { name: /Individual progress/ })).toContainText('3.3 km');
  expect(await serverActivities(token, eventId)).toHaveLength(1);
});

test('a draft is edited and deleted while offline', async ({ context }) => {
  const { page, token, eventId } = await participantOn(context, 'Draft Edit');

  await context.setOffline(true);
  await logOnForm(page, eventId, '5', false);
  await expect(drafts(page).getByText('Run of 5 km')).toBeVisible();

  await drafts(page)
    .getByRole('link', { name: /^Edit the draft/ })
    .click();
  await expect(page.getByText('Edit draft')).toBeVisible();
  await expect(page.getByLabel('Distance in km')).toHaveValue('5');
  await page.getByLabel('Note').fill('x'.repeat(201));
  await page.getByRole('button', { name: 'Update' }).click();
  await expect(page.getByText('The note may have at most 200 characters')).toBeVisible();
  await page.getByLabel('Note').fill('Edited offline');
  await page.getByLabel('Distance in km').fill('8.2');
  await page.getByRole('button', { name: 'Update' }).click();

  await expect(page).toHaveURL(new RegExp(`#/my-activity/${eventId}$`));
  await expect(drafts(page).getByText('Edited offline')).toBeVisible();
  await expect(drafts(page).getByText('8.2 km')).toBeVisible();

  await drafts(page)
    .getByRole('button', { name: /^Delete the draft/ })
    .click();
  await page.getByRole('button', { name: 'Yes' }).click();
  await expect(page.getByText('Draft deleted')).toBeVisible();
  await expect(drafts(page)).toHaveCount(0);

  await context.setOffline(false);
  await expect(page.getByRole('row', { name: /Individual progress/ })).toContainText('0 km');
  expect(await serverActivities(token, eventId)).toHaveLength(0);
});

test('a draft the server refuses stays with the translated reason, for the user to edit or delete', async ({
  context,
}) => {
  const { page, token, eventId } = await participantOn(context, 'Ended Meanwhile');

  await context.setOffline(true);
  await logOnForm(page, eventId, '4', false);
  await expect(drafts(page).getByText('Run of 4 km')).toBeVisible();

  // The challenge ends while the participant is offline: it ran until yesterday.
  const yesterday = new Date(`${today()}T12:00:00Z`);
  yesterday.setUTCDate(yesterday.getUTCDate() - 1);
  const day = yesterday.toISOString().slice(0, 10);
  const res = await fetch(`${baseURL}/api/events/${eventId}`, {
    method: 'PATCH',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${await adminToken()}` },
    body: JSON.stringify({ startDate: day, endDate: day }),
  });
  expect(res.status).toBe(200);

  await context.setOffline(false);
  await expect(drafts(page).getByRole('alert')).toContainText(
    'Not sent: This challenge is not running, so its activities cannot be changed.',
    { timeout: 20_000 },
  );
  expect(await serverActivities(token, eventId)).toHaveLength(0);

  // It stays across a reload, and the user can still delete it.
  await page.reload();
  await expect(drafts(page).getByRole('alert')).toContainText('not running');
  await drafts(page)
    .getByRole('button', { name: /^Delete the draft/ })
    .click();
  await page.getByRole('button', { name: 'Yes' }).click();
  await expect(drafts(page)).toHaveCount(0);
});

test.describe('with the service worker', () => {
  test.use({ serviceWorkers: 'allow' });

  test('a draft logged offline shows after a reload with the network off, and is sent once online', async ({
    context,
  }) => {
    const { page, token, eventId } = await participantOn(context, 'Worker Draft');
    // The worker claims the page that installed it; the screens' code is precached.
    await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, null, {
      timeout: 30_000,
    });
    await page.waitForFunction(() => localStorage.getItem('store')?.includes('"profile":{'));

    await context.setOffline(true);
    await logOnForm(page, eventId, '2.8', true);
    await expect(drafts(page).getByText('Run of 2.8 km')).toBeVisible();

    await page.reload();
    await expect(drafts(page).getByText('Run of 2.8 km')).toBeVisible();
    await expect(drafts(page).getByText('1 photo')).toBeVisible();
    expect(await serverActivities(token, eventId)).toHaveLength(0);

    await context.setOffline(false);
    await expect(drafts(page)).toHaveCount(0, { timeout: 20_000 });
    await expect(page.getByRole('row', { name: /Individual progress/ })).toContainText('2.8 km');
    const created = await serverActivities(token, eventId);
    expect(created).toHaveLength(1);
    expect(created[0]?.images).toHaveLength(1);
  });
});
