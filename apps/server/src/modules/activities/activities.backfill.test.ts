import fs from 'node:fs';
import { eq, inArray, isNull } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../db/ids';
import { activityImages, jobs } from '../../db/schema';
import { buildActivityImage, buildParticipant } from '../../test/factories';
import { callAs, jpegPhoto, sendMultipart } from '../../test/requests';
import { keyOf, storedFile } from '../../test/stored';
import { createTestApp, dayFromToday, type TestApp } from '../../test/test-app';
import {
  PHOTO_VARIANTS_JOB,
  photoVariantsJob,
  queuePhotoVariantsBackfill,
} from './activities.backfill';

/**
 * Photos stored before the middle width existed (decision 085) get it from a one-off job:
 * queued at start when one lacks it, made from the stored display image, recorded with the
 * display size; the answer falls back to the other two widths until then.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** An activity with two photos, turned back into what a photo stored before 085 was. */
async function olderPhotos() {
  const { user, event } = await buildParticipant(t.db, dayFromToday(t));
  const res = await sendMultipart(
    t,
    user.id,
    'POST',
    '/api/activities',
    { eventId: event.id, date: dayFromToday(t), distanceKm: '4' },
    [{ data: await jpegPhoto(2000, 1500) }, { data: await jpegPhoto(600, 900) }],
  );
  expect(res.statusCode).toBe(201);
  const activity = res.json();
  const ids = activity.images.map((i: { _id: string }) => i._id);
  for (const image of activity.images) fs.rmSync(storedFile(t, image.mediumUrl));
  await t.db
    .update(activityImages)
    .set({ mediumKey: null, width: null, height: null })
    .where(inArray(activityImages.id, ids));
  return { user, activity };
}

const openBackfills = () => t.db.select().from(jobs).where(eq(jobs.type, PHOTO_VARIANTS_JOB));

/** Runs the job's steps as the worker would, until it says it is done. */
async function runBackfill() {
  const ctx = { ...t.app.deps, log: t.app.log };
  const job = { id: newId(), type: PHOTO_VARIANTS_JOB, payload: {}, attempts: 1, maxAttempts: 5 };
  let steps = 0;
  while ((await photoVariantsJob.run(ctx, job)) === 'continue') steps += 1;
  return steps + 1;
}

describe('the middle width of older photos', () => {
  it('answers an older photo with its thumbnail and display image only', async () => {
    const { user, activity } = await olderPhotos();
    const res = await callAs(t, user.id, 'GET', `/api/activities/${activity._id}`);
    for (const image of res.json().images) {
      expect(Object.keys(image).sort()).toEqual(['_id', 'thumbUrl', 'url']);
    }
  });

  it('is queued once at start while a photo lacks it', async () => {
    await olderPhotos();
    await t.db.delete(jobs).where(eq(jobs.type, PHOTO_VARIANTS_JOB));
    await queuePhotoVariantsBackfill(t.app.deps, t.app.log);
    await queuePhotoVariantsBackfill(t.app.deps, t.app.log);
    expect(await openBackfills()).toMatchObject([{ state: 'queued', payload: {} }]);
  });

  it('makes it from the display image, records the display size and passes over a missing file', async () => {
    const { user, activity } = await olderPhotos();
    const lost = await buildActivityImage(t.db, activity._id, {
      key: `activities/${newId()}.webp`,
      thumbKey: `activities/${newId()}-thumb.webp`,
      position: 2,
    });
    await runBackfill();

    const res = await callAs(t, user.id, 'GET', `/api/activities/${activity._id}`);
    const [wide, tall, missing] = res.json().images;
    expect(wide).toMatchObject({ width: 1600, height: 1200 });
    expect(keyOf(wide.mediumUrl)).toBe(keyOf(wide.url).replace('.webp', '-1200.webp'));
    const sizeOf = async (url: string) => {
      const { width, height } = await sharp(fs.readFileSync(storedFile(t, url))).metadata();
      return [width, height];
    };
    expect(await sizeOf(wide.mediumUrl)).toEqual([1200, 900]);
    // Never enlarged: a photo smaller than the middle width keeps its size.
    expect(tall).toMatchObject({ width: 600, height: 900 });
    expect(await sizeOf(tall.mediumUrl)).toEqual([600, 900]);
    expect(missing._id).toBe(lost.id);
    expect(missing.mediumUrl).toBeUndefined();
  });

  it('changes nothing when it runs again', async () => {
    const { user, activity } = await olderPhotos();
    await runBackfill();
    const before = (await callAs(t, user.id, 'GET', `/api/activities/${activity._id}`)).json();
    const rows = () =>
      t.db.select().from(activityImages).where(eq(activityImages.activityId, activity._id));
    const stored = await rows();
    await runBackfill();
    expect(await rows()).toEqual(stored);
    const after = (await callAs(t, user.id, 'GET', `/api/activities/${activity._id}`)).json();
    expect(after.images.map((i: { mediumUrl: string }) => keyOf(i.mediumUrl))).toEqual(
      before.images.map((i: { mediumUrl: string }) => keyOf(i.mediumUrl)),
    );
  });

  it('goes through more photos than one step holds', async () => {
    for (let i = 0; i < 6; i += 1) await olderPhotos();
    // Twelve older photos at least, ten per step.
    expect(await runBackfill()).toBeGreaterThanOrEqual(2);
    const left = await t.db
      .select({ key: activityImages.key })
      .from(activityImages)
      .where(isNull(activityImages.mediumKey));
    // Only photos whose display image is gone are left without it.
    expect(left.every((r) => !fs.existsSync(storedFile(t, `/uploads/${r.key}`)))).toBe(true);
  });
});
