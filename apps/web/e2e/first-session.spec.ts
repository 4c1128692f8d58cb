import { expect, test } from '@playwright/test';
import { dataDir } from '../playwright.config';
import { createRunningEvent } from './api';
import { AxeSweep } from './axe';
import { linkFromMail } from './mailbox';

test.use({ viewport: { width: 390, height: 844 } });

/**
 * Issue 27, decision 080: a new account's first session flows. The e-mail link signs the
 * person in on the device that opened it and leads to the profile step, which says why it
 * asks; the language applies at once and confirms in itself; progress, before the first
 * challenge, offers the open one with its join button; an empty activity list offers the
 * first activity.
 */
test('a new participant confirms the e-mail, lands signed in on the profile, switches the language, joins the open challenge and is offered the first activity', async ({
  page,
}) => {
  const stamp = Date.now() % 1e8;
  const eventName = `First Steps ${stamp}`;
  await createRunningEvent(eventName);
  const email = `first-${stamp}@example.com`;
  const password = 'first-step1';

  await page.goto('/#/register');
  await page.getByText('EN', { exact: true }).click();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Given name').fill('Nora');
  await page.getByLabel('Last name').fill(`Neu${stamp}`);
  await page.getByLabel('Staff').check();
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByLabel('Password confirmation').fill(password);
  await page.getByLabel('I accept the terms and conditions').click();
  await page.getByRole('button', { name: 'Yes I agree' }).click();
  await page.getByRole('button', { name: 'Register' }).click();
  await page.getByRole('button', { name: 'OK' }).click();

  // The link from the mail signs in on this device: no login form on the way.
  await page.goto(await linkFromMail(dataDir, email, '/registrationConfirm/'));
  await expect(page).toHaveURL(/#\/profile$/);
  expect(await page.evaluate(() => localStorage.getItem('auth_token'))).toBeTruthy();
  await expect(page.getByLabel('Display name')).toHaveValue(`Nora Neu${stamp}`);
  await expect(
    page.getByText(
      'So that your kilometres count in the right group and the app speaks your language, please take a moment to check your profile.',
    ),
  ).toBeVisible();
  const englishSweep = new AxeSweep(page, 'en');
  await englishSweep.check('profile step of the first login');
  englishSweep.expectClean();

  // The language applies at once and confirms in the new language.
  await page.getByText('Deutsch', { exact: true }).click();
  await expect(page.getByText('Die App spricht jetzt Deutsch.')).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  // Still the profile step: the rest is asked once.
  await expect(page.getByText(/prüfen Sie bitte kurz Ihr Profil/)).toBeVisible();
  await page.getByRole('button', { name: 'Profil speichern' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'OK' }).click();

  // Progress before the first challenge offers the open one with its join button.
  await page
    .getByRole('navigation', { name: 'Hauptnavigation' })
    .getByRole('link', { name: 'Fortschritt' })
    .click();
  await expect(page).toHaveURL(/#\/progress$/);
  await expect(page.getByText('Sie nehmen noch an keiner Challenge teil.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Offene Challenges' })).toBeVisible();
  const sweep = new AxeSweep(page, 'de');
  await sweep.check('progress: open challenges to join');
  await page.getByRole('link', { name: `Bei ${eventName} mitmachen` }).click();
  await page.getByRole('button', { name: 'Ja, mitmachen' }).click();
  await expect(page).toHaveURL(/#\/progress$/);

  // No activity yet: the list offers the first one, which opens the form.
  const logFirst = page.getByRole('link', { name: 'Erste Aktivität eintragen' });
  await expect(logFirst).toBeVisible();
  // The "joined" toast fades out by itself: axe must not catch it half transparent.
  await expect(page.locator('.mantine-Notification-root')).toHaveCount(0, { timeout: 15_000 });
  await sweep.check('progress: the first activity offered');
  await logFirst.click();
  await expect(page).toHaveURL(/#\/activity-form\//);
  await expect(page.getByLabel('Strecke in km')).toBeVisible();

  // No friends yet: the spec's empty text, and an invitation to pass on.
  await page.goto('/#/myfriends');
  await expect(page.getByText('Keine Einträge gefunden')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Mitarbeitende einladen' })).toBeVisible();
  await sweep.check('friends: invite a colleague');
  sweep.expectClean();
});
