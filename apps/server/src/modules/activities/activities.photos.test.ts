import fs from 'node:fs';
import { photoVariantWidth } from '@cc/shared/activities/photo-variants';
import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityImages } from '../../db/schema';
import { buildParticipant } from '../../test/factories';
import { jpegPhoto, sendMultipart } from '../../test/requests';
import { activityFiles, keyOf, participantTotals, storedFile } from '../../test/stored';
import { createTestApp, dayFromToday, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A participant joined to a new event that runs today. */
const participant = () => buildParticipant(t.db, dayFromToday(t));

describe('POST /api/activities (multipart with photos)', () => {
  it('stores up to three photos as WebP display images and thumbnails without metadata', async () => {
    const { user, event } = await participant();
    const withExif = await sharp({
      create: { width: 2400, height: 1200, channels: 3, background: { r: 10, g: 200, b: 90 } },
    })
      .jpeg()
      .withExif({ IFD0: { Make: 'SecretCam', Model: 'X1' } })
      .toBuffer();
    expect((await sharp(withExif).metadata()).exif).toBeDefined();
    const png = await sharp({
      create: { width: 300, height: 200, channels: 4, background: '#ff000080' },
    })
      .png()
      .toBuffer();
    const webp = await sharp({
      create: { width: 100, height: 100, channels: 3, background: '#00ff00' },
    })
      .webp()
      .withMetadata()
      .toBuffer();
    const res = await sendMultipart(
      t,
      user.id,
      'POST',
      '/api/activities',
      {
        eventId: event.id,
        date: dayFromToday(t),
        distanceKm: '7.5',
        distanceMile: '',
        notice: 'With photos',
      },
      [
        { data: withExif, filename: 'a.jpg' },
        { data: png, filename: 'b.png', type: 'image/png' },
        { data: webp, filename: 'c.webp', type: 'image/webp' },
      ],
    );
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({ distanceKm: 7.5, distanceMile: 4.7, notice: 'With photos' });
    expect(body.images).toHaveLength(3);
    for (const image of body.images) {
      expect(image.url).toMatch(/^\/uploads\/activities\/[0-9a-f-]{36}\.webp\?exp=\d+&sig=/);
      expect(keyOf(image.thumbUrl)).toBe(keyOf(image.url).replace('.webp', '-thumb.webp'));
    }
    const display = fs.readFileSync(storedFile(t, body.images[0].url));
    const meta = await sharp(display).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 1600, height: 800 });
    expect(meta.exif).toBeUndefined();
    expect(display.includes('SecretCam')).toBe(false);
    const thumb = await sharp(fs.readFileSync(storedFile(t, body.images[0].thumbUrl))).metadata();
    expect(thumb).toMatchObject({ format: 'webp', width: 400, height: 200 });
    expect(thumb.exif).toBeUndefined();
    const medium = await sharp(fs.readFileSync(storedFile(t, body.images[0].mediumUrl))).metadata();
    expect(medium).toMatchObject({ format: 'webp', width: 1200, height: 600 });
    expect(medium.exif).toBeUndefined();
    const last = await sharp(fs.readFileSync(storedFile(t, body.images[2].url))).metadata();
    expect(last.exif).toBeUndefined();

    const served = await t.app.inject({ method: 'GET', url: body.images[1].url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toMatch(/^private, max-age=\d+$/);
    const rows = await t.db
      .select()
      .from(activityImages)
      .where(eq(activityImages.activityId, body._id));
    expect(rows.map((r) => r.position).sort()).toEqual([0, 1, 2]);
  });

  it('stores each photo in three widths beside each other and answers the display size', async () => {
    const { user, event } = await participant();
    const portrait = await sharp({
      create: { width: 1500, height: 3000, channels: 3, background: '#3366cc' },
    })
      .jpeg()
      .toBuffer();
    const small = await sharp({
      create: { width: 300, height: 200, channels: 3, background: '#cc6633' },
    })
      .png()
      .toBuffer();
    const res = await sendMultipart(
      t,
      user.id,
      'POST',
      '/api/activities',
      { eventId: event.id, date: dayFromToday(t), distanceKm: '3' },
      [
        { data: portrait, filename: 'tall.jpg' },
        { data: small, filename: 'small.png', type: 'image/png' },
      ],
    );
    expect(res.statusCode).toBe(201);
    const [tall, tiny] = res.json().images;
    const key = keyOf(tall.url);
    expect(keyOf(tall.mediumUrl)).toBe(key.replace('.webp', '-1200.webp'));
    const sizeOf = async (url: string) => {
      const { width, height } = await sharp(fs.readFileSync(storedFile(t, url))).metadata();
      return [width, height];
    };
    expect(tall).toMatchObject({ width: 800, height: 1600 });
    expect(await sizeOf(tall.url)).toEqual([800, 1600]);
    expect(await sizeOf(tall.mediumUrl)).toEqual([600, 1200]);
    expect(await sizeOf(tall.thumbUrl)).toEqual([200, 400]);
    // The widths the app writes into srcset are the stored ones.
    expect(photoVariantWidth(800, 1600, 'medium')).toBe(600);
    expect(photoVariantWidth(800, 1600, 'thumb')).toBe(200);
    // Never enlarged: a small photo is stored at its own size in every width.
    expect(tiny).toMatchObject({ width: 300, height: 200 });
    expect(await sizeOf(tiny.mediumUrl)).toEqual([300, 200]);
    expect(photoVariantWidth(300, 200, 'medium')).toBe(300);
    const [row] = await t.db.select().from(activityImages).where(eq(activityImages.id, tall._id));
    expect(row).toMatchObject({ mediumKey: keyOf(tall.mediumUrl), width: 800, height: 1600 });
  });

  it('accepts multipart without photos', async () => {
    const { user, event } = await participant();
    const res = await sendMultipart(t, user.id, 'POST', '/api/activities', {
      eventId: event.id,
      date: dayFromToday(t),
      distanceMile: '3',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ distanceMile: 3, distanceKm: 4.8, images: [] });
  });

  it('refuses four photos at once with TOO_MANY_IMAGES and stores nothing', async () => {
    const { user, event } = await participant();
    const before = activityFiles(t);
    const photo = await jpegPhoto();
    const res = await sendMultipart(
      t,
      user.id,
      'POST',
      '/api/activities',
      { eventId: event.id, date: dayFromToday(t), distanceKm: '5' },
      [{ data: photo }, { data: photo }, { data: photo }, { data: photo }],
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      errors: { msg: 'VALIDATION_FAILED', fields: { images: ['TOO_MANY_IMAGES'] } },
    });
    expect(activityFiles(t)).toEqual(before);
    expect(await participantTotals(t.db, event.id, user.id)).toEqual({ km: 0, mile: 0, count: 0 });
  });

  it('refuses a text file named .jpg with INVALID_IMAGE and leaves no files, even beside a good photo', async () => {
    const { user, event } = await participant();
    const before = activityFiles(t);
    const res = await sendMultipart(
      t,
      user.id,
      'POST',
      '/api/activities',
      { eventId: event.id, date: dayFromToday(t), distanceKm: '5' },
      [{ data: await jpegPhoto() }, { data: Buffer.from('not a photo at all'), filename: 'x.jpg' }],
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ errors: { msg: 'INVALID_IMAGE' } });
    expect(activityFiles(t)).toEqual(before);
    expect(await participantTotals(t.db, event.id, user.id)).toEqual({ km: 0, mile: 0, count: 0 });
  });

  it('refuses a GIF and a file in another field', async () => {
    const { user, event } = await participant();
    const gif = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } })
      .gif()
      .toBuffer();
    const fields = { eventId: event.id, date: dayFromToday(t), distanceKm: '5' };
    const asGif = await sendMultipart(t, user.id, 'POST', '/api/activities', fields, [
      { data: gif, filename: 'a.gif', type: 'image/gif' },
    ]);
    expect(asGif.statusCode).toBe(400);
    expect(asGif.json()).toEqual({ errors: { msg: 'INVALID_IMAGE' } });
    const otherField = await sendMultipart(t, user.id, 'POST', '/api/activities', fields, [
      { data: await jpegPhoto(), field: 'picture' },
    ]);
    expect(otherField.statusCode).toBe(400);
    expect(otherField.json().errors.fields).toEqual({ picture: ['UNKNOWN_FIELD'] });
  });

  it('refuses photos for a refused activity without storing them', async () => {
    const { user, event } = await buildParticipant(t.db, dayFromToday(t), {
      event: { startDate: dayFromToday(t, -20), endDate: dayFromToday(t, -1) },
    });
    const before = activityFiles(t);
    const res = await sendMultipart(
      t,
      user.id,
      'POST',
      '/api/activities',
      { eventId: event.id, date: dayFromToday(t, -2), distanceKm: '5' },
      [{ data: await jpegPhoto() }],
    );
    expect(res.statusCode).toBe(409);
    expect(activityFiles(t)).toEqual(before);
  });

  it('deletes the stored photos again when the database write fails', async () => {
    const { user, event } = await participant();
    const before = activityFiles(t);
    // A real failure of the write statement, after the photos are stored.
    await t.db.execute(sql`
      create function fail_activity_insert() returns trigger language plpgsql as
        $$ begin raise exception 'database gone'; end $$`);
    await t.db.execute(sql`
      create trigger fail_activity_insert before insert on activities
        for each row execute function fail_activity_insert()`);
    try {
      const res = await sendMultipart(
        t,
        user.id,
        'POST',
        '/api/activities',
        { eventId: event.id, date: dayFromToday(t), distanceKm: 5 },
        [{ data: await jpegPhoto() }],
      );
      expect(res.statusCode).toBe(500);
    } finally {
      await t.db.execute(sql`drop trigger fail_activity_insert on activities`);
      await t.db.execute(sql`drop function fail_activity_insert()`);
    }
    expect(activityFiles(t)).toEqual(before);
  });
});
