import fs from 'node:fs';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../db/schema';
import { buildParticipant, buildUser } from '../test/factories';
import { callAs, jpegPhoto, sendMultipart } from '../test/requests';
import { keyOf, storedFile } from '../test/stored';
import {
  createTestApp,
  dayFromToday,
  type MovableClock,
  movableClock,
  type TestApp,
} from '../test/test-app';

/**
 * Photos and avatars follow their owner's privacy (issue 22 item 2, decision 062): an
 * address works only as an answer handed it out, signed, for an hour or two.
 */
const HOUR_MS = 3_600_000;
let t: TestApp;
let clock: MovableClock;
beforeAll(async () => {
  clock = movableClock();
  t = await createTestApp({}, undefined, { clock });
});
afterAll(() => t.close());

/** Sets who may see the photos and comments of `userId`'s activities. */
async function setPhotoPrivacy(userId: string, level: 'Public' | 'Private') {
  await t.db.update(users).set({ activityViewPhotoAndComment: level }).where(eq(users.id, userId));
}

/** An owner whose activities, photos and comments are Public, with one photo posted today. */
async function postWithPhoto() {
  const { user: owner, event } = await buildParticipant(t.db, dayFromToday(t));
  await setPhotoPrivacy(owner.id, 'Public');
  const res = await sendMultipart(
    t,
    owner.id,
    'POST',
    '/api/activities',
    { eventId: event.id, date: dayFromToday(t), distanceKm: '5', distanceMile: '', notice: '' },
    [{ data: await jpegPhoto() }],
  );
  expect(res.statusCode, res.body).toBe(201);
  const post = res.json() as { _id: string; images: Array<{ url: string; thumbUrl: string }> };
  return { owner, postId: post._id, image: post.images[0]! };
}

/** The images of a post as `viewerId` reads it now. */
async function imagesSeenBy(viewerId: string, postId: string) {
  const res = await callAs(t, viewerId, 'GET', `/api/activities/${postId}`);
  expect(res.statusCode).toBe(200);
  return (res.json() as { images: Array<{ url: string; thumbUrl: string }> }).images;
}

const get = (url: string) => t.app.inject({ method: 'GET', url });

/** An address without its query, and its exp and sig. */
function partsOf(url: string) {
  const [path = '', query = ''] = url.split('?');
  const params = new URLSearchParams(query);
  return { path, exp: params.get('exp') ?? '', sig: params.get('sig') ?? '' };
}

describe('GET /uploads/<key> (decision 062)', () => {
  it('serves a photo at the address an answer gave, cached privately until it runs out', async () => {
    const { image } = await postWithPhoto();
    expect(image.url).toMatch(
      /^\/uploads\/activities\/[0-9a-f-]{36}\.webp\?exp=\d+&sig=[\w-]{43}$/,
    );
    const res = await get(image.url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.rawPayload.equals(fs.readFileSync(storedFile(t, image.url)))).toBe(true);
    const maxAge = Number(
      /^private, max-age=(\d+)$/.exec(String(res.headers['cache-control']))?.[1],
    );
    // Addresses are bucketed by the hour: one handed out now works for one to two hours.
    expect(maxAge).toBeGreaterThan(3_500);
    expect(maxAge).toBeLessThanOrEqual(7_200);
  });

  it('refuses the bare address, a changed signature and another key with the same signature', async () => {
    const { image } = await postWithPhoto();
    const { path, exp, sig } = partsOf(image.url);
    const thumb = partsOf(image.thumbUrl).path;
    const later = String(Number(exp) + 3_600);
    const tampered = `${sig[0] === 'A' ? 'B' : 'A'}${sig.slice(1)}`;
    const missing = '/uploads/activities/00000000-0000-4000-8000-000000000000.webp';
    const refused = {
      'the bare address': path,
      'a changed signature': `${path}?exp=${exp}&sig=${tampered}`,
      'a later expiry with the same signature': `${path}?exp=${later}&sig=${sig}`,
      'the thumbnail with the photo’s signature': `${thumb}?exp=${exp}&sig=${sig}`,
      'no signature': `${path}?exp=${exp}`,
      'an expiry that is no number': `${path}?exp=soon&sig=${sig}`,
      'a key that is not there': missing,
      'a key that is not there, signed for another': `${missing}?exp=${exp}&sig=${sig}`,
      'a key that is not there, signed for it': t.app.deps.storage.url(keyOf(missing)),
    };
    for (const [name, url] of Object.entries(refused)) {
      const res = await get(url);
      // One answer whether or not the file exists: an address reveals nothing.
      expect(res.statusCode, name).toBe(404);
      expect(res.json(), name).toEqual({ errors: { msg: 'NOT_FOUND' } });
      expect(res.headers['cache-control'], name).toBe('no-store');
    }
    expect((await get(image.url)).statusCode).toBe(200);
  });

  it('refuses an address that ran out; a fresh answer carries one that works', async () => {
    const { owner, postId, image } = await postWithPhoto();
    clock.advance(2 * HOUR_MS + 1_000);
    const old = await get(image.url);
    expect(old.statusCode).toBe(404);
    expect(old.json()).toEqual({ errors: { msg: 'NOT_FOUND' } });

    const [fresh] = await imagesSeenBy(owner.id, postId);
    expect(fresh!.url).not.toBe(image.url);
    expect(partsOf(fresh!.url).path).toBe(partsOf(image.url).path);
    expect((await get(fresh!.url)).statusCode).toBe(200);
  });

  it('gives a viewer no address once the owner hides the photos; the old one runs out', async () => {
    const { owner, postId } = await postWithPhoto();
    const viewer = await buildUser(t.db);
    const [seen] = await imagesSeenBy(viewer.id, postId);
    expect((await get(seen!.url)).statusCode).toBe(200);

    // Private photos: the answer carries no address at all (the full matrix of levels and
    // viewers, also for the feeds, is feed.privacy.test.ts).
    await setPhotoPrivacy(owner.id, 'Private');
    expect(await imagesSeenBy(viewer.id, postId)).toEqual([]);
    const feed = await callAs(t, viewer.id, 'GET', '/api/activities/newFeedsAll?limit=100');
    expect(feed.body.includes(partsOf(seen!.url).path)).toBe(false);

    // What the viewer already holds stops working within two hours; the owner's still works.
    clock.advance(2 * HOUR_MS + 1_000);
    expect((await get(seen!.url)).statusCode).toBe(404);
    const [own] = await imagesSeenBy(owner.id, postId);
    expect((await get(own!.url)).statusCode).toBe(200);
  });
});
