import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildActivity, buildAdmin, buildEvent, buildUser } from '../test/factories';
import { callAs } from '../test/requests';
import { createTestApp, dayFromToday, type TestApp } from '../test/test-app';
import { COMPRESSION_THRESHOLD } from './compression';

let t: TestApp;
let readerId: string;
const FEED = '/api/activities/newFeedsAll?page=1&limit=10';

beforeAll(async () => {
  t = await createTestApp();
  const event = await buildEvent(t.db, dayFromToday(t));
  const owner = await buildUser(t.db, {
    activityShare: 'Public',
    activityViewPhotoAndComment: 'Public',
  });
  for (let i = 0; i < 10; i += 1) {
    await buildActivity(t.db, {
      date: dayFromToday(t),
      eventId: event.id,
      userId: owner.id,
      notice: `Morning run number ${i} along the river`,
    });
  }
  readerId = (await buildUser(t.db)).id;
});
afterAll(() => t.close());

/** A feed page read by the reader with the given Accept-Encoding (none when undefined). */
function readFeed(acceptEncoding?: string) {
  return callAs(
    t,
    readerId,
    'GET',
    FEED,
    undefined,
    acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding },
  );
}

describe('compression of API answers', () => {
  it('sends a feed page to a client without Accept-Encoding as it is', async () => {
    const res = await readFeed();
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.rawPayload.length).toBeGreaterThan(COMPRESSION_THRESHOLD);
    expect(res.json().docs).toHaveLength(10);
  });

  it('compresses a feed page in gzip for a client that accepts only gzip', async () => {
    const plain = (await readFeed()).json();
    const res = await readFeed('gzip');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers.vary).toContain('accept-encoding');
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    const body = gunzipSync(res.rawPayload);
    expect(res.rawPayload.length).toBeLessThan(body.length / 2);
    expect(JSON.parse(body.toString('utf8'))).toEqual(plain);
  });

  it('compresses in brotli for a browser accepting gzip, deflate and br', async () => {
    const plain = (await readFeed()).json();
    const res = await readFeed('gzip, deflate, br');
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.vary).toContain('accept-encoding');
    expect(JSON.parse(brotliDecompressSync(res.rawPayload).toString('utf8'))).toEqual(plain);
  });

  it('sends identity to a client that accepts only identity', async () => {
    const res = await readFeed('identity');
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.json().docs).toHaveLength(10);
  });

  it('leaves an answer under 1 KB uncompressed', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.length).toBeLessThan(COMPRESSION_THRESHOLD);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it('leaves an Excel download (a zip file already) uncompressed', async () => {
    const admin = await buildAdmin(t.db);
    const res = await callAs(
      t,
      admin.id,
      'GET',
      '/api/users/report/countryAndType/download?type=1',
      undefined,
      { 'accept-encoding': 'gzip, deflate, br' },
    );
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.rawPayload.subarray(0, 2).toString('latin1')).toBe('PK');
  });
});
