import { expect, test } from '@playwright/test';
import { call, createRunningEvent, logActivity, readyParticipant } from './api';
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
  await post.getByRole('button', { name: /^Comment/ }).click();
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

test('a request to someone picked by name from the search stays named in My requests (issue 23)', async ({
  browser,
}) => {
  const stamp = Date.now() % 1e8;
  const eventId = await createRunningEvent(`Request Run ${stamp}`);
  const ben = { email: `ben-r-${stamp}@example.com`, password: 'ben-pass1', last: `Benro${stamp}` };
  const david = {
    email: `david-r-${stamp}@example.com`,
    password: 'david-pass1',
    last: `Davidro${stamp}`,
  };
  // Both share their activities with friends only: the search names them, rankings too.
  for (const person of [ben, david]) {
    const token = await readyParticipant(person.email, person.password, person.last, eventId);
    await call(token, 'PATCH', '/profile', { activityShare: 'Friends' });
  }

  // Ben finds David by name and asks him.
  const benPage = await (await browser.newContext()).newPage();
  await logIn(benPage, ben.email, ben.password);
  await expect(benPage).toHaveURL(/#\/progress$/);
  await benPage.goto('/#/search');
  await benPage.getByLabel('Search participants').fill(david.last);
  await benPage.getByRole('button', { name: `Add friend: Paula ${david.last}` }).click();
  await benPage.getByRole('dialog').getByRole('button', { name: 'Yes' }).click();
  await expect(benPage.getByRole('button', { name: 'Friend request pending' })).toBeVisible();

  // His own list names David, whom he picked by name, and lets him cancel by name.
  await benPage.goto('/#/myfriends?tab=request');
  const sent = benPage.getByRole('list', { name: 'My requests' });
  await expect(
    sent.getByRole('link', { name: `Open the profile of Paula ${david.last}` }),
  ).toBeVisible();
  await expect(
    sent.getByRole('button', { name: `Cancel request to Paula ${david.last}` }),
  ).toBeVisible();
  await expect(sent.getByText('Anonymous')).toHaveCount(0);

  // David learns a sender's name only from a Public sender (spec §6): Ben stays Anonymous.
  const davidPage = await (await browser.newContext()).newPage();
  await logIn(davidPage, david.email, david.password);
  await expect(davidPage).toHaveURL(/#\/progress$/);
  await davidPage.goto('/#/myfriends?tab=pending');
  await expect(
    davidPage.getByRole('button', { name: 'Accept the friend request of Anonymous' }),
  ).toBeVisible();
  await expect(davidPage.getByText(`Paula ${ben.last}`)).toHaveCount(0);
});
