import { expect, test } from '@playwright/test';
import { admin } from '../playwright.config';
import { logIn } from './ui';

// The server of these journeys sets none of FAQ_URL, IMPRINT_URL and PRIVACY_URL (decision 065).

test("the login page leads to the app's own privacy notice, in German and in English", async ({
  page,
}) => {
  await page.goto('/#/login');
  const legal = page.getByRole('navigation', { name: 'Rechtliche Hinweise' });
  await expect(legal.getByRole('link', { name: 'Datenschutz' })).toBeVisible();
  // No imprint is configured: participants see no link that leads nowhere.
  await expect(legal.getByRole('link', { name: 'Impressum' })).toHaveCount(0);

  await legal.getByRole('link', { name: 'Datenschutz' }).click();
  await expect(page).toHaveURL(/#\/privacy$/);
  await expect(page.getByRole('heading', { name: 'Datenschutzerklärung', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Ihre Rechte' })).toBeVisible();

  await page.getByText('EN', { exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Privacy notice', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'How long we keep your data' })).toBeVisible();
});

test('an administrator is told that no imprint is configured', async ({ page }) => {
  await logIn(page, admin.email, admin.password);
  await expect(page).toHaveURL(/#\/dashboard$/);
  const menu = page.getByRole('navigation', { name: 'Administration menu' });
  await expect(menu.getByRole('status')).toContainText('No imprint is configured');
  await expect(menu.getByRole('status')).toContainText('IMPRINT_URL');
  await expect(menu.getByRole('link', { name: 'Privacy' })).toBeVisible();
});
