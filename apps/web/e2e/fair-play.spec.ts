import { expect, test } from '@playwright/test';
import { admin } from '../playwright.config';
import { adminToken, call, readyParticipant, today } from './api';
import { logIn } from './ui';

/**
 * Issue 25's journey: a participant who ran 10 km this morning logs a second run of 60 km the
 * same day; the form asks first ("Over 50 km in one day? It will be reviewed."), she
 * confirms, and her list shows the run under review. The organiser finds it in the review
 * queue (the menu's badge counts it) and excludes it with a reason; her total drops back to
 * 10 km and the notification tells her why.
 */
test('a 60 km second run is confirmed, reviewed, excluded with a reason, and the owner is told', async ({
  page,
  browser,
}) => {
  const stamp = Date.now() % 1e8;
  const eventName = `Fair Run ${stamp}`;
  const day = today();
  const event = await call(
    await adminToken(),
    'POST',
    '/events',
    { name: eventName, startDate: day, endDate: day, maximumKm: 100 },
    201,
  );
  const email = `fair-${stamp}@example.com`;
  const lastName = `Fairlauf${stamp}`;
  const token = await readyParticipant(email, 'fair-pass1', lastName, event._id);
  await call(token, 'POST', '/activities', { eventId: event._id, date: day, distanceKm: 10 }, 201);

  // The second run: the form asks before saving it.
  const runner = await (await browser.newContext()).newPage();
  await logIn(runner, email, 'fair-pass1');
  await expect(runner).toHaveURL(/#\/progress$/);
  await runner.getByRole('link', { name: 'New activity' }).click();
  await runner.getByLabel('Distance in km').fill('60');
  await runner.getByRole('button', { name: 'Submit' }).click();
  const question = runner.getByRole('dialog', {
    name: 'Over 50 km in one day? It will be reviewed.',
  });
  await expect(question).toContainText('70 km on one day, over 50 km');
  await question.getByRole('button', { name: 'Save anyway' }).click();
  await expect(runner).toHaveURL(/#\/my-activity\//);
  await runner.goto('/#/progress');
  await expect(runner.getByText('My total: 70 km')).toBeVisible();
  await expect(runner.getByText('Under review', { exact: true })).toBeVisible();

  // The organiser: the badge counts what waits, the queue shows the evidence.
  await logIn(page, admin.email, admin.password);
  await expect(page).toHaveURL(/#\/dashboard$/);
  await expect(
    page.getByRole('link', { name: /^Review: \d+ activit(y|ies) waiting$/ }),
  ).toBeVisible();
  await page.goto(`/#/review?eventId=${event._id}`);
  const card = page.getByRole('article', { name: new RegExp(lastName) });
  await expect(card).toContainText('70 km on one day, over 50 km');
  await card.getByRole('button', { name: /^Exclude the activity of/ }).click();
  const exclude = page.getByRole('dialog');
  await exclude.getByRole('button', { name: 'Exclude' }).click();
  await expect(exclude).toContainText('Give a reason: the participant is told why');
  await exclude
    .getByRole('textbox', { name: 'Reason' })
    .fill('Two runs of a marathon distance do not fit one morning');
  await exclude.getByRole('button', { name: 'Exclude' }).click();
  await expect(
    page.getByText('The activity has been excluded: it no longer counts.'),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Nothing waits for review' })).toBeVisible();

  // The participant: her total drops, her list says why, and she is told.
  await runner.reload();
  await expect(runner.getByText('My total: 10 km')).toBeVisible();
  await expect(runner.getByText('Not counted', { exact: true })).toBeVisible();
  await expect(
    runner.getByText("Organiser's reason: Two runs of a marathon distance do not fit one morning"),
  ).toBeVisible();
  await runner.goto('/#/notification');
  await expect(
    runner.getByText(
      'Your activity does not count: Two runs of a marathon distance do not fit one morning',
    ),
  ).toBeVisible();
});
