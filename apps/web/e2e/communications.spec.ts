import { expect, type Page, test } from '@playwright/test';
import { admin } from '../playwright.config';
import { createRunningEvent, readyParticipant } from './api';
import { logIn } from './ui';

/**
 * Writes one language of the message: its tab, then the editor's writing area, `text`
 * followed by `boldWord` in bold (the toolbar's Bold button) and a full stop.
 */
async function writeMessage(
  page: Page,
  tab: RegExp,
  label: string,
  text: string,
  boldWord: string,
) {
  await page.getByRole('tab', { name: tab }).click();
  const box = page.getByRole('textbox', { name: label });
  await box.click();
  await box.pressSequentially(`${text} `);
  const bold = page.getByRole('tabpanel').getByRole('button', { name: 'Bold' });
  await bold.click();
  await box.pressSequentially(boldWord);
  await bold.click();
  await box.pressSequentially('.');
}

test('an admin sends a bilingual notification to an event, and each participant reads it in their language', async ({
  page,
  browser,
}) => {
  const stamp = Date.now();
  const eventName = `Message Run ${stamp}`;
  const eventId = await createRunningEvent(eventName);
  const greta = { email: `greta${stamp % 100000}@example.com`, password: 'greta-pass' };
  const emma = { email: `emma${stamp % 100000}@example.com`, password: 'emma-pass' };
  await readyParticipant(greta.email, greta.password, 'German', eventId, 'DE');
  await readyParticipant(emma.email, emma.password, 'English', eventId, 'EN');
  const name = `Route change ${stamp}`;

  await logIn(page, admin.email, admin.password);
  await expect(page).toHaveURL(/#\/dashboard$/);
  await page.getByRole('link', { name: 'Manage communications' }).click();
  await page.getByRole('button', { name: 'Add communication' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add communication' });
  await dialog.getByLabel('Name').fill(name);
  await dialog.getByLabel('Audience').click();
  await page.getByRole('option', { name: 'Participants of challenges' }).click();
  await dialog.getByLabel('Challenges').fill(eventName);
  await page.getByRole('option', { name: eventName }).click();
  // The events list stays open for more choices and may cover the language tabs: a click
  // elsewhere in the dialog closes it, as a person would.
  await dialog.getByLabel('Name').click();
  await expect(page.getByRole('option', { name: eventName })).toBeHidden();
  await writeMessage(page, /Deutsch/, 'Message in German', 'Die Strecke führt jetzt am', 'Fluss');
  await writeMessage(
    page,
    /English/,
    'Message in English',
    'The route now runs along the',
    'river',
  );
  await dialog.getByRole('button', { name: 'Send' }).click();

  await expect(dialog).toBeHidden();
  const row = page.getByRole('row', { name: new RegExp(name) });
  await expect(row).toContainText('Sent');
  await expect(row).toContainText('2 / 2');

  for (const [person, text, boldWord] of [
    [greta, 'Die Strecke führt jetzt am Fluss.', 'Fluss'],
    [emma, 'The route now runs along the river.', 'river'],
  ] as const) {
    const participant = await (await browser.newContext()).newPage();
    await logIn(participant, person.email, person.password);
    await participant.waitForURL(/#\/(progress|active-events|profile)/);
    await participant.goto('/#/notification');
    await participant.getByRole('link', { name: new RegExp(name) }).click();
    await expect(participant.getByRole('heading', { name })).toBeVisible();
    await expect(participant.getByText(text)).toBeVisible();
    await expect(participant.locator('strong', { hasText: boldWord })).toBeVisible();
    await participant.context().close();
  }
});
