import { expect, type Page, test } from '@playwright/test';
import sharp from 'sharp';
import { admin } from '../playwright.config';
import { createParticipant } from './api';
import { logIn } from './ui';

/** A real PNG photo for the upload (the server decodes and re-encodes it). */
const photo = () =>
  sharp({ create: { width: 64, height: 48, channels: 3, background: '#2f9e44' } })
    .png()
    .toBuffer();

/** Picks today in the open date picker (the event runs today only). */
async function pickToday(page: Page, label: string) {
  await page.getByLabel(label).click();
  await page.locator('button[data-today]:not([data-outside])').first().click();
  // The picker closes with an animation: until it is gone, the next picker's "today" could
  // be this one's, and the click would land on a closing popover.
  await expect(page.locator('button[data-today]')).toHaveCount(0);
  await expect(page.getByLabel(label)).toContainText(/\d{2}\/\d{2}\/\d{4}/);
}

test('an admin creates an event, a participant joins it, logs an activity with a photo and sees the progress', async ({
  page,
  browser,
}) => {
  const eventName = `Lunch Run ${Date.now()}`;
  await logIn(page, admin.email, admin.password);
  await expect(page).toHaveURL(/#\/dashboard$/);
  await page.goto('/#/events');
  await page.getByRole('button', { name: 'Add challenge' }).click();
  await page.getByLabel('Challenge name').fill(eventName);
  await pickToday(page, 'Start date');
  await pickToday(page, 'End date');
  await page.getByLabel('Target (km)').fill('50');
  await expect(page.getByLabel('Target (miles)')).toHaveValue('31.07');
  await page.getByRole('dialog').getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('cell', { name: eventName, exact: true }).first()).toBeVisible();

  const email = `run-${Date.now() % 1e8}@example.com`;
  await createParticipant(email, 'run-fast1');
  const runner = await (await browser.newContext()).newPage();
  await logIn(runner, email, 'run-fast1');
  // Created by an admin: first login goes to the profile; save it once, then to the challenges.
  await expect(runner).toHaveURL(/#\/profile$/);
  await runner.getByRole('button', { name: 'Save profile' }).click();
  await runner.getByRole('dialog').getByRole('button', { name: 'OK' }).click();
  await expect(runner).toHaveURL(/#\/active-events$/);

  await runner.getByRole('link', { name: `Join ${eventName}` }).click();
  await runner.getByRole('button', { name: 'Yes, join' }).click();
  await expect(runner).toHaveURL(/#\/progress$/);

  await runner.getByRole('link', { name: 'My activity' }).click();
  await expect(runner.getByRole('row', { name: /Individual progress/ })).toContainText('0 km');

  await runner.goBack();
  await runner.getByRole('link', { name: 'New activity' }).click();
  await runner.getByLabel('Distance in km').fill('7.5');
  await expect(runner.getByLabel('Distance in miles')).toHaveValue('4.7');
  await runner.getByLabel('Note').fill('Around the lake');
  await runner
    .locator('input[type=file]')
    .setInputFiles({ name: 'lake.png', mimeType: 'image/png', buffer: await photo() });
  await runner.getByRole('button', { name: 'Submit' }).click();

  await expect(runner).toHaveURL(/#\/my-activity\//);
  await expect(runner.getByRole('row', { name: /Individual progress/ })).toContainText('7.5 km');
  await expect(runner.getByRole('row', { name: /Individual ranking/ })).toContainText('1 of 1');

  await runner.goto('/#/progress');
  await expect(runner.getByText('Around the lake')).toBeVisible();
  await expect(runner.getByRole('img', { name: /Photo 1 of the activity/ })).toBeVisible();
});
