import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test/test-app';

// Issue 22 item 11, decision 056: what API answers may be kept, and who may read the API's
// own documentation.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('caching of API answers', () => {
  it('answers an API route with Cache-Control: no-store, its errors too', async () => {
    const ok = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(ok.statusCode).toBe(200);
    expect(ok.headers['cache-control']).toBe('no-store');

    const refused = await t.app.inject({ method: 'GET', url: '/api/profile' });
    expect(refused.statusCode).toBe(401);
    expect(refused.headers['cache-control']).toBe('no-store');
  });

  it('lets only the browser keep an upload, and only while its signed address works', async () => {
    const folder = path.join(t.dataDir, 'uploads', 'activities');
    fs.mkdirSync(folder, { recursive: true });
    fs.writeFileSync(path.join(folder, 'cache-test.jpg'), Buffer.from([0xff, 0xd8, 0xff, 0xd9]));

    const url = t.app.deps.storage.url('activities/cache-test.jpg');
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    const [, maxAge] = /^private, max-age=(\d+)$/.exec(String(res.headers['cache-control'])) ?? [];
    expect(Number(maxAge)).toBeGreaterThan(0);
    expect(Number(maxAge)).toBeLessThanOrEqual(2 * 3600);
    // Decision 062: the bare key is refused, and the refusal is kept nowhere.
    const bare = await t.app.inject({ method: 'GET', url: '/uploads/activities/cache-test.jpg' });
    expect(bare.statusCode).toBe(404);
    expect(bare.headers['cache-control']).toBe('no-store');
  });
});

describe('the OpenAPI document', () => {
  it('is not served unless API_DOCS enables it', async () => {
    for (const url of ['/api/docs/json', '/api/docs']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toEqual({ errors: { msg: 'NOT_FOUND' } });
    }
  });

  it('is served with API_DOCS=on', async () => {
    const documented = await createTestApp({ API_DOCS: 'on' });
    try {
      const res = await documented.app.inject({ method: 'GET', url: '/api/docs/json' });
      expect(res.statusCode).toBe(200);
      expect(res.json().paths['/api/health']).toBeDefined();
    } finally {
      await documented.close();
    }
  });
});
