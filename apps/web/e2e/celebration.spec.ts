import { expect, type Page, test } from '@playwright/test';
import { adminToken, call, createRunningEvent, logActivity, readyParticipant, today } from './api';
import { logIn } from './ui';

test.use({ viewport: { width: 390, height: 844 } });

/** The calendar day `days` before today in the platform time zone, `YYYY-MM-DD`. */
function daysBefore(days: number): string {
  const date = new Date(`${today()}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() - days);
  return date.toISOString().slice(0, 10);
}

/** The CSS animation of the sheet's first confetti piece ('none' when it does not move). */
function confettiAnimation(page: Page): Promise<string> {
  return page
    .getByTestId('celebration-confetti')
    .locator('span')
    .first()
    .evaluate((piece) => getComputedStyle(piece).animationName);
}

/** Logs `km` for `eventId` through the form, as a participant does, and submits it. */
async function logThroughForm(page: Page, eventId: string, km: string) {
  await page.goto(`/#/activity-form/${eventId}`);
  await page.getByLabel('Distance in km').fill(km);
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page).toHaveURL(new RegExp(`#/my-activity/${eventId}$`));
}

/**
 * Issue 27: saving an activity is a moment (the distance added, the new total, the rank
 * before and after, the cause), push is offered after the first activity rather than on
 * every screen, and an ended challenge reads as a recap with thanks.
 */
test('after saving, the success sheet shows the distance added, the new total and the rank change', async ({
  page,
}) => {
  const stamp = Date.now() % 1e8;
  const eventId = await createRunningEvent(`Celebrate Run ${stamp}`);
  const admin = await adminToken();
  await call(admin, 'PUT', `/events/${eventId}/fundraising`, {
    currency: 'EUR',
    charityName: 'Children’s Hospital',
  });
  await call(
    admin,
    'POST',
    `/events/${eventId}/pledges`,
    { sponsorName: 'Acme GmbH', kind: 'perKm', scope: 'event', ratePerKmMinor: 100 },
    201,
  );
  const me = { email: `celebrate-${stamp}@example.com`, password: 'celebrate-pass1' };
  const myToken = await readyParticipant(me.email, me.password, `Cheer${stamp}`, eventId);
  const rival = await readyParticipant(
    `celebrate-rival-${stamp}@example.com`,
    'celebrate-pass1',
    `Rival${stamp}`,
    eventId,
  );
  await logActivity(myToken, eventId, 5);
  await logActivity(rival, eventId, 10);

  // This participant asked the system for less motion: the moment without the burst moving.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await logIn(page, me.email, me.password);
  await expect(page).toHaveURL(/#\/progress$/);
  await logThroughForm(page, eventId, '6.4');

  const sheet = page.getByRole('dialog', { name: 'You moved up!' });
  await expect(sheet).toBeVisible();
  await expect(sheet.getByTestId('celebration-added')).toHaveText('+6.4 km');
  await expect(sheet.getByTestId('celebration-total')).toHaveText('Your total: 11.4 km');
  await expect(sheet.getByTestId('celebration-rank')).toHaveText('Rank 2 → 1');
  await expect(sheet.getByText('21.4 / 50 km · 43%')).toBeVisible();
  await expect(sheet.getByTestId('cause-line')).toHaveText('€21.40 raised for Children’s Hospital');
  expect(await confettiAnimation(page)).toBe('none');
  // Not the first activity: no push offer here.
  await expect(sheet.getByTestId('push-offer')).toHaveCount(0);

  // On a phone the sheet sits at the bottom of the screen, within the thumb's reach.
  const box = await sheet.boundingBox();
  expect((box?.y ?? 0) + (box?.height ?? 0)).toBeGreaterThan(844 - 2);

  await sheet.getByRole('link', { name: 'View in feed' }).click();
  await expect(page).toHaveURL(/#\/newsfeed$/);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  // Back on my activity the save is not celebrated twice.
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`#/my-activity/${eventId}$`));
  await expect(page.getByRole('row', { name: /Individual progress/ })).toContainText('11.4 km');
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('a brand-new participant is offered push only after the first activity, once', async ({
  page,
}) => {
  const stamp = Date.now() % 1e8;
  const eventId = await createRunningEvent(`First Run ${stamp}`);
  const email = `first-${stamp}@example.com`;
  await readyParticipant(email, 'first-pass1', `Newcomer${stamp}`, eventId);

  await logIn(page, email, 'first-pass1');
  await expect(page).toHaveURL(/#\/progress$/);
  expect(await page.evaluate(() => Notification.permission)).toBe('default');
  // No banner on the screens before the first activity.
  await expect(page.getByTestId('progress-headline')).toBeVisible();
  await expect(page.getByText('Stay up to date')).toHaveCount(0);
  await page.goto('/#/newsfeed');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText('Stay up to date')).toHaveCount(0);

  await logThroughForm(page, eventId, '3.2');
  const sheet = page.getByRole('dialog', { name: 'Your first activity!' });
  await expect(sheet).toBeVisible();
  await expect(sheet.getByTestId('celebration-added')).toHaveText('+3.2 km');
  await expect(sheet.getByTestId('celebration-rank')).toHaveText('Rank 1 of 1');
  // The first activity ever: a burst of confetti (motion not reduced here).
  expect(await confettiAnimation(page)).not.toBe('none');
  const offer = sheet.getByTestId('push-offer');
  await expect(offer).toContainText('Stay up to date');
  await offer.getByRole('button', { name: 'Not now' }).click();
  await expect(offer).toHaveCount(0);
  await sheet.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // Answered on this device: the next save celebrates without asking again.
  await logThroughForm(page, eventId, '1');
  const next = page.getByRole('dialog', { name: 'Activity saved' });
  await expect(next).toBeVisible();
  await expect(next.getByTestId('push-offer')).toHaveCount(0);
});

test('an ended challenge reads as a recap: my distance, my rank, the total, the money raised, thanks', async ({
  page,
}) => {
  const stamp = Date.now() % 1e8;
  const name = `Recap Run ${stamp}`;
  const admin = await adminToken();
  const event = await call(
    admin,
    'POST',
    '/events',
    { name, startDate: daysBefore(3), endDate: today(), maximumKm: 50 },
    201,
  );
  const eventId: string = event._id;
  await call(admin, 'PUT', `/events/${eventId}/fundraising`, {
    currency: 'EUR',
    charityName: 'Food Bank',
  });
  await call(
    admin,
    'POST',
    `/events/${eventId}/pledges`,
    { sponsorName: 'Acme GmbH', kind: 'perKm', scope: 'event', ratePerKmMinor: 200 },
    201,
  );
  const me = { email: `recap-${stamp}@example.com`, password: 'recap-pass1' };
  const token = await readyParticipant(me.email, me.password, `Recap${stamp}`, eventId);
  await call(token, 'POST', '/activities', { eventId, date: daysBefore(2), distanceKm: 12.5 }, 201);
  // The challenge ended yesterday.
  await call(admin, 'PATCH', `/events/${eventId}`, { endDate: daysBefore(1) });

  await logIn(page, me.email, me.password);
  await expect(page).toHaveURL(/#\/progress$/);
  const headline = page.getByTestId('progress-headline');
  if (!(await headline.isVisible()))
    await page.getByRole('button', { name: new RegExp(name) }).click();
  await expect(headline.getByText(`Thank you for taking part in ${name}!`)).toBeVisible();
  await expect(headline.getByTestId('progress-my-km')).toHaveText('12.5 km');
  await expect(headline.getByTestId('progress-rank')).toHaveText('Rank 1 of 1');
  await expect(headline.getByText('12.5 / 50 km · 25%')).toBeVisible();
  await expect(headline.getByTestId('cause-line')).toContainText('€25.00 raised for Food Bank');
  await expect(headline.getByText(/days? left/)).toHaveCount(0);
  await expect(headline.getByText(/Target to date/)).toHaveCount(0);
  await expect(page.getByText(/Remaining days/)).toHaveCount(0);
});
