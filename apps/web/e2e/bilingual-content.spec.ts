import { expect, test } from '@playwright/test';
import { admin } from '../playwright.config';
import { createRunningEvent, readyParticipant } from './api';
import { logIn } from './ui';

/**
 * Issue 27's admin content in both languages (decision 075): the organiser writes an event's
 * description in German and in English in the event form; a participant with the English
 * interface reads the English one on the challenge's card, a participant who switched to
 * German the German one.
 */
test('an event description written in both languages reaches each participant in theirs', async ({
  page,
  browser,
}) => {
  const stamp = Date.now() % 1e8;
  const eventName = `Bilingual Run ${stamp}`;
  const eventId = await createRunningEvent(eventName);
  const englishEmail = `reader-en-${stamp}@example.com`;
  const germanEmail = `reader-de-${stamp}@example.com`;
  await readyParticipant(englishEmail, 'read-fast1', `English${stamp}`, eventId);
  await readyParticipant(germanEmail, 'read-fast1', `German${stamp}`, eventId);

  // The organiser writes both descriptions in the event form.
  await logIn(page, admin.email, admin.password);
  await expect(page).toHaveURL(/#\/dashboard$/);
  await page.goto('/#/events');
  await page.getByRole('button', { name: `Edit ${eventName}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit challenge' });
  await dialog
    .getByRole('textbox', { name: 'Description in German' })
    .fill('Wir laufen für sauberes Wasser.');
  await dialog
    .getByRole('textbox', { name: 'Description in English' })
    .fill('We run for clean water.');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('The challenge has been updated.')).toBeVisible();

  // A participant with the English interface reads the English description.
  const english = await (await browser.newContext()).newPage();
  await logIn(english, englishEmail, 'read-fast1');
  await expect(english).toHaveURL(/#\/progress$/);
  await english.goto('/#/active-events');
  const card = english.getByRole('article').filter({ hasText: eventName });
  await expect(card).toContainText('We run for clean water.');
  await expect(card).not.toContainText('sauberes Wasser');

  // A participant who chose German reads the German one.
  const german = await (await browser.newContext()).newPage();
  await logIn(german, germanEmail, 'read-fast1');
  await expect(german).toHaveURL(/#\/progress$/);
  await german.goto('/#/profile');
  // The language applies the moment it is chosen (decision 080).
  await german.getByText('Deutsch', { exact: true }).click();
  await expect(german.getByText('Die App spricht jetzt Deutsch.')).toBeVisible();
  await expect(german.locator('html')).toHaveAttribute('lang', 'de');
  await german.goto('/#/active-events');
  const karte = german.getByRole('article').filter({ hasText: eventName });
  await expect(karte).toContainText('Wir laufen für sauberes Wasser.');
  await expect(karte).not.toContainText('clean water');
});
