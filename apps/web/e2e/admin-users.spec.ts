import { expect, test } from '@playwright/test';
import { admin } from '../playwright.config';
import { createParticipant } from './api';
import { logIn } from './ui';

test('an admin deactivates a participant, who can then no longer log in', async ({
  page,
  browser,
}) => {
  const email = `paul-${Date.now()}@example.com`;
  const password = 'paul-pass';
  await createParticipant(email, password, 'Deactivated');

  await logIn(page, admin.email, admin.password);
  await expect(page).toHaveURL(/#\/dashboard$/);
  await page.goto('/#/users');
  await page.getByLabel(/search users|benutzer suchen/i).fill(email);
  const deactivate = page.getByRole('button', {
    name: /(Deactivate|Deaktivieren) Paula Deactivated/,
  });
  await deactivate.click();
  await page.getByRole('button', { name: /^(yes|ja|ok|confirm|bestätigen)/i }).click();
  await expect(
    page.getByRole('button', { name: /(Activate|Aktivieren) Paula Deactivated/ }),
  ).toBeVisible();

  const participant = await (await browser.newContext()).newPage();
  await logIn(participant, email, password);
  await expect(
    participant.getByText('This account has been deactivated. Please contact support.'),
  ).toBeVisible();
  await expect(participant).toHaveURL(/#\/login$/);
});
