import fs from 'node:fs/promises';
import { type Download, expect, type Page, test } from '@playwright/test';
import { admin } from '../playwright.config';
import { createRunningEvent, logActivity, readyParticipant } from './api';
import { logIn } from './ui';

/**
 * Clicks a download button and answers the file the browser saved, once its toast has gone:
 * the pointer rests on the button, and a toast under the pointer stays open (Mantine pauses
 * the timer on hover) and covers the controls beside it.
 */
async function download(page: Page, button: string): Promise<Download> {
  const saved = page.waitForEvent('download');
  await page.getByRole('button', { name: button }).click();
  const file = await saved;
  const toast = page.getByRole('alert').filter({ hasText: 'The Excel file has been downloaded.' });
  await expect(toast).toBeVisible();
  await page.mouse.move(0, 0);
  await expect(toast).toHaveCount(0);
  return file;
}

/** The file's suggested name starts with `prefix`, and it is a non-empty xlsx (a zip: PK). */
async function expectSpreadsheet(file: Download, prefix: string) {
  expect(file.suggestedFilename()).toMatch(new RegExp(`^${prefix}_.*\\.xlsx$`));
  const bytes = await fs.readFile(await file.path());
  expect(bytes.length).toBeGreaterThan(100);
  expect(bytes.subarray(0, 2).toString('latin1')).toBe('PK');
}

test('an admin opens the report of an event, lists the participants behind a count and downloads both files', async ({
  page,
}) => {
  const stamp = Date.now();
  const eventName = `Report Run ${stamp}`;
  const eventId = await createRunningEvent(eventName);
  const tag = stamp % 100000;
  const greta = await readyParticipant(
    `greta-r${tag}@example.com`,
    'greta-pass',
    'Gruber',
    eventId,
    'DE',
    {
      country: 'DE',
      userType: 'Customer',
    },
  );
  await readyParticipant(`paula-r${tag}@example.com`, 'paula-pass', 'Peters', eventId, 'DE', {
    country: 'DE',
    userType: 'Staff',
  });
  await readyParticipant(`tom-r${tag}@example.com`, 'tom-pass', 'Turner', eventId, 'EN', {
    country: 'GB',
    userType: 'Staff',
  });
  await logActivity(greta, eventId, 5);

  await logIn(page, admin.email, admin.password);
  await expect(page).toHaveURL(/#\/dashboard$/);
  await page.goto('/#/events');
  await page.getByLabel('Search challenges').fill(eventName);
  await page.getByRole('link', { name: `Report of ${eventName}` }).click();
  await expect(page.getByRole('heading', { name: `Report: ${eventName}` })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Report type' })).toHaveValue(
    'Participants of the challenge',
  );

  // The kilometres beside the head counts (issue 27): Greta's 5 km for Germany, none for the UK.
  await expect(page.getByRole('columnheader', { name: 'Distance (km)' })).toBeVisible();
  const summaryRow = (country: string) =>
    page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: country }) });
  await expect(summaryRow('Germany').getByRole('cell').last()).toHaveText('5.0');
  await expect(summaryRow('United Kingdom').getByRole('cell').last()).toHaveText('0.0');

  // Everyone from Germany: Greta and Paula, by last name.
  await page
    .getByRole('button', { name: '2 – show the participants: Germany · all user types' })
    .click();
  await expect(page.getByRole('heading', { name: 'Germany · all user types' })).toBeVisible();
  const rows = page.getByRole('row');
  await expect(rows.filter({ hasText: 'Gruber' })).toHaveCount(1);
  await expect(rows.filter({ hasText: 'Peters' })).toHaveCount(1);
  await expect(rows.filter({ hasText: 'Turner' })).toHaveCount(0);
  await expectSpreadsheet(await download(page, 'Download list'), 'report_type_detail');

  await page.getByRole('button', { name: 'Back to the summary' }).click();
  await expect(
    page.getByRole('button', { name: '3 – show the participants: All countries · all user types' }),
  ).toBeVisible();
  await expectSpreadsheet(await download(page, 'Download summary'), 'report_type_summary');

  // With an activity: only Greta counts.
  await page.getByRole('combobox', { name: 'Report type' }).click();
  await page.getByRole('option', { name: 'Participants with at least one activity' }).click();
  await expect(
    page.getByRole('button', { name: '1 – show the participants: All countries · all user types' }),
  ).toBeVisible();
});
