import { expect, type Page, test } from '@playwright/test';
import { admin, baseURL } from '../playwright.config';

/** Creates a verified participant through the admin API (the journey itself uses the UI). */
async function createParticipant(email: string, password: string) {
  const login = await fetch(`${baseURL}/api/users/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: admin.email, password: admin.password }),
  }).then((r) => r.json());
  const res = await fetch(`${baseURL}/api/users`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${login.token}` },
    body: JSON.stringify({
      email,
      password,
      firstName: 'Paul',
      lastName: 'Deactivated',
      country: 'DE',
      userType: 'Customer',
      role: 'user',
    }),
  });
  expect(res.status).toBe(201);
}

async function logIn(page: Page, email: string, password: string) {
  await page.goto('/#/login');
  await page.getByText('EN', { exact: true }).click();
  await page.getByLabel('Email').fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
}

test('an admin deactivates a participant, who can then no longer log in', async ({
  page,
  browser,
}) => {
  const email = `paul-${Date.now()}@example.com`;
  const password = 'paul-pass';
  await createParticipant(email, password);

  await logIn(page, admin.email, admin.password);
  await expect(page).toHaveURL(/#\/dashboard$/);
  await page.goto('/#/users');
  await page.getByLabel(/search users|benutzer suchen/i).fill(email);
  const deactivate = page.getByRole('button', {
    name: /(Deactivate|Deaktivieren) Paul Deactivated/,
  });
  await deactivate.click();
  await page.getByRole('button', { name: /^(yes|ja|ok|confirm|bestätigen)/i }).click();
  await expect(
    page.getByRole('button', { name: /(Activate|Aktivieren) Paul Deactivated/ }),
  ).toBeVisible();

  const participant = await (await browser.newContext()).newPage();
  await logIn(participant, email, password);
  await expect(
    participant.getByText('This account has been deactivated. Please contact support.'),
  ).toBeVisible();
  await expect(participant).toHaveURL(/#\/login$/);
});
