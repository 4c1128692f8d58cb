import { expect, test } from '@playwright/test';
import { createRunningEvent, logActivity, readyParticipant } from './api';
import { logIn } from './ui';

test('my activity compares me with my share of the target and the challenge with its target (issue 23)', async ({
  page,
}) => {
  const stamp = Date.now() % 1e8;
  // One day, 50 km: the whole target is due today.
  const eventId = await createRunningEvent(`Share Run ${stamp}`);
  const me = { email: `share-${stamp}@example.com`, password: 'share-pass1' };
  const myToken = await readyParticipant(me.email, me.password, `Sharer${stamp}`, eventId);
  const otherToken = await readyParticipant(
    `share-other-${stamp}@example.com`,
    'share-pass1',
    `Sharemate${stamp}`,
    eventId,
  );
  await logActivity(myToken, eventId, 7.3);
  await logActivity(otherToken, eventId, 20);

  await logIn(page, me.email, me.password);
  await expect(page).toHaveURL(/#\/progress$/);
  await page.goto(`/#/my-activity/${eventId}`);

  // Me against one person's part of the target (50 km among 2), not the whole 50 km.
  const mine = page.getByRole('figure', { name: 'My distance and my share of the target' });
  await expect(mine.getByText('My distance: 7.3 km')).toBeVisible();
  await expect(mine.getByText('My share of the target to date: 25 km')).toBeVisible();
  await expect(
    mine.getByText('My share is the target to date, 50 km, divided among 2 participants.'),
  ).toBeVisible();

  // The challenge against the whole target.
  const challenge = page.getByRole('figure', { name: 'The challenge and its target' });
  await expect(challenge.getByText('Challenge progress (all participants): 27.3 km')).toBeVisible();
  await expect(challenge.getByText('Target to date: 50 km')).toBeVisible();
});
