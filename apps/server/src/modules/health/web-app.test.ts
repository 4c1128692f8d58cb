import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let webDist: string;

/** A hashed script of a few KB, large enough that compressing it pays. */
const SCRIPT = `export const words = ${JSON.stringify(Array.from({ length: 300 }, (_, i) => `word ${i}`))};`;
/** The built page's own inline script (the early start of a signed-in visit). */
const INLINE = 'document.documentElement.dataset.early = "1";';
const INDEX = `<!doctype html><title>app</title><script>${INLINE}</script><script type="module" src="/assets/index-3f9a1c.js"></script>`;
const SERVICE_WORKER = 'self.addEventListener("push", () => {})';
const HASHED = '/assets/index-3f9a1c.js';
/** A hashed file the build left without siblings (their compressed form was not smaller). */
const UNCOMPRESSED = '/assets/plain-9b2e4d.js';
const BROWSER = 'gzip, deflate, br, zstd';

/** Writes a file of the fixture build and, unless `siblings` is false, its .br and .gz. */
function writeBuilt(file: string, text: string, siblings = true) {
  const target = path.join(webDist, file);
  fs.writeFileSync(target, text);
  if (!siblings) return;
  fs.writeFileSync(`${target}.br`, brotliCompressSync(text));
  fs.writeFileSync(`${target}.gz`, gzipSync(text));
}

/** The fixture build stands in for apps/web/dist: the same layout, built by the test. */
beforeAll(async () => {
  webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'cc-web-'));
  fs.mkdirSync(path.join(webDist, 'assets'));
  writeBuilt('index.html', INDEX);
  writeBuilt(HASHED, SCRIPT);
  writeBuilt(UNCOMPRESSED, SCRIPT, false);
  writeBuilt('service-worker.js', SERVICE_WORKER);
  writeBuilt('manifest.webmanifest', '{"name":"app"}');
  t = await createTestApp({ WEB_DIST: webDist });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(webDist, { recursive: true, force: true });
});

function get(url: string, acceptEncoding?: string) {
  return t.app.inject({
    method: 'GET',
    url,
    headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding },
  });
}

/** The body of an answer, decoded from its Content-Encoding. */
function decoded(res: Awaited<ReturnType<typeof get>>): string {
  const encoding = res.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(res.rawPayload).toString('utf8');
  if (encoding === 'gzip') return gunzipSync(res.rawPayload).toString('utf8');
  expect(encoding).toBeUndefined();
  return res.body;
}

describe('the built web app', () => {
  it('is served at / and revalidated on every visit', async () => {
    const res = await get('/');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<title>app</title>');
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('sends the documents the protections of a page: CSP, frame and opener policies, nosniff', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/' });
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(res.headers['cross-origin-opener-policy']).toBe('same-origin');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('allows the page its own inline script by its hash, and no other inline script', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/' });
    const policy = String(res.headers['content-security-policy']);
    const scriptSrc = policy.split(';').find((d) => d.trim().startsWith('script-src'));
    const hash = createHash('sha256').update(INLINE).digest('base64');
    expect(scriptSrc?.trim()).toBe(`script-src 'self' 'sha256-${hash}'`);
  });

  it('serves hashed assets with a year of immutable caching', async () => {
    const res = await get(HASHED);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('serves the service worker unhashed and revalidated, allowed to control the whole app', async () => {
    const res = await get('/service-worker.js');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers['service-worker-allowed']).toBe('/');
    expect(res.headers['content-type']).toBe('text/javascript; charset=utf-8');
  });

  it('serves the web app manifest as a manifest', async () => {
    const res = await get('/manifest.webmanifest');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/manifest+json; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.json()).toEqual({ name: 'app' });
  });

  it('keeps API errors in the API shape', async () => {
    const res = await get('/api/missing');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ errors: { msg: 'NOT_FOUND' } });
  });
});

describe('the built web app, pre-compressed', () => {
  it.each([
    [BROWSER, 'br'],
    ['br', 'br'],
    ['gzip', 'gzip'],
    ['gzip;q=1, br;q=0.5', 'gzip'],
    [undefined, undefined],
    ['identity', undefined],
  ])(
    'sends a hashed asset to Accept-Encoding %s as %s, cached for a year',
    async (accept, encoding) => {
      const res = await get(HASHED, accept);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBe(encoding);
      expect(res.headers.vary).toContain('accept-encoding');
      expect(res.headers['content-type']).toBe('text/javascript; charset=utf-8');
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(decoded(res)).toBe(SCRIPT);
      if (encoding) expect(res.rawPayload.length).toBeLessThan(SCRIPT.length / 2);
    },
  );

  it.each([
    ['/', BROWSER, 'br'],
    ['/', 'gzip', 'gzip'],
    ['/', undefined, undefined],
    ['/index.html', BROWSER, 'br'],
    ['/index.html', 'gzip', 'gzip'],
    ['/index.html', undefined, undefined],
  ])(
    'sends %s to Accept-Encoding %s as %s, revalidated on every visit',
    async (url, accept, encoding) => {
      const res = await get(url, accept);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBe(encoding);
      expect(res.headers.vary).toContain('accept-encoding');
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(decoded(res)).toBe(INDEX);
    },
  );

  it('sends the service worker compressed with its own headers', async () => {
    const res = await get('/service-worker.js', BROWSER);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(res.headers['service-worker-allowed']).toBe('/');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(decoded(res)).toBe(SERVICE_WORKER);
  });

  it('sends the manifest compressed, typed as a manifest', async () => {
    const res = await get('/manifest.webmanifest', 'gzip');
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers['content-type']).toBe('application/manifest+json; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(JSON.parse(decoded(res))).toEqual({ name: 'app' });
  });

  it('sends a file without siblings as it is, not compressed on the fly', async () => {
    const res = await get(UNCOMPRESSED, BROWSER);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers.vary).toContain('accept-encoding');
    expect(res.body).toBe(SCRIPT);
  });
});
