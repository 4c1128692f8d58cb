import { expect, test } from '@playwright/test';
import { adminToken, call, createRunningEvent, logActivity, readyParticipant } from './api';
import { logIn } from './ui';

test.use({ viewport: { width: 390, height: 844 } });

/**
 * Issue 27: /progress opens with my distance, the challenge against its target, my rank and
 * the cause's money raised, and a button within the thumb's reach to log the next activity.
 */
test('the progress headline shows my distance, the challenge against its target, my rank and the money raised', async ({
  page,
}) => {
  const stamp = Date.now() % 1e8;
  // One day, 50 km: the whole target is due today.
  const eventId = await createRunningEvent(`Headline Run ${stamp}`);
  const admin = await adminToken();
  await call(admin, 'PUT', `/events/${eventId}/fundraising`, {
    currency: 'EUR',
    charityName: 'Children’s Hospital',
  });
  await call(
    admin,
    'POST',
    `/events/${eventId}/pledges`,
    {
      sponsorName: 'Acme GmbH',
      kind: 'perKm',
      scope: 'event',
      ratePerKmMinor: 100,
    },
    201,
  );
  const me = { email: `headline-${stamp}@example.com`, password: 'headline-pass1' };
  const myToken = await readyParticipant(me.email, me.password, `Headliner${stamp}`, eventId);
  const otherToken = await readyParticipant(
    `headline-other-${stamp}@example.com`,
    'headline-pass1',
    `Headmate${stamp}`,
    eventId,
  );
  await logActivity(myToken, eventId, 7.3);
  await logActivity(otherToken, eventId, 20);

  await logIn(page, me.email, me.password);
  await expect(page).toHaveURL(/#\/progress$/);

  const headline = page.getByTestId('progress-headline');
  await expect(headline.getByTestId('progress-my-km')).toHaveText('7.3 km');
  await expect(headline.getByText('27.3 / 50 km · 55%')).toBeVisible();
  await expect(headline.getByTestId('progress-rank')).toHaveText('Rank 2 of 2');
  await expect(headline.getByTestId('cause-line')).toHaveText(
    '€27.30 raised for Children’s Hospital',
  );

  // The next activity is one reach away, above the bottom bar.
  const fab = page.getByRole('link', { name: 'Log activity' });
  const box = await fab.boundingBox();
  expect(box?.height).toBeGreaterThanOrEqual(44);
  expect((box?.y ?? 0) + (box?.height ?? 0)).toBeLessThanOrEqual(844 - 64);
  await fab.click();
  await expect(page).toHaveURL(new RegExp(`#/activity-form/${eventId}$`));
});
