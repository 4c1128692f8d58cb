import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../db/ids';
import { authHeader, buildUser } from '../../test/factories';
import { keyOf, reloadUser } from '../../test/stored';
import { createTestApp, signedInContext, type TestApp } from '../../test/test-app';
import { setOwnAvatar } from './profile.service';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A multipart/form-data body with one file part. */
function multipart(field: string, filename: string, contentType: string, data: Buffer) {
  const boundary = `----cc${randomBytes(8).toString('hex')}`;
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), data, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** The EXIF tag (0x8825, little-endian) pointing at the GPS block. */
const GPS_IFD_POINTER = Buffer.from([0x25, 0x88]);

const image = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 40, b: 40 } } });

async function upload(userId: string, field: string, filename: string, type: string, data: Buffer) {
  const body = multipart(field, filename, type, data);
  return t.app.inject({
    method: 'POST',
    url: '/api/profile/avatar',
    payload: body.payload,
    headers: { ...body.headers, ...(await authHeader(t.db, userId)) },
  });
}

/** The stored file behind an avatar URL (/uploads/<key>?exp=...&sig=...). */
function storedFile(url: string) {
  return path.join(t.dataDir, 'uploads', keyOf(url));
}

/** Every avatar file currently stored. */
function avatarFiles() {
  const dir = path.join(t.dataDir, 'uploads', 'avatars');
  return fs.existsSync(dir) ? fs.readdirSync(dir) : [];
}

describe('POST /api/profile/avatar', () => {
  it('accepts a PNG and stores it as a WebP of at most 256 pixels, served under /uploads', async () => {
    const user = await buildUser(t.db);
    const res = await upload(
      user.id,
      'avatar',
      'me.png',
      'image/png',
      await image(800, 400).png().toBuffer(),
    );
    expect(res.statusCode).toBe(200);
    const avatar = res.json().avatar as string;
    expect(avatar).toMatch(/^\/uploads\/avatars\/[0-9a-f-]{36}\.webp\?exp=\d+&sig=[\w-]{43}$/);
    expect((await reloadUser(t.db, user.id))?.avatarKey).toBe(keyOf(avatar));

    const meta = await sharp(fs.readFileSync(storedFile(avatar))).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 256, height: 128 });
    const served = await t.app.inject({ method: 'GET', url: avatar });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
  });

  it('accepts a JPEG named .jpg and drops its EXIF and GPS data, honouring its orientation', async () => {
    const user = await buildUser(t.db);
    const jpeg = await image(600, 400)
      .jpeg()
      .withExif({
        IFD0: { Make: 'SecretCam' },
        IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '52/1 31/1 0/1' },
      })
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const input = await sharp(jpeg).metadata();
    expect(input.exif?.includes('SecretCam')).toBe(true);
    expect(input.exif?.includes(GPS_IFD_POINTER)).toBe(true);
    expect(input.orientation).toBe(6);

    const res = await upload(user.id, 'avatar', 'holiday.jpg', 'image/jpeg', jpeg);
    expect(res.statusCode).toBe(200);
    const stored = fs.readFileSync(storedFile(res.json().avatar));
    const meta = await sharp(stored).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.exif).toBeUndefined();
    expect(meta.xmp).toBeUndefined();
    expect(stored.includes('SecretCam')).toBe(false);
    // Rotated upright before the orientation tag was dropped: 600x400 turned to portrait.
    expect({ width: meta.width, height: meta.height }).toEqual({ width: 171, height: 256 });
  });

  it('replaces the previous avatar and deletes its file', async () => {
    const user = await buildUser(t.db);
    const first = await upload(
      user.id,
      'avatar',
      'a.png',
      'image/png',
      await image(64, 64).png().toBuffer(),
    );
    const firstFile = storedFile(first.json().avatar);
    expect(fs.existsSync(firstFile)).toBe(true);

    const second = await upload(
      user.id,
      'avatar',
      'b.jpeg',
      'image/jpeg',
      await image(64, 64).jpeg().toBuffer(),
    );
    expect(second.statusCode).toBe(200);
    expect(second.json().avatar).not.toBe(first.json().avatar);
    expect(fs.existsSync(firstFile)).toBe(false);
    expect(fs.existsSync(storedFile(second.json().avatar))).toBe(true);
  });

  it.each([
    ['a GIF', 'anim.gif', 'image/gif', () => image(32, 32).gif().toBuffer()],
    ['a WebP', 'pic.webp', 'image/webp', () => image(32, 32).webp().toBuffer()],
    [
      'a text file named .png',
      'fake.png',
      'image/png',
      async () => Buffer.from('just some text, not an image'),
    ],
    [
      'a truncated PNG',
      'broken.png',
      'image/png',
      async () => (await image(64, 64).png().toBuffer()).subarray(0, 40),
    ],
  ])('refuses %s with INVALID_IMAGE and stores no file', async (_label, filename, type, make) => {
    const user = await buildUser(t.db);
    const before = avatarFiles();
    const res = await upload(user.id, 'avatar', filename, type, await make());
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ errors: { msg: 'INVALID_IMAGE' } });
    expect(avatarFiles()).toEqual(before);
    expect((await reloadUser(t.db, user.id))?.avatarKey).toBeNull();
  });

  it('refuses a file over 5 MB with 413 PAYLOAD_TOO_LARGE', async () => {
    const user = await buildUser(t.db);
    const png = await image(16, 16).png().toBuffer();
    const big = Buffer.concat([png, randomBytes(5 * 1024 * 1024)]);
    const res = await upload(user.id, 'avatar', 'big.png', 'image/png', big);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ errors: { msg: 'PAYLOAD_TOO_LARGE' } });
    expect((await reloadUser(t.db, user.id))?.avatarKey).toBeNull();
  });

  it('requires the file in the field named avatar', async () => {
    const user = await buildUser(t.db);
    const res = await upload(
      user.id,
      'picture',
      'me.png',
      'image/png',
      await image(16, 16).png().toBuffer(),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      errors: { msg: 'VALIDATION_FAILED', fields: { avatar: ['REQUIRED'] } },
    });
  });

  it('refuses a request that is not multipart with 415', async () => {
    const user = await buildUser(t.db);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/profile/avatar',
      headers: await authHeader(t.db, user.id),
      payload: { avatar: 'data:image/png;base64,AAAA' },
    });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual({ errors: { msg: 'UNSUPPORTED_MEDIA_TYPE' } });
  });

  it('removes the new file again when the database update fails', async () => {
    const ctx = signedInContext(t, { id: newId() });
    const before = avatarFiles();
    const png = await image(32, 32).png().toBuffer();
    await expect(setOwnAvatar(ctx, png)).rejects.toMatchObject({ code: 'NOT_FOUND' });
    expect(avatarFiles()).toEqual(before);
  });

  it('refuses an anonymous caller with 401', async () => {
    const body = multipart('avatar', 'me.png', 'image/png', await image(16, 16).png().toBuffer());
    const res = await t.app.inject({ method: 'POST', url: '/api/profile/avatar', ...body });
    expect(res.statusCode).toBe(401);
  });
});

describe('DELETE /api/profile/avatar', () => {
  it('clears the avatar and deletes its file', async () => {
    const user = await buildUser(t.db);
    const up = await upload(
      user.id,
      'avatar',
      'a.png',
      'image/png',
      await image(32, 32).png().toBuffer(),
    );
    const file = storedFile(up.json().avatar);

    const res = await t.app.inject({
      method: 'DELETE',
      url: '/api/profile/avatar',
      headers: await authHeader(t.db, user.id),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ _id: user.id, avatar: null });
    expect((await reloadUser(t.db, user.id))?.avatarKey).toBeNull();
    expect(fs.existsSync(file)).toBe(false);
  });

  it('answers the profile unchanged when there is no avatar', async () => {
    const user = await buildUser(t.db);
    const res = await t.app.inject({
      method: 'DELETE',
      url: '/api/profile/avatar',
      headers: await authHeader(t.db, user.id),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().avatar).toBeNull();
  });
});
