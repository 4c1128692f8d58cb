import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { GetObjectCommand, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemClock } from '../platform/context';
import { createS3Storage } from '../platform/s3-storage';
import { signedAddresses } from '../platform/upload-addresses';
import { buildParticipant } from '../test/factories';
import { jpegPhoto, sendMultipart } from '../test/requests';
import { createTestApp, dayFromToday, type TestApp } from '../test/test-app';
import { createEmptyInstance } from './backup.test-support';
import { createBackup } from './create-backup';
import { restoreBackup } from './restore-backup';

/**
 * Uploads in an S3-compatible bucket (decision 050) are listed, copied into the archive and
 * put back into another bucket (decision 092), against a real store on loopback (s3rver).
 */
const credentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };
let s3: S3rver;
let endpoint: string;
let t: TestApp;
let folder: string;

beforeAll(async () => {
  folder = fs.mkdtempSync(path.join(os.tmpdir(), 'cc-backup-s3-'));
  s3 = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: path.join(folder, 'store'),
    configureBuckets: [{ name: 'source' }, { name: 'target' }],
  });
  const { port } = await s3.run();
  endpoint = `http://127.0.0.1:${port}`;
  t = await createTestApp({
    S3_ENDPOINT: endpoint,
    S3_BUCKET: 'source',
    S3_ACCESS_KEY_ID: credentials.accessKeyId,
    S3_SECRET_ACCESS_KEY: credentials.secretAccessKey,
  });
}, 60_000);
afterAll(async () => {
  await t?.close();
  await s3?.close();
  fs.rmSync(folder, { recursive: true, force: true });
});

/** The bytes of `key` in `bucket`. */
async function objectBytes(client: S3Client, bucket: string, key: string): Promise<Buffer> {
  const object = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
  return Buffer.from(await object.Body!.transformToByteArray());
}

describe('a backup of an instance whose uploads are in a bucket', () => {
  it('holds every object of the bucket, and a restore puts each back into an empty bucket', async () => {
    const { user, event } = await buildParticipant(t.db, dayFromToday(t));
    const res = await sendMultipart(
      t,
      user.id,
      'POST',
      '/api/activities',
      { eventId: event.id, date: dayFromToday(t), distanceKm: '3' },
      [{ data: await jpegPhoto(80, 60) }],
    );
    expect(res.statusCode).toBe(201);
    const source = t.app.deps.storage;
    const keys: string[] = [];
    for await (const key of source.keys()) keys.push(key);
    expect(keys.length).toBeGreaterThan(0);

    const archive = path.join(folder, 's3.tar.gz');
    const manifest = await createBackup(
      { database: t.database, storage: source, vapidFromEnvironment: false },
      archive,
    );
    expect(manifest.uploads).toMatchObject({ store: 's3', files: keys.length });

    const target = await createEmptyInstance();
    const bucket = createS3Storage(
      { bucket: 'target', endpoint, region: 'us-east-1', forcePathStyle: true, ...credentials },
      signedAddresses(randomBytes(32), systemClock),
    );
    try {
      await restoreBackup({ database: target.database, storage: bucket }, archive);
      const restored: string[] = [];
      for await (const key of bucket.keys()) restored.push(key);
      expect(restored.sort()).toEqual(keys.sort());
      const client = new S3Client({
        endpoint,
        region: 'us-east-1',
        forcePathStyle: true,
        credentials,
      });
      for (const key of keys) {
        expect(await objectBytes(client, 'target', key)).toEqual(
          await objectBytes(client, 'source', key),
        );
      }
      client.destroy();
    } finally {
      await target.close();
    }
  }, 60_000);
});
