import { expect, type Locator, type Page, test } from '@playwright/test';
import { admin } from '../playwright.config';
import { call, createRunningEvent, logActivity, readyParticipant } from './api';
import { desktop, phone } from './axe';
import { logIn } from './ui';

/**
 * A participant logs an activity with the keyboard alone (WCAG 2.1.1, 2.4.3, 2.4.7): every
 * step is a key press, never a click; each element that takes the focus on the way shows it,
 * and the distance picker is operated with the arrow keys, takes the focus when it opens and
 * gives it back to its button when it closes. An organiser decides in the review queue the
 * same way: a reason typed into the dialog that took the focus, a selection with the Space key.
 */
test.use({ viewport: phone });

/**
 * The focused element, described, and whether it draws a visible focus indicator (an
 * outline or a shadow), itself or, for an input inside a field's box, the box.
 */
async function focused(page: Page): Promise<{ element: string; isVisible: boolean }> {
  return page.evaluate(() => {
    const element = document.activeElement;
    if (!element || element === document.body) return { element: 'body', isVisible: false };
    const shows = (el: Element) => {
      const style = getComputedStyle(el);
      const outline = style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) > 0;
      return outline || style.boxShadow !== 'none';
    };
    // A password's input sits inside the visible field, which draws the ring.
    const field = element.closest('.mantine-Input-input');
    return {
      element: element.outerHTML.slice(0, 160),
      isVisible: shows(element) || (field !== null && shows(field)),
    };
  });
}

/**
 * Presses Tab (or Shift+Tab) until `target` has the focus, checking on each stop that the
 * focus is visible; fails after `max` presses.
 */
async function tabTo(page: Page, target: Locator, { back = false, max = 40 } = {}) {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
    const now = await focused(page);
    expect(now.isVisible, `focus shown on ${now.element}`).toBe(true);
    if (await target.evaluate((element) => element === document.activeElement)) return;
  }
  throw new Error(`${target} never took the focus within ${max} presses`);
}

test('a participant logs an activity with the keyboard alone', async ({ page }) => {
  const stamp = Date.now() % 1e8;
  const eventName = `Key Run ${stamp}`;
  const eventId = await createRunningEvent(eventName);
  const email = `key-${stamp}@ex.com`;
  const token = await readyParticipant(email, 'key-pass1', `Tastatur${stamp}`, eventId);
  // A second, newer challenge: the one to log for must be chosen.
  const otherId = await createRunningEvent(`Key Walk ${stamp}`);
  await call(token, 'POST', '/profile/registerEvent', { eventId: otherId });

  await page.goto('/#/login');
  // The login page is in German until the profile's English takes over. The first Tab waits
  // for the page to be there, or it lands on the empty document.
  await expect(page.getByLabel('E-Mail')).toBeVisible();
  await tabTo(page, page.getByLabel('E-Mail'));
  await page.keyboard.type(email);
  await tabTo(page, page.getByRole('textbox', { name: 'Passwort', exact: true }));
  await page.keyboard.type('key-pass1');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/#\/progress$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');

  // Choose the challenge: open its section, then its "New activity".
  // The participant's frame and page load with the route: Tab once they are there.
  const section = page.getByRole('button', { name: new RegExp(`^${eventName}`) });
  await expect(section).toBeVisible();
  await tabTo(page, section);
  await page.keyboard.press('Enter');
  await expect(section).toHaveAttribute('aria-expanded', 'true');
  // The card's own button; the empty list offers the first activity too (decision 080).
  const newActivity = page
    .locator(`a[href="#/activity-form/${eventId}"]`)
    .filter({ hasText: 'New activity' });
  // The panel opens over a frame or two (Mantine's Collapse); until it shows, the section is
  // the page's last stop and a Tab leaves the document. On a loaded machine that was a flake.
  await expect(newActivity).toBeVisible();
  await tabTo(page, newActivity);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`#/activity-form/${eventId}$`));
  await expect(page.getByRole('heading', { name: eventName })).toBeVisible();

  // The distance picker: focus moves into it, arrows choose 5.2 km, OK gives focus back.
  const opener = page.getByRole('button', { name: 'Choose distance' });
  await tabTo(page, opener);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Choose distance' });
  await expect(dialog).toBeVisible();
  const whole = dialog.getByRole('listbox', { name: 'Whole kilometres' });
  await expect(whole).toBeFocused();
  expect((await focused(page)).isVisible).toBe(true);
  for (let i = 0; i < 5; i++) await page.keyboard.press('ArrowDown');
  await expect(whole.getByRole('option', { selected: true })).toHaveText('5');
  const tenths = dialog.getByRole('listbox', { name: 'Tenths' });
  await tabTo(page, tenths);
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowUp');
  await expect(tenths.getByRole('option', { selected: true })).toHaveText('2');
  await tabTo(page, dialog.getByRole('button', { name: 'OK' }));
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
  await expect(page.getByLabel('Distance in km')).toHaveValue('5.2');
  await expect(page.getByLabel('Distance in miles')).toHaveValue('3.2');

  // Escape closes the picker too and also hands the focus back, keeping the distance.
  await page.keyboard.press('Enter');
  await expect(whole).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
  await expect(page.getByLabel('Distance in km')).toHaveValue('5.2');

  await tabTo(page, page.getByRole('button', { name: 'Submit' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`#/my-activity/${eventId}$`));

  // The success sheet (issue 27) takes the focus and keeps it: Tab cycles inside it.
  const sheet = page.getByRole('dialog', { name: 'Your first activity!' });
  await expect(sheet).toBeVisible();
  await expect(sheet.getByTestId('celebration-added')).toHaveText('+5.2 km');
  const inSheet = () => sheet.evaluate((element) => element.contains(document.activeElement));
  await expect.poll(inSheet).toBe(true);
  await tabTo(page, sheet.getByRole('button', { name: 'Done' }));
  for (let i = 0; i < 8; i++) {
    await page.keyboard.press('Tab');
    expect(await inSheet()).toBe(true);
  }
  // Escape closes it; the focus goes to the page's heading, not lost on the body.
  await page.keyboard.press('Escape');
  await expect(sheet).toBeHidden();
  await expect(page.getByRole('heading', { name: eventName })).toBeFocused();
  await expect(page.getByRole('row', { name: /Individual progress/ })).toContainText('5.2 km');
});

test.describe('the review queue', () => {
  test.use({ viewport: desktop });

  test('an organiser excludes one activity and approves the rest with the keyboard alone', async ({
    page,
  }) => {
    const stamp = Date.now() % 1e8;
    const eventId = await createRunningEvent(`Key Review ${stamp}`);
    // Two participants each over 50 km in a day: two flagged activities in the queue.
    for (const name of [`Erste${stamp}`, `Zweite${stamp}`]) {
      const token = await readyParticipant(`${name}@ex.com`, 'key-pass1', name, eventId);
      await logActivity(token, eventId, 30);
      await logActivity(token, eventId, 25);
    }
    await logIn(page, admin.email, admin.password);
    await expect(page).toHaveURL(/#\/dashboard$/);
    await page.goto(`/#/review?eventId=${eventId}`);
    const first = page.getByRole('article', { name: new RegExp(`Zweite${stamp}`) });
    await expect(first).toBeVisible();

    await tabTo(page, first.getByRole('button', { name: /^Exclude the activity of/ }));
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    const reason = dialog.getByRole('textbox', { name: 'Reason' });
    await expect(reason).toBeFocused();
    await page.keyboard.type('Two entries of one run');
    await tabTo(page, dialog.getByRole('button', { name: 'Exclude' }));
    await page.keyboard.press('Enter');
    await expect(
      page.getByText('The activity has been excluded: it no longer counts.'),
    ).toBeVisible();
    await expect(first).toBeHidden();

    await tabTo(page, page.getByRole('checkbox', { name: 'Select all on this page' }), {
      back: true,
    });
    await page.keyboard.press('Space');
    await tabTo(page, page.getByRole('button', { name: 'Approve selected' }));
    await page.keyboard.press('Enter');
    const confirm = page.getByRole('dialog', { name: 'Approve the selected activities?' });
    await tabTo(page, confirm.getByRole('button', { name: 'Approve' }));
    await page.keyboard.press('Enter');
    await expect(page.getByText('1 activity has been approved.')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Nothing waits for review' })).toBeVisible();
  });
});
