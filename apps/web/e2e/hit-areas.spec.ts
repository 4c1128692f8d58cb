import { expect, test } from '@playwright/test';
import {
  adminToken,
  call,
  createRunningEvent,
  logActivity,
  readyParticipant,
  userIdOf,
} from './api';
import { type Lang, phone, text, textPattern } from './axe';
import { HitAreaWalk } from './hit-areas';
import { logIn } from './ui';

/**
 * Every interactive element of the public and participant screens offers at least 44 x 44 px
 * to a finger at 390 x 844 (issue 27, decisions 077 and 081), in German and in English. One
 * page walks every screen, with its menus and tabs open, and the test fails listing each
 * control that is smaller (screen, control, box, reachable size). How a hit area is measured,
 * and why links inside a sentence are exempt (WCAG 2.5.8's inline exception), is said in
 * hit-areas.ts.
 *
 * The participants are made through the API the way the demo's Anna (German) and Ben
 * (English) are, since the browser tests' server starts without demo content: a post with a
 * like and a comment, a friend, a request each way, a team, a notification.
 */
test.use({ viewport: phone });
test.setTimeout(180_000);

async function world(lang: Lang) {
  const stamp = `${lang}${Date.now() % 1e8}`;
  const eventName = `Hit Run ${stamp}`;
  const eventId = await createRunningEvent(eventName);
  const otherEventId = await createRunningEvent(`Hit Walk ${stamp}`);
  const me = { email: `hit-${stamp}@ex.com`, password: 'hit-pass1' };
  const language = lang === 'de' ? 'DE' : 'EN';
  const meToken = await readyParticipant(me.email, me.password, `Anna${stamp}`, eventId, language);
  const friendToken = await readyParticipant(
    `hf-${stamp}@ex.com`,
    'hit-pass1',
    `Ben${stamp}`,
    eventId,
  );
  const askerToken = await readyParticipant(
    `ha-${stamp}@ex.com`,
    'hit-pass1',
    `Cem${stamp}`,
    eventId,
  );
  const askedToken = await readyParticipant(
    `hd-${stamp}@ex.com`,
    'hit-pass1',
    `Dana${stamp}`,
    eventId,
  );
  const [meId, friendId, askedId] = await Promise.all(
    [meToken, friendToken, askedToken].map(userIdOf),
  );
  const postId = await logActivity(meToken, eventId, 6.4);
  await logActivity(friendToken, eventId, 4.2);
  await call(meToken, 'POST', '/friends/addFriend', { receiver: friendId }, 201);
  await call(friendToken, 'PATCH', `/friends/acceptFriend/${meId}`);
  await call(askerToken, 'POST', '/friends/addFriend', { receiver: meId }, 201);
  await call(meToken, 'POST', '/friends/addFriend', { receiver: askedId }, 201);
  await call(friendToken, 'POST', '/likes/like', { activityId: postId });
  await call(friendToken, 'POST', '/comments', { activityId: postId, content: 'Super!' }, 201);
  const admin = await adminToken();
  const team = await call(admin, 'POST', '/teams', { name: `Hit Team ${stamp}` }, 201);
  await call(meToken, 'POST', '/profile/registerTeam', { teamId: team._id });
  // The like and the comment notify her, in the background (decision 037).
  await expect(async () => {
    const list = await call(meToken, 'GET', '/notifications?page=1&limit=20');
    expect(list.docs.length).toBeGreaterThan(0);
  }).toPass();
  return { me, eventId, eventName, otherEventId, postId, friendId };
}

for (const lang of ['de', 'en'] as const) {
  test(`public screens offer 44 x 44 px to every control [${lang}]`, async ({ page }) => {
    const walk = new HitAreaWalk(page);
    await page.goto('/#/login');
    if (lang === 'en') await page.getByText('EN', { exact: true }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    await walk.check('login');
    await page.goto('/#/register');
    await expect(page.getByRole('checkbox').first()).toBeAttached();
    await walk.check('register');
    await page.goto('/#/forgotPassword');
    await walk.check('forgot password');
    await page.goto('/#/term');
    await walk.check('terms');
    await page.goto('/#/privacy');
    await walk.check('privacy');
    walk.expectNone();
  });

  test(`participant screens offer 44 x 44 px to every control [${lang}]`, async ({ page }) => {
    const w = await world(lang);
    const walk = new HitAreaWalk(page);
    await logIn(page, w.me.email, w.me.password);
    await expect(page).toHaveURL(/#\/progress$/);
    await expect(page.locator('html')).toHaveAttribute('lang', lang);

    const actions = page.getByRole('button', {
      name: textPattern(lang, 'activities:list.actionsLabel'),
    });
    await expect(actions.first()).toBeVisible();
    await walk.check('progress');
    await actions.first().click();
    await expect(page.getByRole('menu')).toBeVisible();
    await walk.check("progress: an activity's menu", '[role=menu]');
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: text(lang, 'shell:header.menu') }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await walk.check('navigation drawer', '[role=dialog]');
    await page.keyboard.press('Escape');

    await page.goto('/#/newsfeed');
    await expect(page.getByRole('article').first()).toBeVisible();
    await walk.check('newsfeed: all');
    await page.getByRole('tab', { name: text(lang, 'feed:tabs.friends') }).click();
    await walk.check('newsfeed: friends');
    await page.goto(`/#/newsfeed/${w.postId}`);
    await expect(page.getByText('Super!')).toBeVisible();
    await walk.check('newsfeed post');

    await page.goto(`/#/my-activity/${w.eventId}`);
    await expect(page.getByRole('table')).toBeVisible();
    await walk.check('my activity');
    await page.goto(`/#/activity-form/${w.eventId}`);
    await expect(page.getByLabel(text(lang, 'activities:form.distanceKm'))).toBeVisible();
    await walk.check('new activity form');
    await page.getByRole('button', { name: text(lang, 'activities:form.date') }).click();
    await expect(
      page.locator('.mantine-DatePickerInput-day:not([data-hidden])').first(),
    ).toBeVisible();
    await walk.check('new activity form: the calendar', '[data-dates-dropdown]');
    await page.keyboard.press('Escape');

    await page.goto(`/#/ranking/${w.eventId}`);
    await walk.check('ranking: all');
    for (const tab of ['friends', 'me', 'team', 'groups'] as const) {
      await page.getByRole('tab', { name: text(lang, `rankings:tabs.${tab}`) }).click();
      await walk.check(`ranking: ${tab}`);
    }
    await page.goto(`/#/ranking-search/${w.eventId}`);
    await walk.check('ranking search');
    await page.goto(`/#/competitor/${w.friendId}/${w.eventId}`);
    await walk.check('competitor');

    for (const tab of ['friends', 'pending', 'request'] as const) {
      await page.goto(`/#/myfriends?tab=${tab}`);
      await walk.check(`friends: ${tab}`);
    }
    await page.goto('/#/search');
    await walk.check('search');

    await page.goto('/#/notification');
    await walk.check('notifications');
    await page.goto('/#/profile');
    await walk.check('profile');
    await page.goto('/#/changePassword');
    await walk.check('change password');
    await page.goto('/#/active-events');
    await walk.check('challenges');
    await page.goto(`/#/eventRegistration?eventId=${w.otherEventId}`);
    await walk.check('challenge detail');
    await page.goto('/#/teams');
    await walk.check('teams');
    await page.goto('/#/term');
    await walk.check('terms (signed in)');
    await page.goto('/#/privacy');
    await walk.check('privacy (signed in)');
    walk.expectNone();
  });
}
