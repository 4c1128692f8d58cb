import fs from 'node:fs';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAdmin, buildEvent, buildUser } from '../../test/factories';
import { callAs, jpegPhoto, sendMultipart } from '../../test/requests';
import { keyOf, reloadEvent, signedAddressOf, storedFile } from '../../test/stored';
import { createTestApp, dayFromToday, type TestApp } from '../../test/test-app';

let t: TestApp;
let adminId: string;
let germanId: string;
let englishId: string;
beforeAll(async () => {
  t = await createTestApp();
  adminId = (await buildAdmin(t.db)).id;
  germanId = (await buildUser(t.db, { language: 'DE' })).id;
  englishId = (await buildUser(t.db, { language: 'EN' })).id;
});
afterAll(() => t.close());

const base = () => ({
  name: 'Charity run',
  description: 'For a good cause',
  startDate: dayFromToday(t, 1),
  endDate: dayFromToday(t, 30),
});

async function createEvent(body: object) {
  const res = await callAs(t, adminId, 'POST', '/api/events', { ...base(), ...body });
  expect(res.statusCode).toBe(201);
  return res.json() as { _id: string } & Record<string, unknown>;
}

/** The event as `userId` reads it, in the Accept-Language `language` when given. */
async function readAs(userId: string, id: string, language?: string) {
  const headers: Record<string, string> = language ? { 'accept-language': language } : {};
  const res = await callAs(t, userId, 'GET', `/api/events/${id}`, undefined, headers);
  expect(res.statusCode).toBe(200);
  return res.json();
}

describe('German and English texts of an event (decision 075)', () => {
  it('stores both texts next to the single fields and answers them to the administrator as stored', async () => {
    const event = await createEvent({
      names: { de: 'Spendenlauf', en: 'Charity Run' },
      descriptions: { de: 'Für einen guten Zweck', en: 'For a good cause, in English' },
    });
    expect(event).toMatchObject({
      name: 'Charity run',
      description: 'For a good cause',
      names: { de: 'Spendenlauf', en: 'Charity Run' },
      descriptions: { de: 'Für einen guten Zweck', en: 'For a good cause, in English' },
    });
    expect(event).not.toHaveProperty('imageUrl');
    expect(await reloadEvent(t.db, event._id)).toMatchObject({
      name: 'Charity run',
      nameDe: 'Spendenlauf',
      nameEn: 'Charity Run',
      descriptionDe: 'Für einen guten Zweck',
      descriptionEn: 'For a good cause, in English',
    });
  });

  it("answers participants the name and description in the request's language, else their profile's", async () => {
    const { _id } = await createEvent({
      names: { de: 'Spendenlauf', en: 'Charity Run' },
      descriptions: { de: 'Deutsch', en: 'English' },
    });
    expect(await readAs(germanId, _id, 'en')).toMatchObject({
      name: 'Charity Run',
      description: 'English',
    });
    expect(await readAs(englishId, _id, 'de-DE')).toMatchObject({
      name: 'Spendenlauf',
      description: 'Deutsch',
    });
    expect(await readAs(germanId, _id)).toMatchObject({ name: 'Spendenlauf' });
    expect(await readAs(englishId, _id)).toMatchObject({ name: 'Charity Run' });
    const list = await callAs(t, germanId, 'GET', '/api/events/all?limit=100', undefined, {
      'accept-language': 'en',
    });
    const listed = list.json().docs.find((e: { _id: string }) => e._id === _id);
    expect(listed).toMatchObject({ name: 'Charity Run', description: 'English' });
  });

  it('falls back to the other language, then to the single field', async () => {
    const { _id } = await createEvent({
      names: { de: 'Nur Deutsch' },
      descriptions: { en: '', de: '' },
    });
    expect(await readAs(englishId, _id, 'en')).toMatchObject({
      name: 'Nur Deutsch',
      description: 'For a good cause',
      names: { de: 'Nur Deutsch', en: '' },
    });
  });

  it('keeps the single fields working for a client that sends no translations', async () => {
    const { _id } = await createEvent({});
    const seen = await readAs(englishId, _id, 'de');
    expect(seen).toMatchObject({ name: 'Charity run', description: 'For a good cause' });
    // The exact shape old clients know: no translations, no image.
    expect(Object.keys(seen)).not.toContain('names');
    expect(Object.keys(seen)).not.toContain('imageUrl');
    const patched = await callAs(t, adminId, 'PATCH', `/api/events/${_id}`, { name: 'Renamed' });
    expect(patched.json()).toMatchObject({ name: 'Renamed' });
    expect(patched.json()).not.toHaveProperty('names');
  });

  it('changes the translations on a PATCH that sends them and keeps them on one that does not', async () => {
    const { _id } = await createEvent({ names: { de: 'Alt', en: 'Old' } });
    await callAs(t, adminId, 'PATCH', `/api/events/${_id}`, { description: 'Changed' });
    expect(await reloadEvent(t.db, _id)).toMatchObject({ nameDe: 'Alt', nameEn: 'Old' });
    const res = await callAs(t, adminId, 'PATCH', `/api/events/${_id}`, {
      names: { de: 'Neu' },
      descriptions: { en: 'New text' },
    });
    expect(res.statusCode).toBe(200);
    expect(await reloadEvent(t.db, _id)).toMatchObject({
      nameDe: 'Neu',
      nameEn: '',
      descriptionEn: 'New text',
      description: 'Changed',
    });
  });

  it.each([
    [{ names: { de: 'x'.repeat(121) } }, { 'names.de': ['TOO_LONG'] }],
    [{ names: { en: 'a\u0007b' } }, { 'names.en': ['INVALID'] }],
    [{ descriptions: { en: 'x'.repeat(5001) } }, { 'descriptions.en': ['TOO_LONG'] }],
    [{ names: { fr: 'Course' } }, { 'names.fr': ['UNKNOWN_FIELD'] }],
  ])('refuses the translations %j with %j', async (body, fields) => {
    const res = await callAs(t, adminId, 'POST', '/api/events', { ...base(), ...body });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ errors: { msg: 'VALIDATION_FAILED', fields } });
  });
});

describe("an event's image", () => {
  const upload = (userId: string, id: string, data: Buffer, field = 'image') =>
    sendMultipart(t, userId, 'POST', `/api/events/${id}/image`, {}, [
      { field, data, filename: 'cover.jpg' },
    ]);

  it('is uploaded by an administrator, re-encoded as WebP without metadata, and served to participants', async () => {
    const { _id } = await createEvent({});
    const withExif = await sharp({
      create: { width: 2400, height: 1200, channels: 3, background: { r: 200, g: 20, b: 90 } },
    })
      .jpeg()
      .withExif({ IFD0: { Make: 'SecretCam' } })
      .toBuffer();
    const res = await upload(adminId, _id, withExif);
    expect(res.statusCode).toBe(200);
    const { imageUrl } = res.json();
    expect(imageUrl).toEqual(expect.stringMatching(/^\/uploads\/events\/[\w-]+\.webp\?exp=/));
    const file = fs.readFileSync(storedFile(t, imageUrl));
    const meta = await sharp(file).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 1600, height: 800 });
    expect(meta.exif).toBeUndefined();

    const seen = await readAs(germanId, _id);
    expect(seen.imageUrl).toEqual(signedAddressOf(keyOf(imageUrl)));
    const served = await t.app.inject({ method: 'GET', url: seen.imageUrl });
    expect(served.statusCode).toBe(200);
  });

  it('replaces the previous file and removes it on DELETE', async () => {
    const { _id } = await createEvent({});
    const first = (await upload(adminId, _id, await jpegPhoto())).json().imageUrl;
    const second = (await upload(adminId, _id, await jpegPhoto(80, 60))).json().imageUrl;
    expect(fs.existsSync(storedFile(t, first))).toBe(false);
    expect(fs.existsSync(storedFile(t, second))).toBe(true);
    const removed = await callAs(t, adminId, 'DELETE', `/api/events/${_id}/image`);
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).not.toHaveProperty('imageUrl');
    expect(fs.existsSync(storedFile(t, second))).toBe(false);
  });

  it('goes with its event', async () => {
    const { _id } = await createEvent({});
    const url = (await upload(adminId, _id, await jpegPhoto())).json().imageUrl;
    expect((await callAs(t, adminId, 'DELETE', `/api/events/${_id}`)).statusCode).toBe(204);
    expect(fs.existsSync(storedFile(t, url))).toBe(false);
  });

  it('refuses what is no image, a missing file, an unknown event and a participant', async () => {
    const { _id } = await createEvent({});
    const notImage = await upload(adminId, _id, Buffer.from('not an image at all'));
    expect(notImage.statusCode).toBe(400);
    expect(notImage.json().errors.msg).toBe('INVALID_IMAGE');
    const wrongField = await upload(adminId, _id, await jpegPhoto(), 'photo');
    expect(wrongField.json()).toEqual({
      errors: { msg: 'VALIDATION_FAILED', fields: { image: ['REQUIRED'] } },
    });
    const unknown = await upload(
      adminId,
      '01a1fe05-0000-7000-8000-000000000000',
      await jpegPhoto(),
    );
    expect(unknown.statusCode).toBe(404);
    const participant = await upload(germanId, _id, await jpegPhoto());
    expect(participant.statusCode).toBe(403);
    const removal = await callAs(t, germanId, 'DELETE', `/api/events/${_id}/image`);
    expect(removal.statusCode).toBe(403);
    expect((await reloadEvent(t.db, _id))?.imageKey).toBeNull();
  });

  it('is not answered to participants of a hidden event', async () => {
    const event = await buildEvent(t.db, dayFromToday(t), { status: 0 });
    expect((await upload(adminId, event.id, await jpegPhoto())).statusCode).toBe(200);
    const res = await callAs(t, germanId, 'GET', `/api/events/${event.id}`);
    expect(res.statusCode).toBe(404);
  });
});
