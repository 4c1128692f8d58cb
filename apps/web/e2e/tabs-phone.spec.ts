import { expect, type Locator, type Page, test } from '@playwright/test';
import { createRunningEvent, readyParticipant } from './api';
import { type Lang, text } from './axe';
import { logInIn } from './ui';

test.use({ viewport: { width: 390, height: 844 } });

/**
 * Issue 27: on a 390 px phone the German friends tabs ("Freunde", "Anfragen an mich",
 * "Meine Anfragen") wrapped onto two rows. The friends and the ranking tab bars stay on one
 * row in German and in English, every tab whole and in view.
 */

/** Every tab of `tabList` starts at the same height, fits its text and lies within the screen. */
async function expectOneRow(page: Page, tabList: Locator, count: number) {
  const tabs = tabList.getByRole('tab');
  await expect(tabs).toHaveCount(count);
  const boxes = await tabs.evaluateAll((els) =>
    els.map((el) => {
      const box = el.getBoundingClientRect();
      return {
        top: Math.round(box.top),
        left: box.left,
        right: box.right,
        fits: el.scrollWidth <= el.clientWidth,
      };
    }),
  );
  expect(new Set(boxes.map((box) => box.top)).size).toBe(1);
  expect(boxes.every((box) => box.fits)).toBe(true);
  const width = page.viewportSize()?.width ?? 0;
  expect(boxes.every((box) => box.left >= 0 && box.right <= width)).toBe(true);
}

for (const lang of ['de', 'en'] as Lang[]) {
  test(`the friends and ranking tabs stay on one row at 390 px [${lang}]`, async ({ page }) => {
    const stamp = `${lang}${Date.now() % 1e8}`;
    const eventId = await createRunningEvent(`Tabs Run ${stamp}`);
    const email = `tabs-${stamp}@example.com`;
    const password = 'tabs-pass1';
    await readyParticipant(email, password, `Tabber${stamp}`, eventId, lang === 'de' ? 'DE' : 'EN');
    await logInIn(page, lang, email, password);

    await page.goto('/#/myfriends');
    const friendTabs = page.getByRole('tablist', {
      name: text(lang, 'friends:myFriends.tabsLabel'),
    });
    await expect(
      friendTabs.getByRole('tab', { name: text(lang, 'friends:myFriends.tabs.pending') }),
    ).toBeVisible();
    await expectOneRow(page, friendTabs, 3);

    await page.goto(`/#/ranking/${eventId}`);
    const rankingTabs = page.getByRole('tablist', { name: text(lang, 'rankings:tabs.label') });
    await expect(
      rankingTabs.getByRole('tab', { name: text(lang, 'rankings:tabs.all') }),
    ).toBeVisible();
    await expectOneRow(page, rankingTabs, await rankingTabs.getByRole('tab').count());
  });
}
