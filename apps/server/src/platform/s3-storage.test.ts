import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { HeadObjectCommand, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeader, buildUser } from '../test/factories';
import { keyOf } from '../test/stored';
import { createTestApp, type TestApp } from '../test/test-app';

/**
 * Uploads in an S3-compatible object store (decision 050), against a real one on loopback
 * (s3rver, the S3 API over a folder) started by the test.
 */
const BUCKET = 'cc-uploads';
let s3: S3rver;
let t: TestApp;
let client: S3Client;
let folder: string;

beforeAll(async () => {
  folder = fs.mkdtempSync(path.join(os.tmpdir(), 'cc-s3-'));
  s3 = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: folder,
    configureBuckets: [{ name: BUCKET }],
  });
  const { port } = await s3.run();
  const endpoint = `http://127.0.0.1:${port}`;
  t = await createTestApp({
    S3_ENDPOINT: endpoint,
    S3_BUCKET: BUCKET,
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
  });
  client = new S3Client({
    endpoint,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  });
});
afterAll(async () => {
  await t?.close();
  client?.destroy();
  await s3?.close();
  fs.rmSync(folder, { recursive: true, force: true });
});

/** Whether the bucket holds `key`. */
async function isStored(key: string): Promise<boolean> {
  try {
    await client.send(new HeadObjectCommand({ Bucket: BUCKET, Key: key }));
    return true;
  } catch {
    return false;
  }
}

/** Uploads `png` as the avatar of `userId`; answers the avatar's address. */
async function uploadAvatar(userId: string, png: Buffer): Promise<string> {
  const boundary = `----cc${randomBytes(8).toString('hex')}`;
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="avatar"; filename="me.png"\r\nContent-Type: image/png\r\n\r\n`;
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/profile/avatar',
    payload: Buffer.concat([Buffer.from(head), png, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: {
      'content-type': `multipart/form-data; boundary=${boundary}`,
      ...(await authHeader(t.db, userId)),
    },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().avatar as string;
}

const png = () =>
  sharp({ create: { width: 300, height: 200, channels: 3, background: { r: 20, g: 160, b: 90 } } })
    .png()
    .toBuffer();

describe('uploads in an S3-compatible store (S3_BUCKET, S3_ENDPOINT)', () => {
  it('stores an avatar in the bucket, not on disk, and serves it at its usual address', async () => {
    const user = await buildUser(t.db);
    const avatar = await uploadAvatar(user.id, await png());
    expect(avatar).toMatch(/^\/uploads\/avatars\/[0-9a-f-]{36}\.webp\?exp=\d+&sig=[\w-]{43}$/);
    const key = keyOf(avatar);
    expect(await isStored(key)).toBe(true);
    expect(fs.existsSync(path.join(t.dataDir, 'uploads', key))).toBe(false);

    const served = await t.app.inject({ method: 'GET', url: avatar });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toMatch(/^private, max-age=\d+$/);
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 256 });
    // Decision 062: only at the signed address, whichever store holds the file.
    expect((await t.app.inject({ method: 'GET', url: `/uploads/${key}` })).statusCode).toBe(404);
  });

  it('removes the old file from the bucket when the avatar is replaced', async () => {
    const user = await buildUser(t.db);
    const first = await uploadAvatar(user.id, await png());
    const second = await uploadAvatar(user.id, await png());
    expect(second).not.toBe(first);
    expect(await isStored(keyOf(first))).toBe(false);
    expect((await t.app.inject({ method: 'GET', url: first })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: second })).statusCode).toBe(200);
  });

  it('answers 404 in the error shape for a key that is not there or not a key', async () => {
    const { storage } = t.app.deps;
    for (const url of [
      storage.url('avatars/00000000-0000-4000-8000-000000000000.webp'),
      '/uploads/../etc/passwd',
      '/uploads/avatars/x.webp',
    ]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
    }
    const res = await t.app.inject({
      method: 'GET',
      url: storage.url('avatars/00000000-0000-4000-8000-000000000000.webp'),
    });
    expect(res.json()).toEqual({ errors: { msg: 'NOT_FOUND' } });
  });
});
