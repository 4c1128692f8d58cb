import type { Page } from '@playwright/test';

/** Steps a journey takes through the interface, the way a person does them. */

/** Logs in on the login page, switching the interface to English first. */
export async function logIn(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/#/login');
  await page.getByText('EN', { exact: true }).click();
  await page.getByLabel('Email').fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
}

/**
 * Logs in on the login page switched to `lang` first, and waits until the app has left the
 * login page (the interface then follows the profile's language).
 */
export async function logInIn(
  page: Page,
  lang: 'de' | 'en',
  email: string,
  password: string,
): Promise<void> {
  await page.goto('/#/login');
  await page.getByText(lang.toUpperCase(), { exact: true }).click();
  await page.getByLabel(lang === 'de' ? 'E-Mail' : 'Email').fill(email);
  await page
    .getByRole('textbox', { name: lang === 'de' ? 'Passwort' : 'Password', exact: true })
    .fill(password);
  await page.getByRole('button', { name: lang === 'de' ? 'Anmelden' : 'Log in' }).click();
  await page.waitForURL((url) => !url.hash.startsWith('#/login'));
}
