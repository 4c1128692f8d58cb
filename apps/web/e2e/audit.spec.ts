import { expect, type Page, test } from '@playwright/test';
import { admin } from '../playwright.config';
import { adminToken, call, createParticipant } from './api';
import { AxeSweep, checkOpened, desktop, type Lang, text } from './axe';
import { logIn } from './ui';

/**
 * The audit trail (issue 30): an administrator makes a participant an administrator in the
 * users' edit dialog, then finds that change on the Audit page, in English and in German,
 * with no axe violation on either.
 */
test.use({ viewport: desktop });

/** The id of the user with `email`, found through the admin API. */
async function userIdByEmail(email: string): Promise<string> {
  const found = await call(
    await adminToken(),
    'GET',
    `/users?page=1&limit=1&filter=${encodeURIComponent(email)}&fields=email`,
  );
  return found.docs[0]._id;
}

/** The trail's row about `userId`'s role, with the change in `lang`'s words. */
function roleChangeRow(page: Page, lang: Lang, userId: string) {
  return page
    .getByRole('row')
    .filter({ has: page.getByRole('link', { name: userId, exact: true }) })
    .filter({ hasText: text(lang, 'audit:actions.user.role') })
    .filter({
      hasText: `${text(lang, 'audit:fields.role')}: ${text(lang, 'audit:changes.fromTo', {
        before: text(lang, 'audit:values.role.user'),
        after: text(lang, 'audit:values.role.admin'),
      })}`,
    });
}

test('a role change shows on the Audit page in both languages', async ({ page }) => {
  test.setTimeout(90_000);
  const email = `audit-${Date.now()}@example.com`;
  await createParticipant(email, 'audit-pass1', 'Audited');
  const userId = await userIdByEmail(email);

  await logIn(page, admin.email, admin.password);
  await expect(page).toHaveURL(/#\/dashboard$/);
  await page.goto('/#/users');
  await page.getByRole('searchbox', { name: 'Search users' }).fill(email);
  await page.getByRole('button', { name: 'Edit Paula Audited' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit user' });
  await dialog.getByRole('combobox', { name: 'Role' }).click();
  await page.getByRole('option', { name: 'Administrator' }).click();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('The user has been updated.')).toBeVisible();

  await page
    .getByRole('navigation', { name: 'Administration menu' })
    .getByRole('link', { name: 'Audit trail' })
    .click();
  await expect(page).toHaveURL(/#\/audit$/);
  // Only role changes, so other journeys' writes cannot push this one off the first page.
  await page.getByRole('combobox', { name: 'Action', exact: true }).click();
  await page.getByRole('option', { name: 'Role changed' }).click();
  await expect(page).toHaveURL(/#\/audit\?action=user\.role$/);
  const english = roleChangeRow(page, 'en', userId);
  await expect(english).toHaveCount(1);
  await expect(english).toContainText('Administrator');
  await expect(english).toContainText(admin.email);

  // The workbook of the same filters, signed in.
  const asked = page.waitForResponse((res) => res.url().includes('/api/admin/audit/download'));
  const saved = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Excel download' }).click();
  const answer = await asked;
  expect(answer.status()).toBe(200);
  expect(new URL(answer.url()).search).toBe('?action=user.role');
  expect((await saved).suggestedFilename()).toBe('audit.xlsx');
  await expect(page.getByText('The Excel file has been downloaded.')).toBeVisible();

  const en = new AxeSweep(page, 'en');
  await en.check('audit trail');
  await checkOpened(
    en,
    page,
    'audit trail: object list',
    page.getByRole('combobox', { name: 'Object', exact: true }),
    page.getByRole('listbox'),
  );
  en.expectClean();

  await page.getByText('DE', { exact: true }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(
    page.getByRole('heading', { name: text('de', 'audit:title'), level: 2 }),
  ).toBeVisible();
  await expect(roleChangeRow(page, 'de', userId)).toHaveCount(1);

  const de = new AxeSweep(page, 'de');
  await de.check('audit trail');
  await checkOpened(
    de,
    page,
    'audit trail: from date picker',
    page.getByRole('button', { name: text('de', 'audit:filters.from'), exact: true }),
    page.locator('button[data-today]').first(),
  );
  de.expectClean();
});
