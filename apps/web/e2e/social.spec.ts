import { expect, test } from '@playwright/test';
import { createRunningEvent, logActivity, readyParticipant } from './api';
import { logIn } from './ui';

test('two participants become friends, like and comment, see the notification and the friends ranking', async ({
  browser,
}) => {
  const stamp = Date.now() % 1e8;
  const eventId = await createRunningEvent(`Social Run ${stamp}`);
  const anna = {
    email: `anna-${stamp}@example.com`,
    password: 'anna-pass1',
    last: `Annsen${stamp}`,
  };
  const ben = { email: `ben-${stamp}@example.com`, password: 'ben-pass1', last: `Bensen${stamp}` };
  await readyParticipant(anna.email, anna.password, anna.last, eventId);
  const benToken = await readyParticipant(ben.email, ben.password, ben.last, eventId);
  await logActivity(benToken, eventId, 7.5);

  // Anna finds Ben and asks him to be her friend.
  const annaPage = await (await browser.newContext()).newPage();
  await logIn(annaPage, anna.email, anna.password);
  await expect(annaPage).toHaveURL(/#\/progress$/);
  await annaPage.goto('/#/search');
  await annaPage.getByLabel('Search participants').fill(ben.last);
  await annaPage.getByRole('button', { name: `Add friend: Paula ${ben.last}` }).click();
  await annaPage.getByRole('dialog').getByRole('button', { name: 'Yes' }).click();
  await expect(annaPage.getByText('Friend request sent')).toBeVisible();
  await expect(annaPage.getByRole('button', { name: 'Friend request pending' })).toBeVisible();

  // Ben accepts.
  const benPage = await (await browser.newContext()).newPage();
  await logIn(benPage, ben.email, ben.password);
  await expect(benPage).toHaveURL(/#\/progress$/);
  await benPage.goto('/#/myfriends?tab=pending');
  await benPage
    .getByRole('button', { name: `Accept the friend request of Paula ${anna.last}` })
    .click();
  await expect(benPage.getByText('Friend added')).toBeVisible();

  // Anna likes and comments on Ben's activity in the friends feed.
  await annaPage.goto('/#/newsfeed');
  await annaPage.getByRole('tab', { name: 'Friends' }).click();
  const post = annaPage.getByRole('article').filter({ hasText: `Paula ${ben.last}` });
  await post.getByRole('button', { name: /^Like/ }).click();
  await expect(post.getByRole('button', { name: 'Like, 1 like' })).toBeVisible();
  await post.getByLabel('Write a comment').fill('Great run, Ben!');
  await post.getByRole('button', { name: 'Send' }).click();
  await expect(post.getByText('Great run, Ben!')).toBeVisible();

  // Ben sees both in his notifications.
  await benPage.goto('/#/notification');
  await expect(benPage.getByText(`Paula ${anna.last} liked your activity`)).toBeVisible();
  await expect(benPage.getByText(`Paula ${anna.last} commented on your activity`)).toBeVisible();

  // Both appear in each other's friends ranking, Ben first with his 7.5 km.
  for (const page of [annaPage, benPage]) {
    await page.goto(`/#/ranking/${eventId}?tab=friends`);
    await expect(page.getByText(`Paula ${ben.last}`).first()).toBeVisible();
    await expect(page.getByText(`Paula ${anna.last}`).first()).toBeVisible();
  }
});
