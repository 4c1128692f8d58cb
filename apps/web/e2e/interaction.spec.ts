import { expect, type Page, test } from '@playwright/test';
import sharp from 'sharp';
import { call, createRunningEvent, logActivityWithPhoto, readyParticipant } from './api';
import { phone } from './axe';
import { logIn } from './ui';
import { measuredInp, recordInp, reportInp, slowCpuLikeLighthouse } from './vitals';

/**
 * Issue 28, "Interaction": liking, commenting and opening a post stay responsive while the
 * feed loads. Each test measures one interaction's INP (web-vitals) in a freshly loaded
 * newsfeed on a phone with the CPU slowed as in Lighthouse's mobile profile, asserts that
 * it was measured and prints it. The value is reported, not judged: on a shared 2-core
 * machine it varies too much to fail a run on (the target, 200 ms, is in the issue).
 */
test.use({ viewport: phone, hasTouch: true });

const stamp = Date.now() % 1e8;
const author = { email: `ines-${stamp}@example.com`, password: 'ines-pass1', last: `Ines${stamp}` };
const reader = { email: `rudi-${stamp}@example.com`, password: 'rudi-pass1', last: `Rudi${stamp}` };
/** One page of the feed, each post with a photo. */
const POSTS = 10;

/** A phone camera's kind of photo: large and full of detail, so it costs what one does. */
function cameraPhoto(): Promise<Buffer> {
  return sharp({
    create: {
      width: 1600,
      height: 1200,
      channels: 3,
      // Required by the type; the noise paints over it.
      background: '#808080',
      noise: { type: 'gaussian', mean: 120, sigma: 40 },
    },
  })
    .jpeg({ quality: 85 })
    .toBuffer();
}

test.beforeAll(async () => {
  const eventId = await createRunningEvent(`Tap Run ${stamp}`);
  const authorToken = await readyParticipant(author.email, author.password, author.last, eventId);
  // Her photos and comments are for everyone, so the reader's cards carry them.
  await call(authorToken, 'PATCH', '/profile', { activityViewPhotoAndComment: 'Public' });
  const bytes = await cameraPhoto();
  for (let post = 1; post <= POSTS; post++) {
    await logActivityWithPhoto(authorToken, eventId, post, {
      bytes,
      type: 'image/jpeg',
      name: 'run.jpg',
    });
  }
  await readyParticipant(reader.email, reader.password, reader.last, eventId);
});

/**
 * Signs the reader in, then loads the newsfeed afresh with web-vitals and the slowed CPU,
 * returning as soon as the document is committed: the test acts while the feed loads.
 */
async function openFeedColdOnSlowPhone(page: Page): Promise<void> {
  await logIn(page, reader.email, reader.password);
  await expect(page).toHaveURL(/#\/progress$/);
  await page.goto('/#/newsfeed');
  // The login's taps belong to the document before: the measured one starts clean.
  await recordInp(page);
  await slowCpuLikeLighthouse(page);
  await page.reload({ waitUntil: 'commit' });
}

/** The newest of the author's posts: the first in the reader's feed. */
function firstPost(page: Page) {
  return page.getByRole('article', { name: `Paula ${author.last}` }).first();
}

/** How many interactions the browser has counted in the current document. */
function interactionCount(page: Page): Promise<number> {
  return page.evaluate(
    () => (performance as Performance & { interactionCount: number }).interactionCount,
  );
}

test('a like tap on the first post while the feed loads is measured (INP)', async ({ page }) => {
  await openFeedColdOnSlowPhone(page);
  const like = firstPost(page).getByRole('button', { name: /^Like/ });
  // Tapped as soon as it can be: visible, still and not covered.
  await like.tap();
  await expect(like).toHaveAttribute('aria-pressed', 'true');
  await expect(like).toHaveAccessibleName('Like, 1 like');

  const inp = await measuredInp(page);
  expect(await interactionCount(page)).toBe(1);
  reportInp('like tap', inp);
});

test('opening a post from the loading feed is measured (INP)', async ({ page }) => {
  await openFeedColdOnSlowPhone(page);
  await firstPost(page)
    .getByRole('link', { name: /\d{2}\/\d{2}\/\d{4}/ })
    .tap();
  await expect(page).toHaveURL(/#\/newsfeed\/[\w-]+$/);
  // The post's page holds that one post (the feed, until it has gone, holds ten).
  await expect(page.getByRole('article', { name: `Paula ${author.last}` })).toHaveCount(1);

  const inp = await measuredInp(page);
  expect(await interactionCount(page)).toBe(1);
  reportInp('open post', inp);
});

test('sending a comment from the feed is measured (INP)', async ({ page }) => {
  await openFeedColdOnSlowPhone(page);
  const post = firstPost(page);
  // Opened by a script, which the browser's event timing does not count as an
  // interaction: the send is the one interaction of the document, and INP is its own.
  await post.getByRole('button', { name: /^Comment/ }).dispatchEvent('click');
  const text = `Strong finish ${stamp}`;
  await post.getByLabel('Write a comment').fill(text);
  expect(await interactionCount(page)).toBe(0);

  await post.getByRole('button', { name: 'Send' }).tap();
  await expect(post.getByText(text)).toBeVisible();
  const inp = await measuredInp(page);
  expect(await interactionCount(page)).toBe(1);
  reportInp('comment send', inp);
});
