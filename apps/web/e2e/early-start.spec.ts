import { expect, test } from '@playwright/test';
import { createRunningEvent, logActivity, readyParticipant } from './api';
import { logIn } from './ui';

/**
 * Decision 087: a returning participant's newsfeed asks for its first posts and the pinned
 * notice from the page's inline early start, before any bundle has run; the app takes those
 * answers instead of asking again. Checked in a real browser, under the real CSP.
 */
const stamp = Date.now() % 1e8;
const reader = { email: `elke-${stamp}@example.com`, password: 'elke-pass1', last: `Elke${stamp}` };

test.beforeAll(async () => {
  const eventId = await createRunningEvent(`Early Run ${stamp}`);
  const token = await readyParticipant(reader.email, reader.password, reader.last, eventId);
  await logActivity(token, eventId, 5);
});

test("a signed-in start reads the feed's first page once, before its code has loaded", async ({
  page,
}) => {
  await logIn(page, reader.email, reader.password);
  await expect(page).toHaveURL(/#\/progress$/);

  const order: string[] = [];
  const refused: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/activities/newFeeds')) order.push(url.pathname + url.search);
    else if (/^\/assets\/index-.*\.js$/.test(url.pathname)) order.push('entry');
  });
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) refused.push(message.text());
  });
  await page.goto('about:blank');
  await page.goto('/#/newsfeed');
  await expect(page.getByRole('article').first()).toBeVisible();

  const feedReads = order.filter((entry) => entry.includes('newFeedsAll'));
  expect(feedReads).toEqual(['/api/activities/newFeedsAll?page=1&limit=10']);
  expect(order.filter((entry) => entry.includes('newFeedsAdmin'))).toHaveLength(1);
  // Sent by the inline script: before the entry's request, or at worst beside it.
  expect(order.indexOf(feedReads[0]!)).toBeLessThanOrEqual(order.indexOf('entry') + 1);
  expect(refused).toEqual([]);
});
