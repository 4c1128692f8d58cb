// Issue 28, photos sized for the screen (decision 085): the bytes of the newsfeed's photos
// on a 390 px phone at 3× (and 2×) density, as Chromium loads them. The built server runs
// on PGlite with the demo content in a fresh data folder; the demo participant first logs
// three activities with one, two and three photo-like JPEGs (4000 × 3000), so the first
// cards hold a grid of each width. For each load it prints the bytes of the photos the
// browser fetched on opening the feed and after scrolling through its first page, beside
// what the same photos cost as thumbnails (the feed before: 400 px, blurry at 3×) and as
// display images, and whether any photo was fetched twice. A benchmark: it never fails.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Page } from '@playwright/test';
import sharp from 'sharp';
import { chromiumFlags, chromiumPath } from '../scripts/chromium';
import { startBuiltServer } from './lib';

const port = Number(process.env.BENCH_PORT ?? 3270);
const base = `http://127.0.0.1:${port}`;
const participant = { email: 'anna@demo.local', password: 'demo1234' };

/** A photo-like JPEG: blurred colour noise, about the entropy of an outdoor photo. */
async function photoLike(seed: number): Promise<Buffer> {
  const noise = await sharp({
    create: {
      width: 1000,
      height: 750,
      channels: 3,
      background: '#000',
      noise: { type: 'gaussian', mean: 100 + seed * 20, sigma: 60 },
    },
  })
    .blur(2)
    .png()
    .toBuffer();
  return sharp(noise).resize(4000, 3000).jpeg({ quality: 90 }).toBuffer();
}

async function api(token: string, method: string, url: string, body?: FormData | object) {
  const res = await fetch(`${base}/api${url}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body && !(body instanceof FormData) ? { 'content-type': 'application/json' } : {}),
    },
    body: body instanceof FormData ? body : body ? JSON.stringify(body) : undefined,
  });
  if (!res.ok) throw new Error(`${method} ${url}: ${res.status} ${await res.text()}`);
  return res.json();
}

/** Logs three activities of the participant with one, two and three photos. */
async function logPhotoActivities(token: string) {
  const events = await api(token, 'GET', '/events/all');
  const today = new Date().toISOString().slice(0, 10);
  const running = (events.docs ?? events).find(
    (e: { isRegistered: boolean; startDate: string; endDate: string }) =>
      e.isRegistered && e.startDate <= today && e.endDate >= today,
  );
  let seed = 0;
  for (const count of [3, 2, 1]) {
    const form = new FormData();
    form.append('eventId', running._id);
    form.append('date', today);
    form.append('distanceKm', '5');
    form.append('notice', `${count} photos`);
    for (let i = 0; i < count; i += 1) {
      const jpeg = await photoLike(seed++);
      form.append('images', new Blob([new Uint8Array(jpeg)], { type: 'image/jpeg' }), 'run.jpg');
    }
    await api(token, 'POST', '/activities', form);
  }
}

/** The stored size of each width of every photo of the feed's first page, by key. */
async function variantBytes(token: string) {
  const page = await api(token, 'GET', '/activities/newFeedsAll?page=1&limit=10');
  const keyOf = (url: string) => url.replace(/\?.*$/, '');
  const sizeOf = async (url: string) =>
    (await (await fetch(`${base}${url}`)).arrayBuffer()).byteLength;
  const photos = new Map<string, { thumb: number; display: number }>();
  for (const post of page.docs) {
    for (const image of post.images) {
      const sizes = { thumb: await sizeOf(image.thumbUrl), display: await sizeOf(image.url) };
      for (const url of [image.thumbUrl, image.url, image.mediumUrl].filter(Boolean)) {
        photos.set(keyOf(url), sizes);
      }
    }
  }
  return photos;
}

interface Loaded {
  requests: number;
  distinct: number;
  bytes: number;
  keys: string[];
}

function summarize(fetched: Array<{ key: string; bytes: number }>): Loaded {
  return {
    requests: fetched.length,
    distinct: new Set(fetched.map((f) => f.key)).size,
    bytes: fetched.reduce((sum, f) => sum + f.bytes, 0),
    keys: fetched.map((f) => f.key),
  };
}

const kB = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;

async function signIn(page: Page) {
  await page.goto(`${base}/#/login`);
  await page.fill('input[autocomplete="username"]', participant.email);
  await page.fill('input[autocomplete="current-password"]', participant.password);
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => !location.hash.startsWith('#/login'), null, { timeout: 30_000 });
  await page.waitForFunction(() => localStorage.getItem('store') !== null, null, {
    timeout: 30_000,
  });
}

const server = await startBuiltServer(
  port,
  {
    DEMO_CONTENT: 'on',
    DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'cc-photo-bench-')),
    PUBLIC_URL: base,
  },
  120_000,
);
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags });
try {
  const { token } = await (
    await fetch(`${base}/api/users/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(participant),
    })
  ).json();
  await logPhotoActivities(token);
  const variants = await variantBytes(token);

  for (const dpr of [3, 2]) {
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      deviceScaleFactor: dpr,
      isMobile: true,
      hasTouch: true,
    });
    const page = await context.newPage();
    await signIn(page);
    // A returning participant's cold start: signed in, nothing of the feed in any cache.
    await page.goto('about:blank');
    let fetched: Array<{ key: string; bytes: number }> = [];
    // The priority each photo was first asked for, in the order asked (Chromium's own word).
    const asked: Array<{ key: string; priority: string }> = [];
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    cdp.on('Network.requestWillBeSent', (event) => {
      const url = new URL(event.request.url);
      if (url.pathname.startsWith('/uploads/activities/')) {
        asked.push({ key: url.pathname, priority: event.request.initialPriority });
      }
    });
    page.on('response', async (res) => {
      const url = new URL(res.url());
      if (!url.pathname.startsWith('/uploads/activities/')) return;
      const body = await res.body().catch(() => Buffer.alloc(0));
      fetched.push({ key: url.pathname, bytes: body.length });
    });
    await page.goto(`${base}/#/newsfeed`);
    await page.getByRole('article').first().waitFor();
    await page.waitForLoadState('networkidle');
    const opened = summarize(fetched);
    for (let i = 0; i < 20; i += 1) {
      await page.mouse.wheel(0, 600);
      await page.waitForTimeout(150);
    }
    await page.waitForLoadState('networkidle');
    const scrolled = summarize(fetched);
    fetched = [];
    for (const [name, loaded] of [
      ['opened', opened],
      ['first page', scrolled],
    ] as const) {
      const photos = [...new Set(loaded.keys)].map((k) => variants.get(k)!).filter(Boolean);
      const thumbs = photos.reduce((s, p) => s + p.thumb, 0);
      const displays = photos.reduce((s, p) => s + p.display, 0);
      console.log(
        `390 px @${dpr}x ${name}: ${loaded.distinct} photos, ${loaded.requests} requests, ` +
          `${kB(loaded.bytes)} fetched | same photos as thumbnails ${kB(thumbs)}, as display images ${kB(displays)}`,
      );
    }
    console.log(
      `  widths fetched @${dpr}x: ${[...new Set(scrolled.keys)].map((k) => path.basename(k).replace(/^[0-9a-f-]{36}/, '')).join(' ')}`,
    );
    console.log(
      `  asked @${dpr}x, in order: ${asked
        .slice(0, 4)
        .map((a) => `${path.basename(a.key).replace(/^[0-9a-f-]{36}/, '')} ${a.priority}`)
        .join(', ')} …`,
    );
    await context.close();
  }
} finally {
  await browser.close();
  server.kill();
}
