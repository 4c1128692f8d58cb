import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let webDist: string;

beforeAll(async () => {
  webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'cc-web-'));
  fs.mkdirSync(path.join(webDist, 'assets'));
  fs.writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>app</title>');
  fs.writeFileSync(path.join(webDist, 'assets', 'index-3f9a1c.js'), 'console.log(1)');
  fs.writeFileSync(
    path.join(webDist, 'service-worker.js'),
    'self.addEventListener("push", () => {})',
  );
  fs.writeFileSync(path.join(webDist, 'manifest.webmanifest'), '{"name":"app"}');
  t = await createTestApp({ WEB_DIST: webDist });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(webDist, { recursive: true, force: true });
});

describe('the built web app', () => {
  it('is served at / and revalidated on every visit', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<title>app</title>');
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('serves hashed assets with a year of immutable caching', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/assets/index-3f9a1c.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('serves the service worker unhashed and revalidated, allowed to control the whole app', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/service-worker.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers['service-worker-allowed']).toBe('/');
    expect(res.headers['content-type']).toBe('text/javascript; charset=utf-8');
  });

  it('serves the web app manifest as a manifest', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/manifest.webmanifest' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/manifest+json; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.json()).toEqual({ name: 'app' });
  });

  it('keeps API errors in the API shape', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/missing' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ errors: { msg: 'NOT_FOUND' } });
  });
});
