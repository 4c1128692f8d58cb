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
