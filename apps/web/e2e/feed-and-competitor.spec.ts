import { expect, type Page, test } from '@playwright/test';
import { platformTimeZone } from '../playwright.config';
import { adminToken, call, readyParticipant } from './api';
import { AxeSweep, phone } from './axe';
import { logIn } from './ui';

/**
 * Issue 23, items 3, 7 and 8: the feed says when an activity happened, says why photos are
 * missing (and offers the friend request), and the competitor page opens the one chosen last.
 */
test.use({ viewport: phone });

/** The day `offset` days from today in the platform time zone of the run, YYYY-MM-DD. */
function dayFromToday(offset: number): string {
  return new Date(Date.now() + offset * 86_400_000).toLocaleDateString('en-CA', {
    timeZone: platformTimeZone,
  });
}

/** A day as the feed shows it: weekday in the UI language, then DD/MM/YYYY. */
function shownDay(day: string, lang: 'de' | 'en'): string {
  const [year, month, date] = day.split('-');
  const weekday = new Date(`${day}T12:00:00Z`).getUTCDay();
  const names =
    lang === 'en'
      ? ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat']
      : ['So.', 'Mo.', 'Di.', 'Mi.', 'Do.', 'Fr.', 'Sa.'];
  return `${names[weekday]}, ${date}/${month}/${year}`;
}

/** A challenge that started `daysAgo` days ago and runs until today; answers its id. */
async function challengeSince(name: string, daysAgo: number): Promise<string> {
  const event = await call(
    await adminToken(),
    'POST',
    '/events',
    { name, startDate: dayFromToday(-daysAgo), endDate: dayFromToday(0), maximumKm: 50 },
    201,
  );
  return event._id;
}

/** Logs `km` for `date` through the API, as the activity form sends it. */
async function logOn(token: string, eventId: string, date: string, km: number) {
  await call(token, 'POST', '/activities', { eventId, date, distanceKm: km }, 201);
}

/** A participant ready in `eventId`, logged in on a page of their own. */
async function participantPage(
  browserPage: () => Promise<Page>,
  who: { email: string; password: string; last: string },
  eventId: string,
  language: 'DE' | 'EN' = 'EN',
) {
  const token = await readyParticipant(who.email, who.password, who.last, eventId, language);
  const page = await browserPage();
  await logIn(page, who.email, who.password);
  await expect(page).toHaveURL(/#\/progress$/);
  return { token, page };
}

test('a post shows the day of its activity and, when it was logged later, when it was posted, in English and German', async ({
  browser,
}) => {
  const stamp = Date.now() % 1e8;
  const eventId = await challengeSince(`Date Run ${stamp}`, 5);
  const newPage = async () =>
    (await browser.newContext({ timezoneId: platformTimeZone })).newPage();
  const runner = {
    email: `rita-${stamp}@example.com`,
    password: 'rita-pass1',
    last: `Rita${stamp}`,
  };
  const runnerToken = await readyParticipant(runner.email, runner.password, runner.last, eventId);
  const earlier = dayFromToday(-2);
  await logOn(runnerToken, eventId, earlier, 6.5);
  await logOn(runnerToken, eventId, dayFromToday(0), 3);

  const english = await participantPage(
    newPage,
    { email: `eve-${stamp}@example.com`, password: 'eve-pass1', last: `Eve${stamp}` },
    eventId,
  );
  await english.page.goto('/#/newsfeed');
  const posts = english.page.getByRole('article').filter({ hasText: `Paula ${runner.last}` });
  const late = posts.filter({ hasText: '6.5 km' });
  await expect(late.getByRole('link', { name: shownDay(earlier, 'en') })).toBeVisible();
  await expect(late.getByText(/^posted (a few seconds|a minute|\d+ minutes) ago$/)).toBeVisible();
  const sameDay = posts.filter({ hasText: '3 km' });
  await expect(sameDay.getByRole('link', { name: shownDay(dayFromToday(0), 'en') })).toBeVisible();
  await expect(sameDay.getByText(/^posted/)).toHaveCount(0);

  // The post's own page says the same.
  await late.getByRole('link', { name: shownDay(earlier, 'en') }).click();
  await expect(english.page).toHaveURL(/#\/newsfeed\/[\w-]+$/);
  await expect(english.page.getByRole('article').getByText(shownDay(earlier, 'en'))).toBeVisible();

  const german = await participantPage(
    newPage,
    { email: `gerd-${stamp}@example.com`, password: 'gerd-pass1', last: `Gerd${stamp}` },
    eventId,
    'DE',
  );
  await german.page.goto('/#/newsfeed');
  const latePost = german.page
    .getByRole('article')
    .filter({ hasText: `Paula ${runner.last}` })
    .filter({ hasText: '6,5 km' });
  await expect(latePost.getByRole('link', { name: shownDay(earlier, 'de') })).toBeVisible();
  await expect(latePost.getByText(/^gepostet vor /)).toBeVisible();
});

test('a post with photos for friends only says so and sends the friend request; a private one stays private', async ({
  browser,
}) => {
  const stamp = Date.now() % 1e8;
  const eventId = await challengeSince(`Photo Run ${stamp}`, 1);
  const newPage = async () =>
    (await browser.newContext({ timezoneId: platformTimeZone })).newPage();
  // Fritz keeps the default: photos and comments for friends. Pia keeps them private.
  const fritz = {
    email: `fritz-${stamp}@example.com`,
    password: 'fritz-pass1',
    last: `Fritz${stamp}`,
  };
  const pia = { email: `pia-${stamp}@example.com`, password: 'pia-pass1', last: `Pia${stamp}` };
  const fritzToken = await readyParticipant(fritz.email, fritz.password, fritz.last, eventId);
  const piaToken = await readyParticipant(pia.email, pia.password, pia.last, eventId);
  await call(piaToken, 'PATCH', '/profile', { activityViewPhotoAndComment: 'Private' });
  await logOn(fritzToken, eventId, dayFromToday(0), 4);
  await logOn(piaToken, eventId, dayFromToday(0), 5);

  const { page } = await participantPage(
    newPage,
    { email: `olga-${stamp}@example.com`, password: 'olga-pass1', last: `Olga${stamp}` },
    eventId,
  );
  await page.goto('/#/newsfeed');
  const fritzPost = page.getByRole('article', { name: `Paula ${fritz.last}` });
  await expect(
    fritzPost.getByText(
      `Photos and comments of this post are visible only to friends of Paula ${fritz.last}.`,
    ),
  ).toBeVisible();
  const piaPost = page.getByRole('article', { name: `Paula ${pia.last}` });
  await expect(piaPost.getByText('Photos and comments of this post are private.')).toBeVisible();
  await expect(piaPost.getByRole('button', { name: /Add friend/ })).toHaveCount(0);
  const sweep = new AxeSweep(page, 'en');
  await sweep.check('newsfeed: photos for friends only');
  sweep.expectClean();

  await fritzPost.getByRole('button', { name: `Add friend: Paula ${fritz.last}` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Yes' }).click();
  await expect(page.getByText('Friend request sent')).toBeVisible();
  await expect(fritzPost.getByRole('button', { name: 'Friend request pending' })).toBeDisabled();

  // Fritz has the request to answer.
  expect((await call(fritzToken, 'GET', '/profile')).waitingAcceptFriends).toHaveLength(1);
});

test('the competitor page opens the competitor chosen last, until the logout', async ({
  browser,
}) => {
  const stamp = Date.now() % 1e8;
  const eventId = await challengeSince(`Rival Run ${stamp}`, 1);
  const newPage = async () =>
    (await browser.newContext({ timezoneId: platformTimeZone })).newPage();
  const rival = {
    email: `rolf-${stamp}@example.com`,
    password: 'rolf-pass1',
    last: `Rolf${stamp}`,
  };
  const rivalToken = await readyParticipant(rival.email, rival.password, rival.last, eventId);
  await logOn(rivalToken, eventId, dayFromToday(0), 8);
  const me = { email: `mia-${stamp}@example.com`, password: 'mia-pass1', last: `Mia${stamp}` };
  const { page } = await participantPage(newPage, me, eventId);

  // Nothing chosen yet: a way to choose, not "does not exist".
  await page.goto('/#/competitor');
  await expect(page.getByText('No participant chosen yet')).toBeVisible();
  await expect(page.getByText(/does not exist/)).toHaveCount(0);
  const sweep = new AxeSweep(page, 'en');
  await sweep.check('competitor: none chosen');
  sweep.expectClean();

  // Chosen from the feed, then opened again without an id.
  await page.goto('/#/newsfeed');
  await page
    .getByRole('article', { name: `Paula ${rival.last}` })
    .getByRole('link', { name: `Paula ${rival.last}` })
    .click();
  await expect(page.getByRole('heading', { name: `Paula ${rival.last}` })).toBeVisible();
  await page.goto('/#/progress');
  await page.goto('/#/competitor');
  await expect(page.getByRole('heading', { name: `Paula ${rival.last}` })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`#/competitor/[\\w-]+/${eventId}$`));

  // A reload keeps it; the logout forgets it.
  await page.reload();
  await expect(page.getByRole('heading', { name: `Paula ${rival.last}` })).toBeVisible();
  await page.getByRole('button', { name: 'Open menu' }).click();
  // Logging out reloads the page: read the storage once the reloaded page is there, not in
  // the page the reload is about to replace.
  const reloaded = page.waitForEvent('load');
  await page.getByRole('button', { name: 'Log out' }).click();
  await reloaded;
  await expect(page).toHaveURL(/#\/login/);
  // The device keeps nothing of the choice once logged out.
  expect(await page.evaluate(() => localStorage.getItem('chosenCompetitor'))).toBeNull();
});
