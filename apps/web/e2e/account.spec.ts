import { expect, test } from '@playwright/test';
import { dataDir } from '../playwright.config';
import { linkFromMail } from './mailbox';

test('a participant registers, is signed in by the e-mail link, logs out and in, changes language and logs out', async ({
  page,
}) => {
  const email = `e2e-${Date.now()}@example.com`;
  const password = 'walk4good';

  await page.goto('/#/register');
  // Public pages start in German.
  await expect(page.getByRole('heading', { name: 'Registrieren' })).toBeVisible();
  await page.getByText('EN', { exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Register' })).toBeVisible();

  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Given name').fill('Erika');
  await page.getByLabel('Last name').fill('Mustermann');
  await page.getByLabel('Staff').check();
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByLabel('Password confirmation').fill(password);
  await page.getByLabel('I accept the terms and conditions').click();
  await page.getByRole('button', { name: 'Yes I agree' }).click();
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(
    page.getByText('Please check your email to complete your registration'),
  ).toBeVisible();
  await page.getByRole('button', { name: 'OK' }).click();
  // OK leads to the login page with the email prefilled.
  await expect(page.getByLabel('Email')).toHaveValue(email);

  const link = await linkFromMail(dataDir, email, '/registrationConfirm/');
  await page.goto(link);
  // The link signs in on this device and leads to the profile step (decision 080).
  await expect(page).toHaveURL(/#\/profile$/);
  await expect(page.getByLabel('Display name')).toHaveValue('Erika Mustermann');

  // Log out and in again: the first login is still open, so the login leads to the profile,
  // in the profile's language (English: registered in EN).
  await page.getByRole('button', { name: 'Open menu' }).click();
  // Logging out reloads the page; the form is filled once the reloaded one is there.
  const reloaded = page.waitForEvent('load');
  await page.getByText('Log out').click();
  await reloaded;
  await expect(page).toHaveURL(/#\/login$/);
  await page.getByLabel('Email').fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/#\/profile$/);
  await expect(page.getByLabel('Display name')).toHaveValue('Erika Mustermann');

  // Switching the profile language to German switches the interface at once.
  await page.getByText('Deutsch', { exact: true }).click();
  await expect(page.getByText('Die App spricht jetzt Deutsch.')).toBeVisible();
  await page.getByRole('button', { name: 'Profil speichern' }).click();
  // The first save of a new profile confirms and then leads on (spec §4 'Profile save').
  await page.getByRole('dialog').getByRole('button', { name: 'OK' }).click();
  // It leads to the open challenges, in German.
  await expect(page).toHaveURL(/#\/active-events$/);
  await expect(page.getByRole('heading', { name: 'Seite nicht gefunden' })).toHaveCount(0);

  await page.getByRole('button', { name: 'Menü öffnen' }).click();
  await page.getByText('Abmelden').click();
  await expect(page).toHaveURL(/#\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('auth_token'))).toBeNull();
});
